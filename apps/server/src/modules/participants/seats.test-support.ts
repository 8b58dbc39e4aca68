import type { Executor } from '../../db/index.ts';

/** What tests check after a seat change: the stored counter and who holds a seat, in registration order. */
export async function storedSeats(db: Executor, eventId: number) {
  const event = await db
    .selectFrom('events')
    .select('total_participant')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('event_participants')
    .select('user_id')
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
  return { total: event.total_participant, userIds: rows.map((r) => r.user_id) };
}

/** Who waits for a seat of the event, first in line first. */
export async function waitingLine(db: Executor, eventId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('event_waitlist')
    .select('user_id')
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.user_id);
}
