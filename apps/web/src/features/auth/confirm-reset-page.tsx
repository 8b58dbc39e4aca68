import { CircleCheckBig, KeyRound, Unlink } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { clearSession, readSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useConfirmReset } from './api/confirm-reset.ts';
import { AUTH_TEXT } from './auth-texts.ts';
import { AuthCard } from './components/auth-card.tsx';
import { FormAlert } from './components/form-alert.tsx';

const T = AUTH_TEXT.confirm;
const INVALID = 'Tautan tidak valid atau sudah kedaluwarsa.';

/**
 * Opened from the emailed link. The single-use token is spent only when the member presses the button, never
 * on page load: mail scanners that open links must not use it up, and React's StrictMode double effects cannot
 * send it twice.
 */
export function ConfirmResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = useConfirmReset();
  const resultRef = useRef<HTMLDivElement>(null);

  const done = confirm.isSuccess;
  const failed = token === '' || confirm.isError;
  useDocumentTitle(done ? T.successTitle : failed ? T.failedTitle : T.docTitle);

  useEffect(() => {
    if (done || confirm.isError) resultRef.current?.focus();
  }, [done, confirm.isError]);

  const activate = () =>
    confirm.mutate(
      { token },
      {
        onSuccess: () => {
          // The server revoked every older session of this account; forget the one this browser may hold.
          if (readSession()) clearSession();
        },
      },
    );

  if (done) {
    return (
      <AuthCard title={T.successTitle} icon={<CircleCheckBig className="size-7" aria-hidden="true" />}>
        <div ref={resultRef} tabIndex={-1} role="status" className="focus:outline-none">
          <p className="text-slate-800">{T.successBody}</p>
        </div>
        <ButtonLink to="/login" size="lg" fullWidth className="mt-6">
          {T.login}
        </ButtonLink>
      </AuthCard>
    );
  }

  if (failed) {
    const message = confirm.error?.message || INVALID;
    return (
      <AuthCard title={T.failedTitle} icon={<Unlink className="size-7" aria-hidden="true" />}>
        <div ref={resultRef} tabIndex={-1} className="space-y-4 focus:outline-none">
          <FormAlert>
            <p className="font-semibold">{message}</p>
          </FormAlert>
          <p className="text-slate-700">{T.failedHint}</p>
        </div>
        <ButtonLink to="/forget-password" size="lg" fullWidth className="mt-6">
          {T.requestNew}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={T.title} lead={T.lead} icon={<KeyRound className="size-7" aria-hidden="true" />}>
      <Button
        type="button"
        size="lg"
        fullWidth
        loading={confirm.isPending}
        disabled={confirm.isPending}
        onClick={activate}
      >
        {T.submit}
      </Button>
    </AuthCard>
  );
}
