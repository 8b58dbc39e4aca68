import type { Executor } from '../../db/index.ts';

/** The SQL of the participant export (participants-export.service.ts): keyset pages, each after an id. */

/** A page of the event's participants after participation id `after`, in registration order. */
export async function participantRowsAfter(db: Executor, eventId: number, after: number, size: number) {
  return db
    .selectFrom('event_participants as ep')
    .innerJoin('users as u', 'u.id', 'ep.user_id')
    .where('ep.event_id', '=', eventId)
    .where('ep.id', '>', after)
    .select([
      'ep.id',
      'ep.user_id',
      'u.name',
      'u.username',
      'u.email',
      'u.phone_number',
      'ep.created_at',
      'ep.checked_in_at',
      'ep.companions',
      'ep.companion_names',
      'ep.arrived',
    ])
    .orderBy('ep.id')
    .limit(size)
    .execute();
}

/** A page of the event's waitlist after entry id `after`, in line order. */
export async function waitlistRowsAfter(db: Executor, eventId: number, after: number, size: number) {
  return db
    .selectFrom('event_waitlist as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .where('w.event_id', '=', eventId)
    .where('w.id', '>', after)
    .select([
      'w.id',
      'w.user_id',
      'u.name',
      'u.username',
      'u.email',
      'u.phone_number',
      'w.created_at',
      // The waiting party (docs/decisions/035-waitlist-parties.md).
      'w.companions',
      'w.companion_names',
    ])
    .orderBy('w.id')
    .limit(size)
    .execute();
}
