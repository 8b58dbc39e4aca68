import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';

/**
 * The SQL of event reminders (docs/decisions/013): the mark of a sent reminder is a row keyed by (event, member),
 * written by ONE `INSERT … SELECT … ON CONFLICT DO NOTHING RETURNING`, so a second job loop that reaches the same
 * pairs inserts, and so sends, nothing for them. The rules and the notices are in reminders.service.ts.
 */

/**
 * Marks at most `limit` due reminders as sent at `nowIso`: participants of published, live events that start after
 * `nowIso` and by `horizon`, not yet reminded; all of them or those of one event and some members. Answers the pairs
 * this call marked.
 */
export async function markDueReminders(
  tx: Executor,
  window: { nowIso: string; horizon: string },
  scope: { eventId: number; userIds: readonly number[] } | undefined,
  limit: number,
) {
  const due = tx
    .selectFrom('event_participants as p')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .select(['p.event_id', 'p.user_id', sql<string>`${window.nowIso}`.as('sent_at')])
    .where('e.deleted', '=', 0)
    .where('e.status', '=', 'PUBLISH')
    .where('e.start_date', '>', window.nowIso)
    .where('e.start_date', '<=', window.horizon)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('event_reminders as r')
            .select('r.event_id')
            .whereRef('r.event_id', '=', 'p.event_id')
            .whereRef('r.user_id', '=', 'p.user_id'),
        ),
      ),
    )
    .$if(scope !== undefined, (qb) =>
      qb.where('p.event_id', '=', scope?.eventId ?? -1).where('p.user_id', 'in', [...(scope?.userIds ?? [])]),
    )
    .orderBy('p.event_id')
    .orderBy('p.user_id')
    .limit(limit);
  return tx
    .insertInto('event_reminders')
    .columns(['event_id', 'user_id', 'sent_at'])
    .expression(due)
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .returning(['event_id', 'user_id'])
    .execute();
}

/** What a reminder names of its events: title, place, description, dates and the .ics sequence. */
export async function eventsToRemind(tx: Executor, eventIds: readonly number[]) {
  return tx
    .selectFrom('events')
    .select(['id', 'name', 'location', 'description', 'start_date', 'end_date', 'ics_sequence'])
    .where('id', 'in', [...eventIds])
    .execute();
}

/** Who is reminded: name, address and their 'Pengingat email' choice. */
export async function membersToRemind(tx: Executor, userIds: readonly number[]) {
  return tx
    .selectFrom('users')
    .select(['id', 'name', 'email', 'reminder_email'])
    .where('id', 'in', [...userIds])
    .execute();
}
