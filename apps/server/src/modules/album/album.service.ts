/**
 * 'Album Foto' of an event (docs/decisions/032-event-album.md): who sees it, who adds to it, the limits, and the
 * committee's moderation. Photos go through the upload pipeline (modules/uploads: content check, EXIF dropped,
 * WebP, narrower copies) and are removed from the store with every copy when deleted.
 */
import {
  ALBUM_LIMITS,
  ALBUM_MESSAGES,
  type AlbumPage,
  type AlbumSettings,
  type EventPhoto,
  IMAGE_VARIANT_WIDTHS,
  isAdminRole,
  type PickedPhoto,
} from '@alumni/contract';
import sharp from 'sharp';
import type { Db } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { withAdminActivity } from '../activity-log/activity-log.service.ts';
import type { ImageStore } from '../uploads/image-store.service.ts';
import { makeUploadVariants, variantName } from '../uploads/image-variants.service.ts';
import { referencedNames } from '../uploads/upload-cleanup.service.ts';
import { contentName, reencodeImage, storeImage } from '../uploads/uploads.service.ts';
import {
  countPhotos,
  deletePhotoRow,
  findAlbumEvent,
  findPhoto,
  insertPhoto,
  isParticipant,
  listPhotos,
  listPicked,
  lockEventRow,
  type PhotoRow,
  updateAlbumSettings,
  updatePhotoRow,
} from './album.repo.ts';

/** Album photos are kept up to 1600 px on their longer side, portrait or landscape. */
export const ALBUM_PHOTO_BOX = { maxWidth: 1600, maxHeight: 1600 } as const;

const isAdmin = (user: AuthUser | null) => user !== null && isAdminRole(user.role);

async function visibleEvent(db: Db, user: AuthUser | null, eventId: number) {
  const event = await findAlbumEvent(db, eventId);
  // A draft is the committee's alone.
  if (!event || (event.status === 'DRAFT' && !isAdmin(user)))
    throw notFound(ALBUM_MESSAGES.notFound, 'EVENT_NOT_FOUND');
  return event;
}

const settingsOf = (e: { album_public: number; album_committee_only: number }): AlbumSettings => ({
  public: e.album_public === 1,
  committeeOnly: e.album_committee_only === 1,
});

function toPhoto(row: PhotoRow, user: AuthUser | null): EventPhoto {
  return {
    id: row.id,
    eventId: row.event_id,
    path: row.path,
    width: row.width,
    height: row.height,
    uploaderId: row.user_id,
    uploaderName: row.uploader_name ?? null,
    hidden: row.hidden === 1,
    picked: row.picked === 1,
    createdAt: row.created_at,
    canDelete: user !== null && (isAdmin(user) || row.user_id === user.id),
  };
}

/** How many more photos `user` may add now (0 when not allowed at all). */
async function uploadRoom(
  db: Db,
  user: AuthUser | null,
  event: { id: number; album_committee_only: number },
) {
  if (!user) return 0;
  const inEvent = await countPhotos(db, event.id, true);
  const eventRoom = ALBUM_LIMITS.perEvent - inEvent;
  if (isAdmin(user)) return Math.max(0, eventRoom);
  if (event.album_committee_only === 1 || !(await isParticipant(db, event.id, user.id))) return 0;
  const mine = await countPhotos(db, event.id, true, user.id);
  return Math.max(0, Math.min(eventRoom, ALBUM_LIMITS.perMember - mine));
}

export async function getAlbum(
  db: Db,
  user: AuthUser | null,
  eventId: number,
  before: number | undefined,
): Promise<AlbumPage> {
  const event = await visibleEvent(db, user, eventId);
  if (!user && event.album_public !== 1) throw unauthorized(ALBUM_MESSAGES.private, 'LOGIN_REQUIRED');
  const admin = isAdmin(user);
  const rows = await listPhotos(db, eventId, admin, before, ALBUM_LIMITS.pageSize + 1);
  const page = rows.slice(0, ALBUM_LIMITS.pageSize);
  const remaining = await uploadRoom(db, user, event);
  const mayUpload =
    user !== null &&
    (admin || (event.album_committee_only !== 1 && (await isParticipant(db, eventId, user.id))));
  return {
    settings: settingsOf(event),
    total: await countPhotos(db, eventId, admin),
    photos: page.map((r) => toPhoto(r, user)),
    next: rows.length > ALBUM_LIMITS.pageSize ? (page.at(-1)?.id ?? null) : null,
    canUpload: mayUpload,
    remaining,
  };
}

/** Refuses before the picture is decoded: unknown event, not allowed, or no room left. */
export async function assertMayAdd(db: Db, user: AuthUser, eventId: number) {
  const event = await visibleEvent(db, user, eventId);
  if (!isAdmin(user)) {
    if (event.album_committee_only === 1) throw forbidden(ALBUM_MESSAGES.committeeOnly);
    if (!(await isParticipant(db, eventId, user.id))) throw forbidden(ALBUM_MESSAGES.notParticipant);
  }
  await assertRoom(db, user, eventId);
  return event;
}

async function assertRoom(db: Db | Parameters<typeof countPhotos>[0], user: AuthUser, eventId: number) {
  if ((await countPhotos(db, eventId, true)) >= ALBUM_LIMITS.perEvent)
    throw new AppError(409, 'CONFLICT', ALBUM_MESSAGES.perEvent);
  if (!isAdmin(user) && (await countPhotos(db, eventId, true, user.id)) >= ALBUM_LIMITS.perMember)
    throw new AppError(409, 'CONFLICT', ALBUM_MESSAGES.perMember);
}

