import { useMutation } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { api } from '#web/lib/api.ts';
import { clearSession, leavingForSignIn } from '#web/lib/session.ts';

export const END_ALL_SESSIONS_TEXT = {
  heading: 'Keamanan Akun',
  intro:
    'Lupa keluar di komputer atau ponsel lain? Akhiri semua sesi masuk akun ini di semua perangkat, termasuk perangkat ini.',
  button: 'Keluar dari semua perangkat',
  confirmTitle: 'Keluar dari semua perangkat',
  confirmMessage:
    'Semua sesi masuk akun ini di semua perangkat akan diakhiri, termasuk yang ini. Anda perlu masuk kembali dengan kata sandi Anda.',
  confirm: 'Keluar',
  failedTitle: 'Gagal keluar dari semua perangkat',
} as const;

/**
 * 'Keluar dari semua perangkat' (docs/decisions/020) on the member's /profile and the admin's /admin/setting:
 * POST /logout-everywhere ends every session of the account on the server (this one too), then this browser
 * forgets its session and opens the sign-in page.
 */
export function EndAllSessions({ loginPath }: { loginPath: string }) {
  const T = END_ALL_SESSIONS_TEXT;
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const end = useMutation({
    mutationFn: () => api<{ status: 'OK' }>('/api/v1/logout-everywhere', { method: 'POST' }),
  });
  const onConfirm = () => {
    // The whole page is replaced by the sign-in page; this page's guards are not told first (a client-side
    // redirect of theirs would cancel the navigation and leave the member on '/'). From the moment the server
    // may end the sessions: another request of this page can meet the 401 before this answer arrives.
    leavingForSignIn(true);
    end.mutate(undefined, {
      onSuccess: () => {
        clearSession(localStorage, { notify: false });
        window.location.assign(loginPath);
      },
      onError: (err) => {
        leavingForSignIn(false);
        setOpen(false);
        toast.show({ type: 'error', title: T.failedTitle, message: err.message });
      },
    });
  };

  return (
    <section aria-labelledby="end-all-sessions" className="rounded-card bg-white p-5 shadow-card sm:p-6">
      <h2 id="end-all-sessions" className="font-bold text-lg text-primary-900">
        {T.heading}
      </h2>
      <p className="mt-1 text-base text-slate-700">{T.intro}</p>
      <Button
        ref={buttonRef}
        variant="secondary"
        className="mt-4 w-full sm:w-auto"
        disabled={end.isPending}
        onClick={() => setOpen(true)}
      >
        <LogOut aria-hidden="true" className="size-5" />
        {T.button}
      </Button>
      <ConfirmDialog
        open={open}
        status="warning"
        title={T.confirmTitle}
        message={T.confirmMessage}
        confirmLabel={T.confirm}
        busy={end.isPending}
        returnFocusRef={buttonRef}
        onCancel={() => setOpen(false)}
        onConfirm={onConfirm}
      />
    </section>
  );
}
