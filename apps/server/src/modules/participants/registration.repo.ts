import type { Executor } from '../../db/index.ts';

/**
 * The reads of a registration that are not seats (those are in seats.repo.ts): what the event allows and who the
 * member is (a member's own registration reads the event's 'Pendamping per anggota' with the event itself). The
 * rules are in registration.service.ts and register-on-behalf.service.ts.
 */

/** A live, not draft event as an admin's 'Tambah Peserta' sees it. */
export async function eventToRegisterFor(db: Executor, eventId: number) {
  return db
    .selectFrom('events')
    .where('id', '=', eventId)
    .where('deleted', '=', 0)
    .where('status', '<>', 'DRAFT')
    .select(['id', 'name', 'quota', 'max_companions'])
    .executeTakeFirst();
}

/** A member's id and username, if the member exists. */
export async function memberName(db: Executor, userId: number) {
  return db.selectFrom('users').where('id', '=', userId).select(['id', 'username']).executeTakeFirst();
}
