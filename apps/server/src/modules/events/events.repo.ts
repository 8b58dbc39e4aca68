import {
  EVENT_SORT_FIELDS,
  type EventSortBy,
  type EventSortValue,
  type EventStatus,
  PUBLIC_EVENT_STATUSES,
} from '@alumni/contract';
import { type Expression, PostgresAdapter, type QueryCreator, type SqlBool, sql } from 'kysely';
import { containsPattern, type Db, type Dialect, type Executor, likeInsensitive } from '../../db/index.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { DB } from '../../db/types.ts';

/** Who is asking, as far as event visibility goes. */
export interface Viewer {
  userId: number | null;
  isAdmin: boolean;
}

export interface EventFilters {
  categoryId?: number;
  groupId?: number;
  /** Events created by this user. */
  creatorId?: number;
  /**
   * Events this user registered for, and with `withWaitlist` also those whose waitlist they are in (one's own
   * 'Riwayat Acara'). Ordered upcoming first by start, then the finished ones latest first (docs/decisions/023).
   */
  joinedBy?: number;
  withWaitlist?: boolean;
  excludeId?: number;
  search?: string;
  status?: EventStatus;
}

export interface EventSort {
  by: EventSortBy;
  direction: EventSortValue;
}

/**
 * Case-insensitive substring search of event names, on the database's text index (migration 006):
 * PostgreSQL's pg_trgm GIN index serves `lower(name) like '%..%'` as it is; on SQLite the FTS5 trigram table
 * is asked for the term as one quoted phrase (a phrase of trigrams is a substring; `"` is doubled, and % and _
 * mean themselves there). A term shorter than a trigram cannot use either index and scans, as before.
 * Made from the term before the query is built, so a query compiled once (db/reusable-query.ts) takes it as a value.
 */
type NameMatch = { like: string } | { fts: string };

function nameMatchOf(db: Executor, text: string): NameMatch {
  if (db.getExecutor().adapter instanceof PostgresAdapter || [...text].length < 3) {
    return { like: containsPattern(text) };
  }
  return { fts: `"${text.replace(/"/g, '""')}"` };
}

function nameMatches(match: NameMatch): Expression<SqlBool> {
  if ('like' in match) return likeInsensitive('e.name', match.like);
  return sql<SqlBool>`e.id in (select rowid from events_name_fts where events_name_fts match ${match.fts})`;
}

/**
 * Non-deleted events the viewer may see, filtered. DRAFT exists only for admins; `status` narrows
 * further (a member asking for DRAFT gets nothing rather than an error). Shared by the page and the
 * count so both always agree.
 */
function filtered(db: Executor, viewer: Viewer, f: PageFilters) {
  return withFilters(eventsFrom(db), viewer, f);
}

type PageFilters = Omit<EventFilters, 'search'> & { nameMatch?: NameMatch };
const eventsFrom = (db: Executor) => db.selectFrom('events as e');
/** A select reading the events as `e` (and possibly more). */
type EventsFrom = ReturnType<typeof eventsFrom>;

/** `qb` with the filters of `filtered`. */
function withFilters(qb: EventsFrom, viewer: Viewer, f: PageFilters) {
  const joinedBy = f.joinedBy;
  return qb
    .where('e.deleted', '=', 0)
    .$if(!viewer.isAdmin, (qb) => qb.where('e.status', 'in', PUBLIC_EVENT_STATUSES))
    .$if(f.status !== undefined, (qb) => qb.where('e.status', '=', f.status as EventStatus))
    .$if(f.categoryId !== undefined, (qb) => qb.where('e.event_category_id', '=', f.categoryId as number))
    .$if(f.groupId !== undefined, (qb) => qb.where('e.event_group_id', '=', f.groupId as number))
    .$if(f.creatorId !== undefined, (qb) => qb.where('e.user_id', '=', f.creatorId as number))
    .$if(f.excludeId !== undefined, (qb) => qb.where('e.id', '<>', f.excludeId as number))
    .$if(f.nameMatch !== undefined, (qb) => qb.where(nameMatches(f.nameMatch as NameMatch)))
    .$if(joinedBy !== undefined, (qb) =>
      qb.where((eb) => {
        const registered = eb.exists(
          eb
            .selectFrom('event_participants as ep')
            .select('ep.id')
            .whereRef('ep.event_id', '=', 'e.id')
            .where('ep.user_id', '=', joinedBy as number),
        );
        if (!f.withWaitlist) return registered;
        return eb.or([
          registered,
          eb.exists(
            eb
              .selectFrom('event_waitlist as jw')
              .select('jw.id')
              .whereRef('jw.event_id', '=', 'e.id')
              .where('jw.user_id', '=', joinedBy as number),
          ),
        ]);
      }),
    );
}

