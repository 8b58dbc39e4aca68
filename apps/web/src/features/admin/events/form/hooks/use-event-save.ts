import type { EventDetail } from '@alumni/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { eventDetailQueryOptions } from '#web/api/get-event-detail.ts';
import { uploadImage } from '#web/api/upload-image.ts';
import { useCreateEvent, useUpdateEvent } from '#web/features/admin/events/form/api/save-event.ts';
import {
  buildCreateBody,
  buildUpdateBody,
  type EventFormValues,
  type FormMode,
  type ImageDraft,
  type SavedImages,
} from '#web/features/admin/events/form/event-form-model.ts';
import { EVENT_FORM_TEXT as T } from '#web/features/admin/events/form/event-form-text.ts';
import { ApiError } from '#web/lib/api.ts';
import { useSession } from '#web/lib/use-session.ts';

/** What one save attempt came to; the form turns it into an alert, field errors and a redirect. */
export type EventSaveResult =
  | { ok: true; saved: EventDetail }
  | { ok: false; failed: 'upload'; message: string }
  | { ok: false; failed: 'save'; error: unknown };

class UploadFailed extends Error {}

/**
 * The event form's save (docs/decisions/012: the logic out of event-form.tsx): the cropped images are
 * uploaded FIRST and an upload failure aborts the save (docs/spec.md §5); then POST (add) or PUT (edit,
 * only the changed fields), and the saved event goes straight into the cache for its page. A retry after a
 * refused save does not upload the same cropped picture twice.
 */
export function useEventSave(mode: FormMode, eventId: number | undefined, initial: EventFormValues) {
  const queryClient = useQueryClient();
  const viewer = useSession()?.user.id ?? 0;
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const uploaded = useRef(new Map<Blob, string>());

  const resolveImage = async (draft: ImageDraft, kind: 'event' | 'group'): Promise<string | null> => {
    if (draft.kind === 'saved') return draft.url;
    const known = uploaded.current.get(draft.blob);
    if (known) return known;
    try {
      const path = await uploadImage(draft.blob, kind);
      uploaded.current.set(draft.blob, path);
      return path;
    } catch (err) {
      const message =
        err instanceof ApiError && err.status !== 413 && err.status !== 0
          ? err.message
          : T.toast.uploadTooLarge;
      throw new UploadFailed(message);
    }
  };

  return async (values: EventFormValues, publish = false): Promise<EventSaveResult> => {
    let images: SavedImages;
    try {
      images = {
        imageUrl: await resolveImage(values.image, 'event'),
        groupImageUrl:
          mode === 'add' && values.creationType === 'NEW'
            ? await resolveImage(values.groupImage, 'group')
            : null,
      };
    } catch (err) {
      return {
        ok: false,
        failed: 'upload',
        message: err instanceof UploadFailed ? err.message : T.toast.uploadTooLarge,
      };
    }
    try {
      const saved =
        mode === 'add' || eventId === undefined
          ? await create.mutateAsync(buildCreateBody(values, images, publish))
          : await update.mutateAsync(buildUpdateBody(eventId, initial, values, images));
      queryClient.setQueryData(eventDetailQueryOptions(saved.id, viewer).queryKey, saved);
      return { ok: true, saved };
    } catch (error) {
      return { ok: false, failed: 'save', error };
    }
  };
}
