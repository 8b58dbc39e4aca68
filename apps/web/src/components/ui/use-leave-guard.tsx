import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { readSession } from '#web/lib/session.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export const LEAVE_GUARD_TEXT = {
  title: 'Tinggalkan halaman ini?',
  message: 'Perubahan yang belum disimpan akan hilang.',
  confirm: 'Keluar',
  cancel: 'Kembali',
} as const;

export interface LeaveGuard {
  /** The confirmation shown while a navigation waits; render it once inside the form's page. */
  dialog: ReactNode;
  /**
   * Lets every later navigation through, starting at once: for a leave the admin has already confirmed
   * (the form's own 'Batal') and that navigates in the same handler, before `when` could re-render.
   */
  release: () => void;
}

/**
 * Guards a form with unsaved changes: while `when` holds, an in-app navigation to another page (a sidebar
 * link, the browser's back button) waits for the admin's answer to 'Tinggalkan halaman ini?', and closing
 * or reloading the tab gets the browser's own prompt. A query-string change on the same page passes.
 */
export function useLeaveGuard(when: boolean): LeaveGuard {
  const released = useRef(false);
  // Read by the blocker at navigation time. Updated in a layout effect, so it is current before any
  // passive effect of the same render navigates (a save that turned `when` off and then redirects).
  const active = useRef(when);
  useLayoutEffect(() => {
    active.current = when;
  }, [when]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      active.current && !released.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  // Nothing left to lose (saved meanwhile): a waiting navigation stays where it is, without asking.
  useEffect(() => {
    if (!when && blocker.state === 'blocked') blocker.reset();
  }, [when, blocker]);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      // Signing out clears the session and reloads after its own confirmation: no second question then.
      if (released.current || !readSession()) return;
      e.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  const release = useCallback(() => {
    released.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      status="warning"
      title={LEAVE_GUARD_TEXT.title}
      message={LEAVE_GUARD_TEXT.message}
      confirmLabel={LEAVE_GUARD_TEXT.confirm}
      cancelLabel={LEAVE_GUARD_TEXT.cancel}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
  return { dialog, release };
}