/**
 * The columns of an EventItem: the event plus its category, group and creator, in one joined query. The
 * description is for signed-in members only (toEventItem): for visitors it is not even read.
 */
function withItemColumns(qb: ReturnType<typeof filtered>, viewer: Viewer) {
  const signedIn = viewer.userId !== null;
  return qb
    .leftJoin('event_categories as c', 'c.id', 'e.event_category_id')
    .leftJoin('event_groups as g', 'g.id', 'e.event_group_id')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'e.id',
      'e.name',
      'e.image_url',
      'e.start_date',
      'e.end_date',
      'e.location',
      'e.quota',
      'e.status',
      'e.total_participant',
      'e.total_viewer',
      'e.ics_sequence',
      'e.event_type',
      'e.event_creation_type',
      'e.event_category_id',
      'e.event_group_id',
      'e.user_id',
      'e.created_at',
      'c.id as category_id',
      'c.display_name as category_display_name',
      'c.icon_url as category_icon_url',
      'g.id as group_id',
      'g.name as group_name',
      'g.display_name as group_display_name',
      'g.image_url as group_image_url',
      'u.id as creator_id',
      'u.name as creator_name',
      'u.username as creator_username',
      'u.picture as creator_picture',
    ])
    .select(
      signedIn ? sql.ref<string | null>('e.description').as('description') : sql.lit(null).as('description'),
    )
    .select((eb) =>
      // Free seats held for the waitlist's first party (docs/decisions/035-waitlist-parties.md): only an event with
      // free seats under its quota probes its line (the unique (event_id, user_id) index), so a full or unlimited
      // event, most of a page, costs nothing more.
      eb
        .case()
        .when(
          eb.and([
            eb('e.quota', 'is not', null),
            eb('e.total_participant', '<', eb.ref('e.quota')),
            eb.exists(
              eb.selectFrom('event_waitlist as wh').select('wh.id').whereRef('wh.event_id', '=', 'e.id'),
            ),
          ]),
        )
        .then(sql<number>`e.quota - e.total_participant`)
        .else(sql<number>`0`)
        .end()
        .as('seats_held'),
    );
}

export type EventItemRow = Awaited<ReturnType<ReturnType<typeof withItemColumns>['executeTakeFirstOrThrow']>>;

/** Everything that changes the SQL of an event page (never a value): the variant of its reusable query. */
interface PageShape {
  viewer: 'guest' | 'member' | 'admin';
  status: boolean;
  category: boolean;
  group: boolean;
  creator: boolean;
  exclude: boolean;
  /** The name search, and how it is asked (nameMatchOf). */
  search: 'none' | 'like' | 'fts';
  /** Events one registered for, or also those whose waitlist one is in. */
  joined: 'none' | 'registered' | 'waitlist';
  sort: EventSortBy;
  direction: 'asc' | 'desc';
}

/** The values of an event page: every one is a parameter of the compiled SQL; a variant ignores those it lacks. */
type PageValues = {
  status: string;
  categoryId: number;
  groupId: number;
  creatorId: number;
  excludeId: number;
  joinedBy: number;
  /** The name search's LIKE pattern or FTS phrase (nameMatchOf). */
  search: string;
  now: string;
  limit: number;
  skip: number;
};

