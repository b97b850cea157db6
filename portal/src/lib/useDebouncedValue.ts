import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `waitMs` (a search asks the server after typing pauses). */
export const useDebouncedValue = <V>(value: V, waitMs: number): V => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), waitMs);
    return () => clearTimeout(timer);
  }, [value, waitMs]);
  return settled;
};
