import type { Db, Executor } from '../../db/index.ts';

/** Queries of 'Album Foto' (docs/decisions/032-event-album.md). */

export function findAlbumEvent(db: Executor, eventId: number) {
  return db
    .selectFrom('events')
    .select(['id', 'name', 'status', 'album_public', 'album_committee_only'])
    .where('id', '=', eventId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

export async function isParticipant(db: Executor, eventId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('event_participants')
    .select('id')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

const photoColumns = [
  'event_photos.id',
  'event_photos.event_id',
  'event_photos.user_id',
  'event_photos.path',
  'event_photos.width',
  'event_photos.height',
  'event_photos.hidden',
  'event_photos.picked',
  'event_photos.created_at',
  'users.name as uploader_name',
] as const;

export function listPhotos(
  db: Db,
  eventId: number,
  withHidden: boolean,
  before: number | undefined,
  limit: number,
) {
  let q = db
    .selectFrom('event_photos')
    .leftJoin('users', 'users.id', 'event_photos.user_id')
    .select(photoColumns)
    .where('event_photos.event_id', '=', eventId);
  if (!withHidden) q = q.where('event_photos.hidden', '=', 0);
  if (before !== undefined) q = q.where('event_photos.id', '<', before);
  return q.orderBy('event_photos.id', 'desc').limit(limit).execute();
}

export async function countPhotos(db: Executor, eventId: number, withHidden: boolean, userId?: number) {
  let q = db
    .selectFrom('event_photos')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('event_id', '=', eventId);
  if (!withHidden) q = q.where('hidden', '=', 0);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findPhoto(db: Executor, eventId: number, photoId: number) {
  return db
    .selectFrom('event_photos')
    .leftJoin('users', 'users.id', 'event_photos.user_id')
    .select(photoColumns)
    .where('event_photos.event_id', '=', eventId)
    .where('event_photos.id', '=', photoId)
    .executeTakeFirst();
}

export type PhotoRow = NonNullable<Awaited<ReturnType<typeof findPhoto>>>;

export function listPicked(db: Db, limit: number) {
  return db
    .selectFrom('event_photos')
    .innerJoin('events', 'events.id', 'event_photos.event_id')
    .select([
      'event_photos.id',
      'event_photos.event_id',
      'events.name as event_name',
      'event_photos.path',
      'event_photos.width',
      'event_photos.height',
    ])
    .where('event_photos.picked', '=', 1)
    .where('event_photos.hidden', '=', 0)
    .where('events.deleted', '=', 0)
    .orderBy('event_photos.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * A no-op write that takes the event row's lock on PostgreSQL (SQLite serialises writers anyway), so parallel
 * uploads to one album check the limits in turn (a foreign write allowed in architecture.test.ts).
 */
export async function lockEventRow(tx: Executor, eventId: number): Promise<void> {
  await tx
    .updateTable('events')
    .set((eb) => ({ album_public: eb.ref('album_public') }))
    .where('id', '=', eventId)
    .execute();
}

/** The album's two settings on the event row (docs/decisions/032). */
export async function updateAlbumSettings(
  tx: Executor,
  eventId: number,
  set: { album_public?: number; album_committee_only?: number },
): Promise<void> {
  await tx.updateTable('events').set(set).where('id', '=', eventId).execute();
}

export async function insertPhoto(
  tx: Executor,
  row: { event_id: number; user_id: number; path: string; width: number; height: number; created_at: string },
): Promise<number> {
  const inserted = await tx.insertInto('event_photos').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function deletePhotoRow(db: Executor, photoId: number): Promise<void> {
  await db.deleteFrom('event_photos').where('id', '=', photoId).execute();
}

export async function updatePhotoRow(
  tx: Executor,
  photoId: number,
  set: { hidden?: number; picked?: number },
): Promise<void> {
  await tx.updateTable('event_photos').set(set).where('id', '=', photoId).execute();
}
