import { sql } from 'kysely';
import { containsInsensitive, type Executor } from '../../db/index.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import { type Viewer, visibleEventQuery } from '../events/events.service.ts';

export interface ParticipantRow {
  id: number;
  name: string;
  username: string;
  picture: string | null;
  /** 1-based registration order within the event. */
  ord: number;
  /** 1 = passed away ('In Memoriam', docs/decisions/024). */
  deceased: number;
  /** The party (docs/decisions/031-companions.md). */
  companions: number;
  companion_names: string | null;
}

/**
 * One page of an event's participants in registration order, and the total matching `search`.
 * Numbering happens in a CTE before the name filter, so 'Pendaftar ke-N' stays true under search;
 * `count(*) over ()` gives the total in the same query (window functions: SQLite >= 3.25, PostgreSQL).
 */
export async function findParticipantPage(
  db: Executor,
  eventId: number,
  search: string,
  page: { limit: number; skip: number },
): Promise<{ total: number; rows: ParticipantRow[] }> {
  const query = db
    .with('numbered', (qc) =>
      qc
        .selectFrom('event_participants as ep')
        .where('ep.event_id', '=', eventId)
        .select([
          'ep.id as ep_id',
          'ep.user_id',
          'ep.companions',
          'ep.companion_names',
          sql<number>`row_number() over (order by ep.id)`.as('ord'),
        ]),
    )
    .selectFrom('numbered as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .where((eb) => eb.or([containsInsensitive('u.name', search), containsInsensitive('u.username', search)]));

  const rows = await query
    .select([
      'u.id',
      'u.name',
      'u.username',
      'u.picture',
      'u.deceased',
      'n.ord',
      'n.companions',
      'n.companion_names',
      sql<number>`count(*) over ()`.as('total'),
    ])
    .orderBy('n.ep_id')
    .limit(page.limit)
    .offset(page.skip)
    .execute();

  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page.skip > 0) {
    // Past the last page there is no row to carry the window count.
    const c = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    total = Number(c?.total ?? 0);
  }
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      username: r.username,
      picture: r.picture,
      ord: Number(r.ord),
      deceased: r.deceased,
      companions: r.companions,
      companion_names: r.companion_names,
    })),
  };
}

/**
 * Without a search, the page is read straight off the (event_id, id) index and numbered by position, so a
 * page costs the same on an event with 10 or 10,000 registrations (the window query above numbers them all),
 * in one statement with the event's visibility, creator and total. The total is the registrations:
 * events.total_participant (seats, people) less events.companion_seats, both moved by seats.service.ts in the same
 * transaction as every write of event_participants (the quota check relies on them): counting the rows again
 * cost more than the whole page on the busiest event (docs/decisions/011, docs/decisions/031-companions.md).
 * Null when no row comes back: the event is invisible, or the page is past the end (the caller tells which).
 */
export async function findVisibleEventParticipantPage(
  db: Executor,
  viewer: Viewer,
  eventId: number,
  page: { limit: number; skip: number },
): Promise<{ total: number; people: number; creatorId: number | null; rows: ParticipantRow[] } | null> {
  const variant = viewer.isAdmin ? 'admin' : viewer.userId === null ? 'guest' : 'member';
  const rows = await visibleParticipantPageQuery(db, variant, {
    eventId,
    limit: page.limit,
    skip: page.skip,
  });
  const first = rows[0];
  if (!first) return null;
  return {
    // Registrations, not people: the seats less the companions among them (docs/decisions/031-companions.md).
    total: first.total_participant - first.companion_seats,
    people: first.total_participant,
    creatorId: first.creator_id,
    rows: rows.map((r, i) => ({
      id: r.id,
      name: r.name,
      username: r.username,
      picture: r.picture,
      ord: page.skip + i + 1,
      deceased: r.deceased,
      companions: r.companions,
      companion_names: r.companion_names,
    })),
  };
}

/**
 * The statement of findVisibleEventParticipantPage, built and compiled once per kind of viewer (what the
 * event's visibility depends on; db/reusable-query.ts): the member's participant list is a hot read.
 */
const visibleParticipantPageQuery = reusableQuery(
  { eventId: 'number', limit: 'limit', skip: 'offset' },
  (db: Executor, p: { eventId: number; limit: number; skip: number }, variant: string) => {
    const viewer: Viewer = { userId: variant === 'guest' ? null : -1, isAdmin: variant === 'admin' };
    return visibleEventQuery(db, viewer, p.eventId)
      .innerJoin('event_participants as ep', 'ep.event_id', 'e.id')
      .innerJoin('users as u', 'u.id', 'ep.user_id')
      .select([
        'u.id',
        'u.name',
        'u.username',
        'u.picture',
        'u.deceased',
        'ep.companions',
        'ep.companion_names',
        'e.user_id as creator_id',
        'e.total_participant',
        'e.companion_seats',
      ])
      .orderBy('ep.id')
      .limit(p.limit)
      .offset(p.skip);
  },
);

/** An event's registrations and people (seats), from the counters seats.service.ts keeps (docs/decisions/031-companions.md). */
export async function eventHeadCounts(
  db: Executor,
  eventId: number,
): Promise<{ total: number; people: number }> {
  const row = await db
    .selectFrom('events')
    .select(['total_participant', 'companion_seats'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  return row
    ? { total: row.total_participant - row.companion_seats, people: row.total_participant }
    : { total: 0, people: 0 };
}