const PAGE_KINDS = {
  status: 'string',
  categoryId: 'number',
  groupId: 'number',
  creatorId: 'number',
  excludeId: 'number',
  joinedBy: 'number',
  search: 'string',
  now: 'string',
  limit: 'limit',
  skip: 'offset',
} as const;

/** The variant key of a shape: only names from fixed lists, so there are finitely many, whatever is asked. */
function shapeKey(shape: PageShape): string {
  return [
    shape.viewer,
    shape.status ? 'status' : '',
    shape.category ? 'category' : '',
    shape.group ? 'group' : '',
    shape.creator ? 'creator' : '',
    shape.exclude ? 'exclude' : '',
    shape.search,
    shape.joined,
    shape.sort,
    shape.direction,
  ].join('|');
}

function shapeOf(key: string): PageShape {
  const [viewer, status, category, group, creator, exclude, search, joined, sort, direction] = key.split('|');
  return {
    viewer: viewer === 'admin' ? 'admin' : viewer === 'member' ? 'member' : 'guest',
    status: status === 'status',
    category: category === 'category',
    group: group === 'group',
    creator: creator === 'creator',
    exclude: exclude === 'exclude',
    search: search === 'like' ? 'like' : search === 'fts' ? 'fts' : 'none',
    joined: joined === 'registered' ? 'registered' : joined === 'waitlist' ? 'waitlist' : 'none',
    sort: EVENT_SORT_FIELDS.find((s) => s === sort) ?? 'createdDate',
    direction: direction === 'asc' ? 'asc' : 'desc',
  };
}

/** The filtered events of a shape with its values in place (placeholders when compiling). */
function filteredOf(db: Executor, shape: PageShape, v: PageValues) {
  return filtered(db, viewerOfShape(shape), filtersOf(shape, v));
}

/** The viewer a shape's SQL is written for (no id: a shape never carries one). */
const viewerOfShape = (shape: PageShape): Viewer => ({
  userId: shape.viewer === 'guest' ? null : -1,
  isAdmin: shape.viewer === 'admin',
});

/** The filters of a shape with its values in place. */
function filtersOf(shape: PageShape, v: PageValues): PageFilters {
  return {
    status: shape.status ? (v.status as EventStatus) : undefined,
    categoryId: shape.category ? v.categoryId : undefined,
    groupId: shape.group ? v.groupId : undefined,
    creatorId: shape.creator ? v.creatorId : undefined,
    excludeId: shape.exclude ? v.excludeId : undefined,
    nameMatch:
      shape.search === 'like' ? { like: v.search } : shape.search === 'fts' ? { fts: v.search } : undefined,
    joinedBy: shape.joined === 'none' ? undefined : v.joinedBy,
    withWaitlist: shape.joined === 'waitlist',
  };
}

/**
 * One page of events and the total before paging, in one statement: the count is an uncorrelated scalar
 * subquery over the same filters (the database runs it once), so a page is one round trip (docs/decisions/011).
 */
function buildEventPage(db: Executor, shape: PageShape, v: PageValues) {
  if (shape.search === 'fts') return buildMatchedEventPage(db, shape, v);
  // The page's ids first, in the page's order (docs/decisions/033 "Sixteenth step").
  const page = db.with('p', () =>
    inPageOrder(filteredOf(db, shape, v).select('e.id'), shape, v)
      .limit(v.limit)
      .offset(v.skip),
  );
  return rowsOfPage(page, shape, v, totalOf(db, shape, v));
}

/**
 * The rows of a page whose ids, ordered and cut to the page, are the common table `p`: each one's columns, joins
 * and seats read for the page's rows alone, in the page's order, with the total. Written in one (columns, joins,
 * then LIMIT/OFFSET), SQLite also joined every row the offset skips: 390-430 µs for the large seed's page 50 of the
 * list against 180-200 µs this way (the same rows, the same order; a first page costs about 5 µs more).
 */