/**
 * One photo: re-encoded and stored with its copies (outside any transaction: the slow part), then its row is
 * written inside a transaction that first locks the event row, so parallel uploads from one member count in
 * turn and never pass the limits. A picture stored but refused at that last check is unreferenced and goes
 * with the next upload cleanup (docs/decisions/020, "Uploads").
 */
export async function addPhoto(
  deps: { db: Db; images: ImageStore; now: Date },
  user: AuthUser,
  eventId: number,
  input: Buffer,
): Promise<EventPhoto> {
  await assertMayAdd(deps.db, user, eventId);
  const bytes = await reencodeImage(input, 'event', ALBUM_PHOTO_BOX);
  const meta = await sharp(bytes).metadata();
  const path = await storeImage(deps.images, bytes);
  await makeUploadVariants(deps.images, contentName(bytes), bytes, 'event');
  const id = await deps.db.transaction().execute(async (tx) => {
    await lockEventRow(tx, eventId);
    await assertRoom(tx, user, eventId);
    return insertPhoto(tx, {
      event_id: eventId,
      user_id: user.id,
      path,
      width: meta.width ?? 0,
      height: meta.height ?? 0,
      created_at: deps.now.toISOString(),
    });
  });
  const row = await findPhoto(deps.db, eventId, id);
  if (!row) throw notFound(ALBUM_MESSAGES.photoNotFound);
  return toPhoto(row, user);
}

/** The picture and every narrower copy, unless another row (another album, an event, a banner) still uses it. */
async function removeStored(db: Db, images: ImageStore, path: string) {
  const name = path.slice('/uploads/'.length);
  if ((await referencedNames(db, `/uploads/${name.slice(0, 32)}`)).size > 0) return;
  await images.remove([...IMAGE_VARIANT_WIDTHS.map((w) => variantName(name, w)), name]);
}

export async function deletePhoto(
  deps: { db: Db; images: ImageStore; now: Date },
  user: AuthUser,
  eventId: number,
  photoId: number,
): Promise<void> {
  await visibleEvent(deps.db, user, eventId);
  const photo = await findPhoto(deps.db, eventId, photoId);
  if (!photo || (photo.hidden === 1 && !isAdmin(user) && photo.user_id !== user.id))
    throw notFound(ALBUM_MESSAGES.photoNotFound);
  if (isAdmin(user)) {
    await withAdminActivity(
      deps.db,
      async (tx) => {
        await deletePhotoRow(tx, photoId);
        return {
          result: null,
          activity: {
            module: 'Acara',
            action: 'Hapus',
            activityInfo: `Menghapus foto album acara #${eventId}`,
            oldValue: { photo: photo.path, uploader: photo.uploader_name ?? null },
          },
        };
      },
      user,
      deps.now,
    );
  } else {
    if (photo.user_id !== user.id) throw forbidden(ALBUM_MESSAGES.notOwner);
    await deletePhotoRow(deps.db, photoId);
  }
  await removeStored(deps.db, deps.images, photo.path);
}

export async function moderatePhoto(
  db: Db,
  admin: AuthUser,
  eventId: number,
  photoId: number,
  change: { hidden?: boolean; picked?: boolean },
  now: Date,
): Promise<EventPhoto> {
  await visibleEvent(db, admin, eventId);
  return withAdminActivity(
    db,
    async (tx) => {
      const before = await findPhoto(tx, eventId, photoId);
      if (!before) throw notFound(ALBUM_MESSAGES.photoNotFound);
      const set: { hidden?: number; picked?: number } = {};
      if (change.hidden !== undefined) set.hidden = change.hidden ? 1 : 0;
      if (change.picked !== undefined) set.picked = change.picked ? 1 : 0;
      await updatePhotoRow(tx, photoId, set);
      const after = await findPhoto(tx, eventId, photoId);
      if (!after) throw notFound(ALBUM_MESSAGES.photoNotFound);
      return {
        result: toPhoto(after, admin),
        activity: {
          module: 'Acara',
          action: 'Ubah',
          activityInfo: `Mengubah foto album acara #${eventId}`,
          oldValue: { hidden: before.hidden === 1, picked: before.picked === 1 },
          newValue: { hidden: after.hidden === 1, picked: after.picked === 1 },
        },
      };
    },
    admin,
    now,
  );
}

export async function setAlbumSettings(
  db: Db,
  admin: AuthUser,
  eventId: number,
  change: Partial<AlbumSettings>,
  now: Date,
): Promise<AlbumSettings> {
  const event = await visibleEvent(db, admin, eventId);
  return withAdminActivity(
    db,
    async (tx) => {
      const set: { album_public?: number; album_committee_only?: number } = {};
      if (change.public !== undefined) set.album_public = change.public ? 1 : 0;
      if (change.committeeOnly !== undefined) set.album_committee_only = change.committeeOnly ? 1 : 0;
      if (Object.keys(set).length > 0) await updateAlbumSettings(tx, eventId, set);
      const after = await findAlbumEvent(tx, eventId);
      if (!after) throw notFound(ALBUM_MESSAGES.notFound, 'EVENT_NOT_FOUND');
      return {
        result: settingsOf(after),
        activity: {
          module: 'Acara',
          action: 'Ubah',
          activityInfo: `Mengubah pengaturan album acara ${event.name}`,
          oldValue: settingsOf(event),
          newValue: settingsOf(after),
        },
      };
    },
    admin,
    now,
  );
}

/** The landing gallery's album photos (picked by the committee, not hidden). */
export async function pickedPhotos(db: Db): Promise<PickedPhoto[]> {
  const rows = await listPicked(db, 24);
  return rows.map((r) => ({
    id: r.id,
    eventId: r.event_id,
    eventName: r.event_name,
    path: r.path,
    width: r.width,
    height: r.height,
  }));
}
