import { LoginBody } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { useLogin } from '../../api/login.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { writeSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AUTH_TEXT } from './auth-texts.ts';
import { AuthCard } from './components/auth-card.tsx';
import { TextLink } from './components/text-link.tsx';
import { redirectTarget } from './redirect-target.ts';
import { serverFieldErrors } from './server-errors.ts';

const LoginForm = LoginBody.pick({ email: true, password: true });
const T = AUTH_TEXT.login;
/** Spec section 4: after a successful login the page reloads after 1 s. */
const RELOAD_DELAY_MS = 1000;

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
  const [redirecting, setRedirecting] = useState(false);
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
        setRedirecting(true);
        toast.show({ type: 'success', title: T.successTitle, message: T.successMessage });
        const target = redirectTarget(
          location.state && typeof location.state === 'object' && 'from' in location.state
            ? location.state.from
            : undefined,
        );
        // Stored just before the full reload (spec: after 1 s): storing it earlier would let the visitor-only
        // guard swap this page for the landing page while the member still reads 'Berhasil Masuk'.
        window.setTimeout(() => {
          writeSession({ token: res.token, expiresAt: res.expiresAt, user: res.currentUser });
          window.location.replace(target);
        }, RELOAD_DELAY_MS);
      },
      onError: (error) => {
        // Spec section 8: the server's message goes under the email/username field.
        for (const [field, message] of serverFieldErrors(error, ['email', 'password'] as const, 'email'))
          setError(field, { type: 'server', message }, { shouldFocus: true });
      },
    });
  });

  const busy = login.isPending || redirecting;
  return (
    <AuthCard
      title={T.title}
      lead={T.lead}
      icon={<LogIn className="size-7" aria-hidden="true" />}
      footer={
        <p>
          {T.noAccount} <TextLink to="/register">{T.register}</TextLink>
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
            <TextLink to="/forget-password">{T.forgot}</TextLink>
          </div>
        </div>
        <Button type="submit" size="lg" fullWidth loading={busy} disabled={busy}>
          {redirecting ? T.redirecting : T.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
