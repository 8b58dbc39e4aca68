import type { CurrentUser } from '@alumni/contract';
import { Camera } from 'lucide-react';
import { useRef, useState } from 'react';
import { IMAGE_ACCEPT, imageFileProblem, uploadImage } from '#web/api/upload-image.ts';
import { shrinkToBlob } from '#web/components/image/crop-image.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useUpdateAdminSetting } from '#web/features/admin/settings/api/update-admin-setting.ts';
import { SETTINGS_TEXT as T } from '#web/features/admin/settings/settings-text.ts';
import { ApiError } from '#web/lib/api.ts';

/**
 * The admin's picture with 'Ubah Foto': the chosen PNG/JPEG, scaled down in the browser, is uploaded as an avatar and saved
 * to the account at once, keeping the saved name, email and username.
 */
export function PhotoCard({ user }: { user: CurrentUser }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const save = useUpdateAdminSetting();
  const [uploading, setUploading] = useState(false);
  const busy = uploading || save.isPending;

  const onFile = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.show({ type: 'error', title: T.uploadFailedTitle, message: problem });
      return;
    }
    setUploading(true);
    let picture: string;
    try {
      // Scaled down first, so a phone's full-size photo is accepted (docs/decisions/023).
      picture = await uploadImage(await shrinkToBlob(file, 'avatar').catch(() => file), 'avatar');
    } catch (err) {
      const message =
        err instanceof ApiError && err.status === 413
          ? T.uploadTooLarge
          : err instanceof ApiError
            ? err.message
            : T.uploadTooLarge;
      toast.show({ type: 'error', title: T.uploadFailedTitle, message });
      setUploading(false);
      return;
    }
    setUploading(false);
    save.mutate(
      { name: user.name, email: user.email, username: user.username, picture },
      {
        onSuccess: () => toast.show({ type: 'success', title: T.savedTitle, message: T.photoSavedMessage }),
        onError: (err) => toast.show({ type: 'error', title: T.failedTitle, message: err.message }),
      },
    );
  };

  return (
    <section aria-labelledby="settings-photo" className="rounded-card bg-white p-5 shadow-card sm:p-6">
      <h2 id="settings-photo" className="font-bold text-lg text-primary-900">
        {T.photo}
      </h2>
      <div className="mt-4 flex flex-col items-center gap-4 text-center">
        <Avatar name={user.name} picture={user.picture} size="xl" className="ring-4 ring-primary-100" />
        <div>
          <p className="font-semibold text-slate-900">{user.name}</p>
          <p className="break-all text-slate-600">{user.email}</p>
        </div>
        <label
          className={`${buttonClasses({ variant: 'secondary' })} cursor-pointer focus-within:ring-3 focus-within:ring-primary-200 ${busy ? 'pointer-events-none opacity-60' : ''}`}
        >
          {busy ? <Spinner /> : <Camera aria-hidden="true" className="size-5" />}
          {busy ? T.uploading : T.changePhoto}
          <input
            ref={inputRef}
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={busy}
            className="sr-only"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </label>
        <p className="text-slate-600 text-sm">{T.photoHint}</p>
      </div>
    </section>
  );
}
