import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a CSS media query (`(min-width: 768px)`), kept up to date as the window is resized or
 * turned. Where there is no window (a server render, a unit test without a DOM) it is `fallback`.
 */
export const useMediaQuery = (query: string, fallback: boolean): boolean => {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  const read = () => (typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? fallback : window.matchMedia(query).matches);
  return useSyncExternalStore(subscribe, read, () => fallback);
};
