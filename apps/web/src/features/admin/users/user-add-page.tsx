import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PictureChange } from '#web/components/image/picture-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useCreateUser } from './api/create-user.ts';
import { UserBreadcrumb } from './components/user-breadcrumb.tsx';
import { UserForm, type UserFormOutput } from './components/user-form.tsx';
import { uploadPhoto } from './upload-photo.ts';
import { useReturnToList } from './use-return-to-list.ts';
import { USER_ADMIN_TEXT as T } from './user-admin-text.ts';

/**
 * /admin/user/add (docs/spec.md §§2, 5, 8, 9): photo (1:1 crop, uploaded first), account and personal
 * fields; 'Batal' and 'Simpan' ask first; POST /user; on success the list opens again after 2 s.
 */
export function UserAddPage() {
  useDocumentTitle(T.addTitle);
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateUser();
  const [added, setAdded] = useState(false);
  useReturnToList(added);

  const onSave = async (values: UserFormOutput, photo: PictureChange) => {
    const picture = await uploadPhoto(photo, toast);
    try {
      const { password = '', repassword = '', ...rest } = values;
      await create.mutateAsync({ ...rest, password, repassword, ...(picture ? { picture } : {}) });
    } catch (err) {
      const detail = err instanceof Error ? err.message : undefined;
      toast.show({ type: 'error', title: T.addFailed.title, message: detail });
      throw err;
    }
    setAdded(true);
    toast.show({ type: 'success', title: T.added.title, message: T.added.message });
  };

  return (
    <div className="space-y-4">
      <UserBreadcrumb trail={[T.addTitle]} />
      <h1 className="font-bold text-2xl text-primary-900 sm:text-3xl">{T.addTitle}</h1>
      <section aria-label={T.addTitle} className="rounded-card bg-white p-5 shadow-card sm:p-6">
        <UserForm mode="add" disabled={added} onSave={onSave} onCancel={() => navigate(paths.admin.users)} />
      </section>
      {added && (
        <p role="status" className="sr-only">
          {T.added.message}
        </p>
      )}
    </div>
  );
}