function rowsOfPage(
  page: QueryCreator<DB & { p: { id: number } }>,
  shape: PageShape,
  v: PageValues,
  total: ReturnType<typeof totalOf>,
) {
  const rows = page
    .selectFrom('p')
    .crossJoin('events as e')
    .where(sql<SqlBool>`${sql.ref('e.id')} = ${sql.ref('p.id')}`) as unknown as EventsFrom;
  return inPageOrder(withItemColumns(rows, viewerOfShape(shape)).select(total.as('total_count')), shape, v);
}

/**
 * The number of events a shape finds before paging, as one scalar subquery. Without a filter but the category, the
 * status and the excluded event, it is read from the counts the triggers keep (migration 031, docs/decisions/033
 * "Sixteenth step"): the sum over the statuses the viewer may see (in the category), less the excluded event when
 * the shape would count it. Otherwise the filtered events are counted; the database runs the uncorrelated subquery
 * once.
 */
function totalOf(db: Executor, shape: PageShape, v: PageValues) {
  const countable = !shape.group && !shape.creator && shape.search === 'none' && shape.joined === 'none';
  if (!countable) {
    return filteredOf(db, shape, v).select((eb) => eb.fn.countAll<number>().as('n'));
  }
  let counted = db.selectFrom('event_counts as k').select(sql<number>`coalesce(sum(k.n), 0)`.as('n'));
  if (shape.viewer !== 'admin') counted = counted.where('k.status', 'in', PUBLIC_EVENT_STATUSES);
  if (shape.status) counted = counted.where('k.status', '=', v.status as EventStatus);
  if (shape.category) counted = counted.where('k.category_id', '=', v.categoryId);
  if (!shape.exclude) return counted;
  // The excluded event, when the shape would count it: 1 or 0.
  const excluded = filteredOf(db, { ...shape, exclude: false }, v)
    .where('e.id', '=', v.excludeId)
    .select((eb) => eb.fn.countAll<number>().as('n'));
  return db.selectNoFrom(sql<number>`(${counted}) - (${excluded})`.as('n'));
}

/**
 * A page of events in the shape's order, with the unique tie-breaker: `qb` reads the events (or rows with their
 * columns `status`, `start_date`, `end_date`, `created_at`, `name`, `id`) as `e`.
 */
function inPageOrder<Q extends EventsFrom>(qb: Q, shape: PageShape, v: PageValues): Q {
  const dir = shape.direction;
  // Ordering reads only `e`'s columns and keeps the select's own type.
  let rowsQuery: EventsFrom = qb;
  if (shape.joined !== 'none' || shape.sort === 'upcoming') {
    // Upcoming first, soonest first; then the finished ones, latest first (isEventFinished: EXPIRED or ended).
    const finished = sql`(case when e.status = 'EXPIRED' or e.end_date <= ${v.now} then 1 else 0 end)`;
    rowsQuery = rowsQuery
      .orderBy(finished, 'asc')
      .orderBy(
        sql`(case when e.status = 'EXPIRED' or e.end_date <= ${v.now} then null else e.start_date end)`,
        'asc',
      )
      .orderBy(
        sql`(case when e.status = 'EXPIRED' or e.end_date <= ${v.now} then e.start_date else null end)`,
        'desc',
      );
  } else if (shape.sort === 'name') {
    rowsQuery = rowsQuery.orderBy(sql`lower(e.name)`, dir);
  } else {
    rowsQuery = rowsQuery.orderBy(shape.sort === 'startDate' ? 'e.start_date' : 'e.created_at', dir);
  }
  // A unique tie-breaker keeps pages stable when sort keys repeat.
  return rowsQuery.orderBy('e.id', shape.sort === 'upcoming' ? 'asc' : dir) as Q;
}

/**
 * A page of the events whose name matches SQLite's FTS phrase, read from the matches (docs/decisions/033
 * "Sixteenth step"). Written as the other pages (`e.id in (the matches)`), SQLite walked every visible event in
 * the sort's index and asked the matches for each, twice (the page and its count): about 630 µs on the large seed
 * for a word in 190 of the 2,000 names. Here the matches are read once (`m`), each one's event by its key with the
 * other filters (`h`, materialized once for the page and the count), the page's ids sorted among those hits only,
 * and the columns and joins read for the page's rows alone: about 390 µs. The result is the same rows in the same
 * order with the same total (events-search.test.ts).
 */
