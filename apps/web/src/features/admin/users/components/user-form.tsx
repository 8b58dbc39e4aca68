import { CreateUserBody } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { type PictureChange, PictureField } from '#web/components/image/picture-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useLeaveGuard } from '#web/components/ui/use-leave-guard.tsx';
import { USER_ADMIN_TEXT as T } from '#web/features/admin/users/user-admin-text.ts';
import { ApiError } from '#web/lib/api.ts';
import { useFocusAfterRender } from '#web/lib/use-focus-after-render.ts';
import { type UserFieldName, UserFields, type UserFormOutput, type UserFormValues } from './user-fields.tsx';

export type { UserFormOutput };

type FormResolver = Resolver<UserFormValues, unknown, UserFormOutput>;
// POST /user's own rules. Edit mode has no password fields: they are left out of its values, so the
// same schema with the two made optional checks the rest. The casts only widen the schemas' input
// types (string | null | undefined) to the form's all-text values, which the schemas accept.
const ADD_RESOLVER = zodResolver(CreateUserBody.omit({ picture: true })) as unknown as FormResolver;
const EDIT_RESOLVER = zodResolver(
  CreateUserBody.omit({ picture: true }).partial({ password: true, repassword: true }),
) as unknown as FormResolver;

const FIELD_BY_CODE: Record<string, UserFieldName> = {
  USERNAME_TAKEN: 'username',
  EMAIL_TAKEN: 'email',
  PASSWORD_MISMATCH: 'repassword',
};
const FIELDS: readonly UserFieldName[] = [
  'name',
  'nickname',
  'username',
  'email',
  'password',
  'repassword',
  'phoneNumber',
  'address',
  'highSchool',
  'occupation',
  'city',
];

/** The server's field errors of a failed save: by code (409 duplicates) and by `errors[].path`. */
export function serverFieldErrors(err: unknown): [UserFieldName, string][] {
  if (!(err instanceof ApiError)) return [];
  const out: [UserFieldName, string][] = [];
  const byCode = FIELD_BY_CODE[err.code];
  if (byCode) out.push([byCode, err.message]);
  for (const e of err.errors) {
    const field = FIELDS.find((f) => f === e.path);
    if (field && !out.some(([f]) => f === field)) out.push([field, e.message]);
  }
  return out;
}

const EMPTY: UserFormValues = {
  name: '',
  nickname: '',
  username: '',
  email: '',
  password: '',
  repassword: '',
  phoneNumber: '',
  address: '',
  highSchool: '',
  occupation: '',
  city: '',
};

const { password: _p, repassword: _r, ...EDIT_EMPTY } = EMPTY;

/**
 * The add / edit user form (docs/spec.md §4 'edit or add' mode): photo (1:1 crop), the shared fields, 'Batal'
 * and 'Simpan'. On add, a password that differs from its confirmation is refused here with the spec's alert
 * (section 5) and the server is not called. Both buttons ask first; the confirmed save runs `onSave`, whose
 * rejection puts the server's field messages at their fields (the page shows the toast).
 */
export function UserForm({
  mode,
  initial,
  savedPicture = null,
  lockAccount = false,
  disabled = false,
  onSave,
  onCancel,
}: {
  mode: 'add' | 'edit';
  initial?: Partial<UserFormValues>;
  savedPicture?: string | null;
  lockAccount?: boolean;
  /** After a successful add (waiting for the redirect): nothing can be changed or sent. */
  disabled?: boolean;
  onSave: (values: UserFormOutput, photo: PictureChange) => Promise<void>;
  onCancel: () => void;
}) {
  const toast = useToast();
  const [photo, setPhoto] = useState<PictureChange>({ kind: 'keep' });
  // The form holds the photo: a cropped preview still held when the form goes away is released.
  const preview = photo.kind === 'new' ? photo.previewUrl : null;
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  const [pending, setPending] = useState<UserFormOutput | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors, isDirty },
  } = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: mode === 'add' ? ADD_RESOLVER : EDIT_RESOLVER,
    defaultValues: mode === 'add' ? { ...EMPTY, ...initial } : { ...EDIT_EMPTY, ...initial },
  });
  const name = watch('name');
  // Leaving with changes (a field or the photo) asks first; not while saving (an edit that renames the
  // URL's key moves to /admin/user/{id} then), not after a successful add (`disabled` until its 2 s
  // redirect), and never after the confirmed 'Batal' (`release`).
  const guard = useLeaveGuard((isDirty || photo.kind !== 'keep') && !saving && !disabled);

  // Entering the form starts at the first field.
  useEffect(() => setFocus('name'), [setFocus]);

  const onSubmit = handleSubmit((values) => {
    if (mode === 'add' && values.password !== values.repassword) {
      setError('repassword', { type: 'mismatch', message: T.mismatchField }, { shouldFocus: true });
      toast.show({ type: 'error', title: T.mismatchTitle, message: T.mismatchMessage });
      return;
    }
    setPending(values);
  });

  const focusAfterRender = useFocusAfterRender();
  const confirm = async () => {
    if (!pending) return;
    setSaving(true);
    try {
      await onSave(pending, photo);
      setPending(null);
    } catch (err) {
      setPending(null);
      const fieldErrors = serverFieldErrors(err);
      // After the dialog has closed (and returned focus to 'Simpan'), the first wrong field takes it.
      focusAfterRender(() => {
        for (const [i, [field, message]] of fieldErrors.entries())
          setError(field, { type: 'server', message }, { shouldFocus: i === 0 });
      });
    } finally {
      setSaving(false);
    }
  };

  const confirmTexts = mode === 'add' ? T.addConfirm : T.editConfirm;
  const cancelTexts = mode === 'add' ? T.cancelAdd : T.cancelEdit;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={mode === 'add' ? T.addTitle : `${T.edit} ${T.listTitle}`}
      className="space-y-6"
    >
      <fieldset disabled={disabled} className="space-y-6">
        <PictureField
          kind="avatar"
          text={T.photo}
          name={name}
          saved={savedPicture}
          value={photo}
          onChange={setPhoto}
        />
        <UserFields
          mode={mode}
          register={register}
          control={control}
          errors={errors}
          lockAccount={lockAccount}
        />
        <div className="flex flex-col-reverse gap-3 border-slate-100 border-t pt-5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirmCancel(true)} className="sm:min-w-32">
            <X aria-hidden="true" className="size-5" />
            {T.cancel}
          </Button>
          <Button ref={submitRef} type="submit" loading={saving} className="sm:min-w-32">
            {!saving && <Save aria-hidden="true" className="size-5" />}
            {T.save}
          </Button>
        </div>
      </fieldset>

      <ConfirmDialog
        open={pending !== null}
        status="alert"
        title={confirmTexts.title}
        message={confirmTexts.message}
        confirmLabel={mode === 'add' ? T.addConfirm.confirm : T.save}
        busy={saving}
        returnFocusRef={submitRef}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      />
      <ConfirmDialog
        open={confirmCancel}
        status="warning"
        title={cancelTexts.title}
        message={cancelTexts.message}
        confirmLabel={T.yes}
        cancelLabel={T.no}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          guard.release();
          onCancel();
        }}
      />
      {guard.dialog}
    </form>
  );
}
