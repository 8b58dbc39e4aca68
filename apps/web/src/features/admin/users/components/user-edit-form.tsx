import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type UserProfile, userQueryOptions } from '#web/api/get-user.ts';
import type { PictureChange } from '#web/components/image/picture-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useUpdateUser } from '#web/features/admin/users/api/update-user.ts';
import { uploadPhoto } from '#web/features/admin/users/upload-photo.ts';
import { USER_ADMIN_TEXT as T } from '#web/features/admin/users/user-admin-text.ts';
import { paths } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/use-session.ts';
import { serverFieldErrors, UserForm, type UserFormOutput } from './user-form.tsx';

/** Does `key` (the URL's id, username or email) still name this member after a save? */
function keyStillFinds(key: string, user: UserProfile): boolean {
  const k = key.trim().replace(/^@/, '').toLowerCase();
  return (
    k === String(user.id) ||
    k === user.username.toLowerCase() ||
    (user.email !== undefined && k === user.email.toLowerCase())
  );
}

/**
 * Edit mode of /admin/user/{key}: the photo (uploaded first; a failed upload aborts the save) and the
 * user fields, saved with PUT /user {id, ...}. Only the personal fields are sent: the member's about,
 * skills, socials, experiences, businesses and educations stay as they are on the server.
 */
export function UserEditForm({
  user,
  routeKey,
  isSelf,
  onDone,
}: {
  user: UserProfile;
  routeKey: string;
  isSelf: boolean;
  onDone: () => void;
}) {
  const toast = useToast();
  const client = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  const update = useUpdateUser();

  const onSave = async (values: UserFormOutput, photo: PictureChange) => {
    const picture = await uploadPhoto(photo, toast);
    let saved: UserProfile;
    try {
      saved = await update.mutateAsync({
        id: user.id,
        name: values.name,
        nickname: values.nickname ?? null,
        phoneNumber: values.phoneNumber ?? null,
        address: values.address ?? null,
        highSchool: values.highSchool ?? null,
        occupation: values.occupation ?? null,
        city: values.city ?? null,
        // The server ignores these on one's own account; they are read-only then.
        ...(isSelf ? {} : { username: values.username, email: values.email }),
        ...(picture === undefined ? {} : { picture }),
      });
    } catch (err) {
      // Field errors go to their fields (UserForm); anything else is added to the spec's sentence.
      const detail = serverFieldErrors(err).length === 0 && err instanceof Error ? ` ${err.message}` : '';
      toast.show({
        type: 'error',
        title: T.updateFailed.title,
        message: `${T.updateFailed.message}${detail}`,
      });
      throw err;
    }
    const viewer = session?.user.id ?? null;
    client.setQueryData(userQueryOptions(String(saved.id), viewer).queryKey, saved);
    if (keyStillFinds(routeKey, saved))
      client.setQueryData(userQueryOptions(routeKey, viewer).queryKey, saved);
    else navigate(paths.admin.user(saved.id), { replace: true });
    toast.show({ type: 'success', title: T.updated.title, message: T.updated.message });
    onDone();
  };

  return (
    <UserForm
      mode="edit"
      initial={{
        name: user.name,
        nickname: user.nickname ?? '',
        username: user.username,
        email: 'email' in user ? user.email : '',
        phoneNumber: 'phoneNumber' in user ? (user.phoneNumber ?? '') : '',
        address: 'address' in user ? (user.address ?? '') : '',
        highSchool: user.highSchool ?? '',
        occupation: user.occupation ?? '',
        city: user.city ?? '',
      }}
      savedPicture={user.picture}
      lockAccount={isSelf}
      onSave={onSave}
      onCancel={onDone}
    />
  );
}
