import type { FullUser } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '#web/api/query-roots.ts';
import { uploadImage } from '#web/api/upload-image.ts';
import {
  buildUpdateBody,
  type PanelChange,
  type ProfileDraft,
  panelSaveBody,
} from '#web/features/profile/profile-draft.ts';
import { ApiError } from '#web/lib/api.ts';
import { readSession, writeSession } from '#web/lib/session.ts';
import { myProfileQueryOptions } from './get-my-profile.ts';
import { updateProfile } from './update-profile.ts';

/** The picture upload failed: the save was not attempted (docs/spec.md §5). */
export class UploadFailedError extends Error {
  constructor(readonly original: unknown) {
    super(original instanceof Error ? original.message : String(original));
    this.name = 'UploadFailedError';
  }
}

/**
 * docs/spec.md §4's save: a new picture is uploaded first and its path saved; a removed picture is saved
 * as null; an unchanged one is not sent.
 */
export async function saveProfile(draft: ProfileDraft): Promise<FullUser> {
  let picture: string | null | undefined;
  if (draft.picture.kind === 'new') {
    try {
      picture = await uploadImage(draft.picture.blob, 'avatar');
    } catch (e) {
      throw new UploadFailedError(e);
    }
  } else if (draft.picture.kind === 'remove') picture = null;
  return updateProfile(buildUpdateBody(draft, picture));
}

/** Saves, then reloads the profile and refreshes the session's name and picture (same token). */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: async (user) => {
      const session = readSession();
      if (session && session.user.id === user.id)
        writeSession({ ...session, user: { ...session.user, name: user.name, picture: user.picture } });
      await Promise.all([
        client.invalidateQueries({ queryKey: myProfileQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: queryRoots.currentUser.queryKey }),
      ]);
    },
  });
}

/** The server's first field message (or its message) for the failure toast. */
export function failureDetail(error: unknown): string | null {
  if (error instanceof ApiError) return error.errors[0]?.message ?? error.message;
  if (error instanceof Error) return error.message;
  return null;
}

/**
 * One side panel's 'Simpan' (or a confirmed delete) saved to the server at once: the stored profile with only
 * that change (docs/decisions/023). The profile is read again for the view.
 */
export function useSavePanel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ saved, change }: { saved: FullUser; change: PanelChange }) =>
      updateProfile(panelSaveBody(saved, change)),
    onSuccess: () => client.invalidateQueries({ queryKey: myProfileQueryOptions().queryKey }),
  });
}
