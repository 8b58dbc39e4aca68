import { AdminSettingBody, type CurrentUser } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useUpdateAdminSetting } from '#web/features/admin/settings/api/update-admin-setting.ts';
import { needsCurrentPassword } from '#web/features/admin/settings/needs-current-password.ts';
import { SETTINGS_TEXT as T } from '#web/features/admin/settings/settings-text.ts';
import { ApiError } from '#web/lib/api.ts';
import { formatDateId } from '#web/lib/dates.ts';

const SettingsForm = AdminSettingBody.pick({
  name: true,
  email: true,
  username: true,
  password: true,
  repassword: true,
  currentPassword: true,
});
type FormValues = {
  name: string;
  email: string;
  username: string;
  password?: string;
  repassword?: string;
  currentPassword?: string;
};

const FIELD_BY_CODE: Record<string, 'username' | 'email' | 'repassword' | 'currentPassword'> = {
  USERNAME_TAKEN: 'username',
  EMAIL_TAKEN: 'email',
  PASSWORD_MISMATCH: 'repassword',
  CURRENT_PASSWORD_REQUIRED: 'currentPassword',
  CURRENT_PASSWORD_WRONG: 'currentPassword',
};

/**
 * Edit mode of 'Overview'. A password that differs from its confirmation is refused here with the spec's
 * alert (section 5) and the server is not called; otherwise 'Simpan' asks first, then saves. Changing the
 * password or the email shows 'Password Saat Ini', which must be filled (the server checks it).
 */
export function OverviewForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const toast = useToast();
  const save = useUpdateAdminSetting();
  const [pending, setPending] = useState<FormValues | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(SettingsForm),
    defaultValues: {
      name: user.name,
      email: user.email,
      username: user.username,
      password: '',
      repassword: '',
      currentPassword: '',
    },
  });
  const askCurrent = needsCurrentPassword(user, { email: watch('email'), password: watch('password') });

  // Entering edit mode starts at the first field.
  useEffect(() => setFocus('name'), [setFocus]);

  const onSubmit = handleSubmit((values) => {
    if ((values.password ?? '') !== (values.repassword ?? '')) {
      setError('repassword', { type: 'mismatch', message: T.mismatchField });
      toast.show({ type: 'error', title: T.mismatchTitle, message: T.mismatchMessage });
      return;
    }
    if (needsCurrentPassword(user, values) && !values.currentPassword) {
      setError('currentPassword', { type: 'required', message: T.currentRequired }, { shouldFocus: true });
      return;
    }
    setPending(values);
  });

  const confirm = () => {
    if (!pending) return;
    const { password, repassword, currentPassword, ...rest } = pending;
    const body = password ? { ...rest, password, repassword } : rest;
    save.mutate(needsCurrentPassword(user, pending) ? { ...body, currentPassword } : body, {
      onSuccess: () => {
        setPending(null);
        toast.show({ type: 'success', title: T.savedTitle, message: T.savedMessage });
        onDone();
      },
      onError: (err) => {
        setPending(null);
        const field = err instanceof ApiError ? FIELD_BY_CODE[err.code] : undefined;
        if (field) setError(field, { type: 'server', message: err.message }, { shouldFocus: true });
        toast.show({ type: 'error', title: T.failedTitle, message: err.message });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={T.overview} className="space-y-4">
      <TextField
        label={T.fields.name}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={T.fields.email}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={T.fields.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={T.fields.password}
          type="password"
          autoComplete="new-password"
          hint={T.passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={T.fields.repassword}
          type="password"
          autoComplete="new-password"
          error={errors.repassword?.message}
          {...register('repassword')}
        />
      </div>
      {askCurrent ? (
        <TextField
          label={T.fields.currentPassword}
          type="password"
          autoComplete="current-password"
          hint={T.currentHint}
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      ) : null}
      <div className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
        <p className="font-semibold text-slate-600">{T.fields.createdDate}</p>
        <p className="text-slate-900">{formatDateId(user.createdDate) || '-'}</p>
      </div>
      <div className="flex flex-col-reverse gap-3 border-slate-100 border-t pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {T.cancel}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {T.save}
        </Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        status="alert"
        title={T.confirm.title}
        message={T.confirm.message}
        busy={save.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </form>
  );
}