function buildMatchedEventPage(db: Executor, shape: PageShape, v: PageValues) {
  const viewer = viewerOfShape(shape);
  const rest = filtersOf({ ...shape, search: 'none' }, v);
  const hits = db
    .with(
      (cte) => cte('m(id)').materialized(),
      () => sql<{ id: number }>`(select rowid from events_name_fts where events_name_fts match ${v.search})`,
    )
    .with(
      (cte) => cte('h').materialized(),
      (qc) =>
        // The filters of `rest`, on the matches' events: CROSS JOIN keeps SQLite reading the matches first.
        withFilters(
          qc.selectFrom('m').crossJoin('events as e').whereRef('e.id', '=', 'm.id') as unknown as EventsFrom,
          viewer,
          rest,
        ).select(['e.id', 'e.status', 'e.start_date', 'e.end_date', 'e.created_at', 'e.name']),
    )
    // The page's ids among the hits, in the page's order (`h` has every column the order reads).
    .with('p', (qc) =>
      inPageOrder(qc.selectFrom('h as e').select('e.id') as unknown as EventsFrom, shape, v)
        .limit(v.limit)
        .offset(v.skip),
    );
  return rowsOfPage(hits, shape, v, db.selectNoFrom(sql<number>`(select count(*) from h)`.as('n')));
}

/**
 * The event page and its count, each built and compiled once per shape (db/reusable-query.ts, docs/decisions/033):
 * Kysely building and compiling the list cost far more CPU than the database answering it.
 */
const eventPageQuery = reusableQuery(PAGE_KINDS, (db: Executor, v: PageValues, key: string) =>
  buildEventPage(db, shapeOf(key), v),
);
const eventCountQuery = reusableQuery(PAGE_KINDS, (db: Executor, v: PageValues, key: string) =>
  db.selectNoFrom(totalOf(db, shapeOf(key), v).as('total')),
);

/** The page's shape (what the statement is compiled for) and the values bound to it. */
function pageOf(
  db: Executor,
  viewer: Viewer,
  filters: EventFilters,
  sort: EventSort,
  page: { limit: number; skip: number; now?: string },
): { shape: PageShape; values: PageValues } {
  const match = filters.search === undefined ? undefined : nameMatchOf(db, filters.search);
  const shape: PageShape = {
    viewer: viewer.isAdmin ? 'admin' : viewer.userId === null ? 'guest' : 'member',
    status: filters.status !== undefined,
    category: filters.categoryId !== undefined,
    group: filters.groupId !== undefined,
    creator: filters.creatorId !== undefined,
    exclude: filters.excludeId !== undefined,
    search: match === undefined ? 'none' : 'like' in match ? 'like' : 'fts',
    joined: filters.joinedBy === undefined ? 'none' : filters.withWaitlist ? 'waitlist' : 'registered',
    // Any other sort orders by creation, as it always did.
    sort: EVENT_SORT_FIELDS.find((s) => s === sort.by) ?? 'createdDate',
    direction: sort.direction === 'ASC' ? 'asc' : 'desc',
  };
  const values: PageValues = {
    status: filters.status ?? '',
    categoryId: filters.categoryId ?? 0,
    groupId: filters.groupId ?? 0,
    creatorId: filters.creatorId ?? 0,
    excludeId: filters.excludeId ?? 0,
    joinedBy: filters.joinedBy ?? 0,
    search: match === undefined ? '' : 'like' in match ? match.like : match.fts,
    now: page.now ?? '',
    limit: page.limit,
    skip: page.skip,
  };
  return { shape, values };
}

/** The statement a page is read with, compiled (for its query plan in events-plan.test.ts). */
export function eventPageStatement(
  db: Executor,
  viewer: Viewer,
  filters: EventFilters,
  sort: EventSort,
  page: { limit: number; skip: number; now?: string },
) {
  const { shape, values } = pageOf(db, viewer, filters, sort, page);
  return buildEventPage(db, shape, values).compile();
}

