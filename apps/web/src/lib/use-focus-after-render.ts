import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Moves focus once React has committed the next render. Called together with the state change that shows the
 * element (leaving an edit mode, closing a confirmation after a save), both land in one commit, and the
 * effect runs after that commit's clean-ups, including a closing dialog returning focus to its opener.
 * A requestAnimationFrame may fire before a render scheduled from a promise callback, so it races.
 * The hook must live in a component that stays mounted across that render.
 */
export function useFocusAfterRender(): (target: RefObject<HTMLElement | null> | (() => void)) => void {
  const [request, setRequest] = useState<{ run: () => void } | null>(null);
  useEffect(() => {
    request?.run();
  }, [request]);
  return useCallback((target) => {
    setRequest({ run: typeof target === 'function' ? target : () => target.current?.focus() });
  }, []);
}
