import { ForgotPasswordForm, type ForgotPasswordResult } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useForgotPassword } from './api/forgot-password.ts';
import { AUTH_TEXT } from './auth-text.ts';
import { AuthCard } from './components/auth-card.tsx';
import { ForgotPasswordNoMail } from './components/forgot-password-no-mail.tsx';
import { ForgotPasswordSent } from './components/forgot-password-sent.tsx';
import { TextLink } from './components/text-link.tsx';
import { serverFieldErrors } from './server-errors.ts';

const T = AUTH_TEXT.forgot;
const FIELDS = ['email'] as const;

/**
 * Only the email (docs/decisions/007): the spec's new password and confirmation moved to the page the mailed
 * single-use link opens, so the password is chosen by whoever reads the account's mail, not by whoever fills
 * in this form.
 */
export function ForgotPasswordPage() {
  useDocumentTitle(T.docTitle);
  const [sent, setSent] = useState<{ email: string; result: ForgotPasswordResult } | null>(null);
  const request = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ForgotPasswordForm),
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((body) => {
    request.mutate(body, {
      onSuccess: (result) => setSent({ email: body.email, result }),
      onError: (error) => {
        for (const [field, message] of serverFieldErrors(error, FIELDS, 'email'))
          setError(field, { type: 'server', message }, { shouldFocus: true });
      },
    });
  });

  if (sent !== null && !sent.result.emailConfigured) {
    return <ForgotPasswordNoMail email={sent.email} committeeWhatsApp={sent.result.committeeWhatsApp} />;
  }
  if (sent !== null) {
    return (
      <ForgotPasswordSent
        email={sent.email}
        onRetry={() => {
          request.reset();
          setSent(null);
        }}
      />
    );
  }

  return (
    <AuthCard
      title={T.title}
      lead={T.lead}
      icon={<KeyRound className="size-7" aria-hidden="true" />}
      footer={<TextLink to={paths.login}>{T.back}</TextLink>}
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
        <Button type="submit" size="lg" fullWidth loading={request.isPending} disabled={request.isPending}>
          {T.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
