import { EMAIL_TAKEN, RegisterForm, USERNAME_TAKEN } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Ref } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useRegister } from '#web/features/auth/api/register.ts';
import { AUTH_TEXT } from '#web/features/auth/auth-text.ts';
import { serverFieldErrors } from '#web/features/auth/server-errors.ts';
import { StepHeading } from './step-heading.tsx';

const T = AUTH_TEXT.register.account;
const FIELDS = ['username', 'name', 'email', 'password', 'repassword'] as const;
/** The server's 409 messages, each shown under the field it is about. */
const CONFLICTS = { [USERNAME_TAKEN]: 'username', [EMAIL_TAKEN]: 'email' } as const;

interface Props {
  headingRef: Ref<HTMLHeadingElement>;
  onRegistered: (account: { token: string; name: string; username: string }) => void;
  /** The registration waits for the committee's approval ('Menunggu persetujuan'). */
  onPending: () => void;
}

/** Step 1: username, full name, email, password and its confirmation (RegisterForm rules). */
export function RegisterAccountStep({ headingRef, onRegistered, onPending }: Props) {
  const registerAccount = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(RegisterForm),
    // Errors clear as the member edits (docs/spec.md §5): re-checked on every change after the first submit.
    reValidateMode: 'onChange',
    defaultValues: { username: '', name: '', email: '', password: '', repassword: '' },
  });

  const onSubmit = handleSubmit(({ repassword: _confirmation, ...body }) => {
    registerAccount.mutate(body, {
      onSuccess: (res) =>
        'status' in res
          ? onPending()
          : onRegistered({
              token: res.token,
              name: res.currentUser.name,
              username: res.currentUser.username,
            }),
      onError: (error) => {
        for (const [field, message] of serverFieldErrors(error, FIELDS, 'email', CONFLICTS))
          setError(field, { type: 'server', message }, { shouldFocus: true });
      },
    });
  });

  return (
    <>
      <StepHeading headingRef={headingRef} title={T.title} lead={T.lead} />
      <form onSubmit={onSubmit} noValidate aria-label={T.title} className="space-y-5">
        <TextField
          label={T.username}
          hint={T.usernameHint}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField label={T.name} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label={T.email}
          hint={T.emailHint}
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
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={registerAccount.isPending}
          disabled={registerAccount.isPending}
        >
          {T.submit}
        </Button>
      </form>
    </>
  );
}