/**
 * One page of events and the total before paging, in one statement (buildEventPage). Past the last page no row
 * carries the total, and it is asked on its own.
 */
export async function findEventPage(
  db: Executor,
  viewer: Viewer,
  filters: EventFilters,
  sort: EventSort,
  page: { limit: number; skip: number; now?: string },
): Promise<{ total: number; rows: EventItemRow[] }> {
  const { shape, values } = pageOf(db, viewer, filters, sort, page);
  const key = shapeKey(shape);
  const rows = await eventPageQuery(db, key, values);
  const first = rows[0];
  if (first) return { total: Number(first.total_count ?? 0), rows };
  // The count does not depend on the order: one variant for every sort.
  const countKey = shapeKey({ ...shape, sort: 'createdDate', direction: 'desc' });
  const countRow = (await eventCountQuery(db, countKey, values))[0];
  return { total: Number(countRow?.total ?? 0), rows };
}

/**
 * One non-deleted event with its joins (DRAFT only for admins), whether `viewer` registered for it, and
 * whether `viewerKey` already counted a view (a primary-key probe of event_views): a returning viewer then
 * costs no write at all (docs/decisions/011). Without a key `viewed` is always false.
 */
const eventDetailQuery = reusableQuery(
  { id: 'number', userId: 'number', viewerKey: 'string' },
  (db: Executor, p: { id: number; userId: number; viewerKey: string }, variant: string) => {
    const viewer: Viewer = { userId: variant === 'guest' ? null : p.userId, isAdmin: variant === 'admin' };
    const userId = viewer.userId;
    const viewerKey = p.viewerKey;
    return withItemColumns(filtered(db, viewer, {}), viewer)
      .where('e.id', '=', p.id)
      .select((eb) => [
        'e.max_companions',
        eb
          .exists(
            eb
              .selectFrom('event_participants as r')
              .select('r.id')
              .whereRef('r.event_id', '=', 'e.id')
              // A visitor (no id) matches nobody: -1 is never a user id.
              .where('r.user_id', '=', userId ?? -1),
          )
          .as('is_registered'),
        // The viewer's own party (docs/decisions/031-companions.md); null when not registered.
        eb
          .selectFrom('event_participants as mp')
          .select('mp.companions')
          .whereRef('mp.event_id', '=', 'e.id')
          .where('mp.user_id', '=', userId ?? -1)
          .as('my_companions'),
        eb
          .selectFrom('event_participants as mn')
          .select('mn.companion_names')
          .whereRef('mn.event_id', '=', 'e.id')
          .where('mn.user_id', '=', userId ?? -1)
          .as('my_companion_names'),
        eb
          .exists(
            eb
              .selectFrom('event_views as v')
              .select('v.event_id')
              .whereRef('v.event_id', '=', 'e.id')
              // No key: '' is never a viewer key ('u:...' or 'a:...').
              .where('v.viewer_key', '=', viewerKey),
          )
          .as('viewed'),
        // The viewer's place in the waitlist (docs/decisions/013): how many joined the line up to them; 0 = not waiting.
        eb
          .selectFrom('event_waitlist as w')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('w.event_id', '=', 'e.id')
          .where(
            'w.id',
            '<=',
            eb
              .selectFrom('event_waitlist as mine')
              .select('mine.id')
              .whereRef('mine.event_id', '=', 'e.id')
              .where('mine.user_id', '=', userId ?? -1),
          )
          .as('waitlist_position'),
        // The viewer's waiting party (docs/decisions/035-waitlist-parties.md); null when not waiting.
        eb
          .selectFrom('event_waitlist as wc')
          .select('wc.companions')
          .whereRef('wc.event_id', '=', 'e.id')
          .where('wc.user_id', '=', userId ?? -1)
          .as('waitlist_companions'),
        eb
          .selectFrom('event_waitlist as wn')
          .select('wn.companion_names')
          .whereRef('wn.event_id', '=', 'e.id')
          .where('wn.user_id', '=', userId ?? -1)
          .as('waitlist_companion_names'),
        // Whether anyone waits: free seats are then the line's, not a newcomer's (docs/decisions/035).
        eb
          .exists(eb.selectFrom('event_waitlist as wl').select('wl.id').whereRef('wl.event_id', '=', 'e.id'))
          .as('line_waiting'),
      ]);
  },
);

