import { Suspense, lazy, useCallback, useSyncExternalStore } from 'react';
import type { Toast as ToastInstance } from 'primereact/toast';
import { onToastWanted, setToast, toastWanted } from './notify.ts';

const Toast = lazy(() => import('primereact/toast').then((m) => ({ default: m.Toast })));

/** Mounts the toast area (top right) once the first notification is asked for. */
export const ToastHost = () => {
  const wanted = useSyncExternalStore(onToastWanted, toastWanted, () => false);
  const ref = useCallback((instance: ToastInstance | null) => setToast(instance), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toast ref={ref} position="top-right" />
    </Suspense>
  );
};
