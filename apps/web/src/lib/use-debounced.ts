import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms` (search-as-you-type asks the server after a pause). */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
