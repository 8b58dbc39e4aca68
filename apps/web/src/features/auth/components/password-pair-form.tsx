import { ChangePasswordForm, NewPasswordForm } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { AUTH_TEXT } from '#web/features/auth/auth-text.ts';
import { serverFieldErrors } from '#web/features/auth/server-errors.ts';

const T = AUTH_TEXT.passwordPair;
const FIELDS = ['currentPassword', 'password', 'repassword'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
// Both schemas check password + repassword alike; the link page's simply has no current password to check.
const WITH_CURRENT = zodResolver(ChangePasswordForm) as Resolver<Values>;
const WITHOUT_CURRENT = zodResolver(NewPasswordForm) as unknown as Resolver<Values>;

export interface PasswordPairValues {
  currentPassword?: string;
  password: string;
}

interface PasswordPairFormProps {
  /** The form's accessible name (the page title). */
  label: string;
  submitLabel: string;
  pending: boolean;
  /** Ask for the password in use today first ('Ganti Password'); the link page does not. */
  current?: { hint?: string };
  /**
   * Called with the valid values; reject with the call's error to place the server's message under its
   * field (a message about no particular field goes under `fallbackField`).
   */
  onSubmit: (values: PasswordPairValues) => Promise<unknown>;
  fallbackField?: Field;
}

/**
 * New password + confirmation (and, when asked, the current password): the one form of 'Atur Password Baru'
 * (forgot-password link) and 'Ganti Password' (temporary password). Rules come from the contract.
 */
export function PasswordPairForm({
  label,
  submitLabel,
  pending,
  current,
  onSubmit,
  fallbackField = 'password',
}: PasswordPairFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: current ? WITH_CURRENT : WITHOUT_CURRENT,
    reValidateMode: 'onChange',
    defaultValues: { currentPassword: '', password: '', repassword: '' },
  });

  const submit = handleSubmit(async ({ repassword: _confirmation, ...values }) => {
    try {
      await onSubmit(current ? values : { password: values.password });
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error, FIELDS, fallbackField))
        setError(field, { type: 'server', message }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="space-y-5">
      {current ? (
        <TextField
          label={T.currentPassword}
          hint={current.hint}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      ) : null}
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
      <Button type="submit" size="lg" fullWidth loading={pending} disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
