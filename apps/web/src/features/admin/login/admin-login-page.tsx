import { isAdminRole } from '@alumni/contract/constants';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useCommunity } from '#web/api/get-community.ts';
import { useLogin, useStartSession } from '#web/api/login.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/lib/api.ts';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { ADMIN_LOGIN_TEXT as T } from './admin-login-text.ts';

interface AdminLoginForm {
  email: string;
  password: string;
}

/**
 * /admin/login. A member's correct credentials are refused here (no session is stored); an admin's session
 * starts in this page without a reload: the guest-only guard moves on to /admin at once and 'Berhasil
 * Masuk' shows there (docs/deviations.md: no 1 s pause and reload).
 */
export function AdminLoginPage() {
  useDocumentTitle(T.docTitle);
  const { community } = useCommunity();
  const toast = useToast();
  const login = useLogin();
  const startSession = useStartSession();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<AdminLoginForm>({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) => {
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (res) => {
          if (!isAdminRole(res.currentUser.role)) {
            setError('email', { type: 'server', message: T.notAdmin }, { shouldFocus: true });
            return;
          }
          toast.show({ type: 'success', title: T.successTitle, message: T.successMessage });
          startSession(res);
        },
        onError: (error) => {
          // docs/spec.md §8: the server's message goes under the email/username field.
          const message = error instanceof ApiError ? error.message : 'Terjadi kesalahan. Silakan coba lagi.';
          setError('email', { type: 'server', message }, { shouldFocus: true });
        },
      },
    );
  });

  const busy = login.isPending;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-br from-primary-900 via-primary-800 to-primary-700 px-4 py-10">
      <div className="w-full max-w-md rounded-card bg-white px-5 py-8 shadow-2xl sm:px-9 sm:py-10">
        <div className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-accent-100 text-accent-700">
          <ShieldCheck aria-hidden="true" className="size-7" />
        </div>
        <h1 className="font-bold text-[1.75rem] text-primary-900 leading-tight sm:text-3xl">{T.title}</h1>
        <p className="mt-2 text-slate-700">{T.lead(community.shortName)}</p>
        <form onSubmit={onSubmit} noValidate aria-label={T.title} className="mt-6 space-y-5">
          <TextField
            label={T.identifier}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            error={errors.email?.message}
            // docs/spec.md §5: both fields required, with these exact messages.
            {...register('email', { validate: (v) => v.trim() !== '' || T.emailRequired })}
          />
          <TextField
            label={T.password}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password', {
              validate: (v) => v !== '' || T.passwordRequired,
              onChange: () => errors.email?.type === 'server' && clearErrors('email'),
            })}
          />
          <Button type="submit" size="lg" fullWidth loading={busy} disabled={busy}>
            {T.submit}
          </Button>
        </form>
      </div>
      <Link
        to={paths.home}
        className="mt-6 inline-flex min-h-11 items-center font-semibold text-white underline-offset-4 hover:underline"
      >
        {T.backToSite}
      </Link>
    </main>
  );
}
