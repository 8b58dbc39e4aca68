import { sql } from 'kysely';
import { containsInsensitive, type Executor } from '../../db/index.ts';

export interface ParticipantRow {
  id: number;
  name: string;
  username: string;
  picture: string | null;
  /** 1-based registration order within the event. */
  ord: number;
}

/**
 * One page of an event's participants in registration order, and the total matching `search`.
 * Numbering happens in a CTE before the name filter, so 'Pendaftar ke-N' stays true under search;
 * `count(*) over ()` gives the total in the same query (window functions: SQLite >= 3.25, PostgreSQL).
 */
export async function findParticipantPage(
  db: Executor,
  eventId: number,
  search: string | undefined,
  page: { limit: number; skip: number },
  /** events.total_participant: the unfiltered total (see findParticipantPageUnfiltered). */
  registered: number,
): Promise<{ total: number; rows: ParticipantRow[] }> {
  if (search === undefined) return findParticipantPageUnfiltered(db, eventId, page, registered);
  const query = db
    .with('numbered', (qc) =>
      qc
        .selectFrom('event_participants as ep')
        .where('ep.event_id', '=', eventId)
        .select(['ep.id as ep_id', 'ep.user_id', sql<number>`row_number() over (order by ep.id)`.as('ord')]),
    )
    .selectFrom('numbered as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .$if(search !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([
          containsInsensitive('u.name', search as string),
          containsInsensitive('u.username', search as string),
        ]),
      ),
    );

  const rows = await query
    .select(['u.id', 'u.name', 'u.username', 'u.picture', 'n.ord', sql<number>`count(*) over ()`.as('total')])
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
    })),
  };
}

/**
 * Without a search the page is read straight off the (event_id, id) index and numbered by position, so a
 * page costs the same on an event with 10 or 10,000 registrations (the window query above numbers them all).
 * The total is events.total_participant, which every writer of event_participants moves in the same
 * transaction (registration, cancellation, event creation, member deletion; the quota check relies on it):
 * counting the rows again cost more than the whole page on the busiest event (issue 14), and the list
 * now shows the same number as the event page.
 */
async function findParticipantPageUnfiltered(
  db: Executor,
  eventId: number,
  page: { limit: number; skip: number },
  registered: number,
): Promise<{ total: number; rows: ParticipantRow[] }> {
  const rows = await db
    .selectFrom('event_participants as ep')
    .innerJoin('users as u', 'u.id', 'ep.user_id')
    .where('ep.event_id', '=', eventId)
    .select(['u.id', 'u.name', 'u.username', 'u.picture'])
    .orderBy('ep.id')
    .limit(page.limit)
    .offset(page.skip)
    .execute();
  return { total: registered, rows: rows.map((r, i) => ({ ...r, ord: page.skip + i + 1 })) };
}
