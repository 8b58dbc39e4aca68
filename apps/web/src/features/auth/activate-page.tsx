import { ACTIVATION_MSG } from '@alumni/contract';
import { Unlink, UserRoundCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/lib/api.ts';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useActivate, useActivationCheck } from './api/activation.ts';
import { AUTH_TEXT } from './auth-text.ts';
import { AuthCard } from './components/auth-card.tsx';
import { FormAlert } from './components/form-alert.tsx';
import { PasswordPairForm } from './components/password-pair-form.tsx';

const T = AUTH_TEXT.activate;

/**
 * 'Aktifkan Akun' (docs/decisions/014), opened from an invitation (e-mail or WhatsApp): the member sets their first
 * password (and its confirmation) and is signed in. The link is checked on load but spent only when the form
 * is saved (mail scanners open links too). A used or expired link says so and how to get a new one.
 */
export function ActivatePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const check = useActivationCheck(token);
  const activate = useActivate();
  const navigate = useNavigate();
  const toast = useToast();
  const resultRef = useRef<HTMLDivElement>(null);

  // The link may also die between the check and the save (used in another tab, expired meanwhile).
  const spent = activate.error instanceof ApiError && activate.error.code.startsWith('ACTIVATION_');
  const dead = token === '' || check.isError || spent;
  useDocumentTitle(dead ? T.failedTitle : T.docTitle);
  useEffect(() => {
    if (dead) resultRef.current?.focus();
  }, [dead]);

  if (dead) {
    const message = (spent ? activate.error?.message : check.error?.message) || ACTIVATION_MSG.invalid;
    return (
      <AuthCard title={T.failedTitle} icon={<Unlink className="size-7" aria-hidden="true" />}>
        <div ref={resultRef} tabIndex={-1} className="space-y-4 focus:outline-none">
          <FormAlert>
            <p className="font-semibold">{message}</p>
          </FormAlert>
          <p className="text-slate-700">{T.failedHint}</p>
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={paths.login} size="lg" fullWidth>
            {T.login}
          </ButtonLink>
          <ButtonLink to={paths.forgotPassword} size="lg" variant="secondary" fullWidth>
            {T.forgot}
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  const save = async ({ password }: { password: string }) => {
    await activate.mutateAsync({ token, password });
    toast.show({ type: 'success', title: T.successTitle, message: ACTIVATION_MSG.activated });
    navigate('/', { replace: true });
  };

  return (
    <AuthCard
      title={T.title}
      lead={check.data ? T.lead(check.data.name, check.data.username) : T.checking}
      icon={<UserRoundCheck className="size-7" aria-hidden="true" />}
    >
      {check.data && (
        <PasswordPairForm
          label={T.title}
          submitLabel={T.submit}
          pending={activate.isPending}
          onSubmit={save}
        />
      )}
    </AuthCard>
  );
}