/**
 * The event `id` as `viewer` may see it, with the viewer's own state (registered, party, waitlist place, whether
 * `viewerKey` was counted already): one statement, built and compiled once per kind of viewer
 * (db/reusable-query.ts).
 */
export async function findEventDetail(db: Executor, viewer: Viewer, id: number, viewerKey?: string) {
  const variant = viewer.isAdmin ? 'admin' : viewer.userId === null ? 'guest' : 'member';
  // A visitor (no id) matches nobody: -1 is never a user id; no key: '' is never a viewer key.
  const rows = await eventDetailQuery(db, variant, {
    id,
    userId: viewer.userId ?? -1,
    viewerKey: viewerKey ?? '',
  });
  return rows[0];
}

/** The events `viewerKey`'s views are written for (the event_views_viewer index, migration 032). */
const viewedQuery = reusableQuery({ viewerKey: 'string' }, (db: Executor, p: { viewerKey: string }) =>
  db.selectFrom('event_views').select('event_id').where('viewer_key', '=', p.viewerKey),
);
export async function findViewedEventIds(db: Executor, viewerKey: string): Promise<number[]> {
  return (await viewedQuery(db, 'all', { viewerKey })).map((r) => Number(r.event_id));
}

/**
 * The members the event's answer is their own for (docs/decisions/043): those holding a seat or waiting in its
 * line; every other member's answer is the same (docs/decisions/039). Null when they are more than `max` (the
 * answer is then not shared): at most `max` + 1 rows are read, whatever the event's size.
 */
export async function findEventMemberIds(db: Executor, id: number, max: number): Promise<number[] | null> {
  const rows = await db
    .selectFrom('event_participants')
    .select('user_id')
    .where('event_id', '=', id)
    .unionAll(db.selectFrom('event_waitlist').select('user_id').where('event_id', '=', id))
    .limit(max + 1)
    .execute();
  return rows.length > max ? null : rows.map((r) => Number(r.user_id));
}

/**
 * The event `id` (alias `e`) if `viewer` may see it, as a query another module extends with its joins and
 * columns, so a page of its rows and the visibility check are one statement (the participant list).
 */
export function visibleEventQuery(db: Executor, viewer: Viewer, id: number) {
  return filtered(db, viewer, {}).where('e.id', '=', id);
}

/**
 * Counts one view per viewer: the insert is a no-op for a viewer already counted, and only a new row
 * bumps the stored counter. Returns the counter after this view.
 */
