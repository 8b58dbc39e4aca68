import { LoginBody } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { useLogin, useStartSession } from '#web/api/login.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { AUTH_TEXT } from './auth-text.ts';
import { AuthCard } from './components/auth-card.tsx';
import { TextLink } from './components/text-link.tsx';
import { serverFieldErrors } from './server-errors.ts';

const LoginForm = LoginBody.pick({ email: true, password: true });
const T = AUTH_TEXT.login;

function prefilledIdentifier(state: unknown): string {
  return state && typeof state === 'object' && 'identifier' in state && typeof state.identifier === 'string'
    ? state.identifier
    : '';
}

export function LoginPage() {
  useDocumentTitle(T.docTitle);
  const location = useLocation();
  const toast = useToast();
  const login = useLogin();
  const startSession = useStartSession();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(LoginForm),
    defaultValues: { email: prefilledIdentifier(location.state), password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (res) => {
        // Only a body without `message` gets here (api() turns a message into an error). No password is kept.
        // No reload and no waiting (docs/deviations.md): the session starts in this page, the visitor-only
        // guard moves on to the page the member came from, and 'Berhasil Masuk' shows there for 3 s.
        toast.show({ type: 'success', title: T.successTitle, message: T.successMessage });
        startSession(res);
      },
      onError: (error) => {
        // docs/spec.md §8: the server's message goes under the email/username field.
        for (const [field, message] of serverFieldErrors(error, ['email', 'password'] as const, 'email'))
          setError(field, { type: 'server', message }, { shouldFocus: true });
      },
    });
  });

  const busy = login.isPending;
  return (
    <AuthCard
      title={T.title}
      lead={T.lead}
      icon={<LogIn className="size-7" aria-hidden="true" />}
      footer={
        <p>
          {T.noAccount} <TextLink to={paths.register}>{T.register}</TextLink>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={T.title} className="space-y-5">
        <TextField
          label={T.identifier}
          hint={T.identifierHint}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <div>
          <TextField
            label={T.password}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password', {
              // The server's refusal sits under the identifier but is about the pair: any edit clears it.
              onChange: () => errors.email?.type === 'server' && clearErrors('email'),
            })}
          />
          <div className="mt-1 flex justify-end">
            <TextLink to={paths.forgotPassword}>{T.forgot}</TextLink>
          </div>
        </div>
        <Button type="submit" size="lg" fullWidth loading={busy} disabled={busy}>
          {T.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
