import { ForgotPasswordForm } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useForgotPassword } from './api/forgot-password.ts';
import { AUTH_TEXT } from './auth-texts.ts';
import { AuthCard } from './components/auth-card.tsx';
import { ForgotPasswordSent } from './components/forgot-password-sent.tsx';
import { TextLink } from './components/text-link.tsx';
import { serverFieldErrors } from './server-errors.ts';

const T = AUTH_TEXT.forgot;
const FIELDS = ['email', 'password', 'repassword'] as const;

/**
 * Email, new password and confirmation (spec). The new password is only stored as pending: it takes effect when
 * the member opens the single-use link mailed to the account's address (ARCHITECTURE.md deviation).
 */
export function ForgotPasswordPage() {
  useDocumentTitle(T.docTitle);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ForgotPasswordForm),
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '', repassword: '' },
  });

  const onSubmit = handleSubmit(({ repassword: _confirmation, ...body }) => {
    request.mutate(body, {
      onSuccess: () => setSentTo(body.email),
      onError: (error) => {
        for (const [field, message] of serverFieldErrors(error, FIELDS, 'email'))
          setError(field, { type: 'server', message }, { shouldFocus: true });
      },
    });
  });

  if (sentTo !== null) {
    return (
      <ForgotPasswordSent
        email={sentTo}
        onRetry={() => {
          request.reset();
          setSentTo(null);
        }}
      />
    );
  }

  return (
    <AuthCard
      title={T.title}
      lead={T.lead}
      icon={<KeyRound className="size-7" aria-hidden="true" />}
      footer={<TextLink to="/login">{T.back}</TextLink>}
    >
      <form onSubmit={onSubmit} noValidate aria-label={T.title} className="space-y-5">
        <TextField
          label={T.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={T.password}
          hint={T.passwordHint}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', { deps: ['repassword'] })}
        />
        <TextField
          label={T.repassword}
          type="password"
          autoComplete="new-password"
          error={errors.repassword?.message}
          {...register('repassword')}
        />
        <Button type="submit" size="lg" fullWidth loading={request.isPending} disabled={request.isPending}>
          {T.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