export async function recordView(db: Db, eventId: number, viewerKey: string, at: string) {
  return db.transaction().execute(async (tx) => {
    const inserted = await tx
      .insertInto('event_views')
      .values({ event_id: eventId, viewer_key: viewerKey, created_at: at })
      .onConflict((oc) => oc.columns(['event_id', 'viewer_key']).doNothing())
      .executeTakeFirst();
    if (!inserted || (inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) return null;
    const row = await tx
      .updateTable('events')
      .set((eb) => ({ total_viewer: eb('total_viewer', '+', 1) }))
      .where('id', '=', eventId)
      .returning('total_viewer')
      .executeTakeFirst();
    return row?.total_viewer ?? null;
  });
}

/**
 * Writes buffered first views (modules/events/event-views.service.ts) in one transaction of two statements: the
 * rows that are new are inserted ("on conflict do nothing" keeps a viewer counted once, whoever wrote their row
 * first), and each event's counter grows by the rows really inserted for it, which it returns per event. Each statement has one text
 * whatever the number of views, the views travelling as one JSON value (SQLite's json_each) or as arrays
 * (PostgreSQL's unnest): prepared once, no query built per view or per event (docs/decisions/042; 600 views
 * took 25-65 ms of the event loop as 300-row inserts and one update per event, 8-21 ms this way).
 */
export async function insertViews(
  db: Db,
  dialect: Dialect,
  views: readonly { eventId: number; viewerKey: string; at: string }[],
): Promise<Map<number, number>> {
  const added = new Map<number, number>();
  if (views.length === 0) return added;
  // PostgreSQL: in one order, so two instances inserting the same viewer's rows at once wait, never deadlock.
  const rows =
    dialect === 'postgres'
      ? [...views].sort((a, b) => a.eventId - b.eventId || (a.viewerKey < b.viewerKey ? -1 : 1))
      : views;
  await db.transaction().execute(async (tx) => {
    const inserted =
      dialect === 'postgres'
        ? await sql<{ event_id: number }>`insert into event_views (event_id, viewer_key, created_at)
            select * from unnest(${rows.map((v) => v.eventId)}::integer[], ${rows.map((v) => v.viewerKey)}::text[],
              ${rows.map((v) => v.at)}::text[])
            on conflict (event_id, viewer_key) do nothing
            returning event_id`.execute(tx)
        : // "where true": SQLite's grammar needs it between an INSERT's SELECT and its ON CONFLICT.
          await sql<{ event_id: number }>`insert into event_views (event_id, viewer_key, created_at)
            select value ->> 0, value ->> 1, value ->> 2
              from json_each(${JSON.stringify(rows.map((v) => [v.eventId, v.viewerKey, v.at]))}) where true
            on conflict (event_id, viewer_key) do nothing
            returning event_id`.execute(tx);
    for (const r of inserted.rows) added.set(Number(r.event_id), (added.get(Number(r.event_id)) ?? 0) + 1);
    if (added.size === 0) return;
    // In id order, so instances writing at once take the events' row locks in one order (PostgreSQL).
    const ids = [...added.keys()].sort((a, b) => a - b);
    const counts = ids.map((id) => added.get(id) ?? 0);
    if (dialect === 'postgres')
      await sql`update events set total_viewer = events.total_viewer + v.n
        from unnest(${ids}::integer[], ${counts}::integer[]) as v(id, n)
        where events.id = v.id`.execute(tx);
    else
      await sql`update events set total_viewer = total_viewer + (v.value ->> 1)
        from json_each(${JSON.stringify(ids.map((id, i) => [id, counts[i]]))}) as v
        where events.id = (v.value ->> 0)`.execute(tx);
  });
  return added;
}

/**
 * One's own party on each of `eventIds` (docs/decisions/035-waitlist-parties.md): the companions of a seat or of a
 * waiting party, and for a waiting one the place in line (how many joined up to them; null when seated). One
 * statement: the seats and the line's places, unioned.
 */
export async function findOwnParties(
  db: Executor,
  userId: number,
  eventIds: readonly number[],
): Promise<Map<number, { companions: number; position: number | null }>> {
  if (eventIds.length === 0) return new Map();
  const ids = [...eventIds];
  const seated = db
    .selectFrom('event_participants as p')
    .where('p.user_id', '=', userId)
    .where('p.event_id', 'in', ids)
    .select(['p.event_id', 'p.companions', sql<number>`0`.as('n')]);
  const waiting = db
    .selectFrom('event_waitlist as mine')
    .innerJoin('event_waitlist as w', (j) =>
      j.onRef('w.event_id', '=', 'mine.event_id').onRef('w.id', '<=', 'mine.id'),
    )
    .where('mine.user_id', '=', userId)
    .where('mine.event_id', 'in', ids)
    .select((eb) => ['mine.event_id', 'mine.companions', eb.fn.countAll<number>().as('n')])
    .groupBy(['mine.event_id', 'mine.companions']);
  const rows = await seated.unionAll(waiting).execute();
  return new Map(
    rows.map((r) => [
      r.event_id,
      { companions: Number(r.companions), position: Number(r.n) > 0 ? Number(r.n) : null },
    ]),
  );
}
