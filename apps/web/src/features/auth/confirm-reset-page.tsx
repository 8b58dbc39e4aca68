import { CircleCheckBig, KeyRound, Unlink } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api.ts';
import { paths } from '#web/lib/paths.ts';
import { clearSession, readSession } from '#web/lib/session.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useConfirmReset } from './api/confirm-reset.ts';
import { AUTH_TEXT } from './auth-text.ts';
import { AuthCard } from './components/auth-card.tsx';
import { FormAlert } from './components/form-alert.tsx';
import { PasswordPairForm } from './components/password-pair-form.tsx';

const T = AUTH_TEXT.confirm;
const INVALID = 'Tautan tidak valid atau sudah kedaluwarsa.';

/**
 * 'Atur Password Baru', opened from the emailed link: whoever holds the link types the new password here
 * (docs/decisions/007). The single-use token is spent only when the form is saved, never on page load: mail
 * scanners that open links must not use it up. A bad password keeps the link usable; a dead link shows the
 * way to a new one.
 */
export function ConfirmResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = useConfirmReset();
  const resultRef = useRef<HTMLDivElement>(null);

  const done = confirm.isSuccess;
  const linkDead =
    token === '' || (confirm.error instanceof ApiError && confirm.error.code === 'RESET_TOKEN_INVALID');
  useDocumentTitle(done ? T.successTitle : linkDead ? T.failedTitle : T.docTitle);

  useEffect(() => {
    if (done || linkDead) resultRef.current?.focus();
  }, [done, linkDead]);

  const save = ({ password }: { password: string }) =>
    confirm.mutateAsync(
      { token, password },
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
        <ButtonLink to={paths.login} size="lg" fullWidth className="mt-6">
          {T.login}
        </ButtonLink>
      </AuthCard>
    );
  }

  if (linkDead) {
    const message = confirm.error?.message || INVALID;
    return (
      <AuthCard title={T.failedTitle} icon={<Unlink className="size-7" aria-hidden="true" />}>
        <div ref={resultRef} tabIndex={-1} className="space-y-4 focus:outline-none">
          <FormAlert>
            <p className="font-semibold">{message}</p>
          </FormAlert>
          <p className="text-slate-700">{T.failedHint}</p>
        </div>
        <ButtonLink to={paths.forgotPassword} size="lg" fullWidth className="mt-6">
          {T.requestNew}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={T.title} lead={T.lead} icon={<KeyRound className="size-7" aria-hidden="true" />}>
      <PasswordPairForm label={T.title} submitLabel={T.submit} pending={confirm.isPending} onSubmit={save} />
    </AuthCard>
  );
}
