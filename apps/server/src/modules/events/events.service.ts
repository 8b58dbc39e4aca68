import {
  EVENT_LIST_DEFAULT_LIMIT,
  EVENT_LIST_MAX_LIMIT,
  EVENT_NOT_FOUND,
  type EventCreationType,
  type EventDetail,
  type EventItem,
  type EventListQuery,
  type EventStatus,
  type EventType,
  JOINED_EVENTS_DEFAULT_LIMIT,
  type JoinedEventItem,
  type PageQuery,
} from '@alumni/contract';
import type { Db, Executor } from '../../db/index.ts';
import { parseCompanionNames } from '../../lib/companion-names.ts';
import { formatEventDate } from '../../lib/dates.ts';
import { notFound } from '../../lib/errors.ts';
import { toPage } from '../../lib/pagination.ts';
import type { SplicedText } from '../../lib/read-cache.ts';
import type { ViewCounter } from './event-views.service.ts';
import {
  type EventItemRow,
  findEventDetail,
  findEventPage,
  findOwnParties,
  type Viewer,
} from './events.repo.ts';

export type { Viewer } from './events.repo.ts';
export { visibleEventQuery } from './events.repo.ts';

export interface EventsDeps {
  db: Db;
  /** Community zone the API's 'DD/MM/YYYY HH:mm' dates are in. */
  timeZone: string;
  now: () => Date;
}

export interface EventPage {
  total: number;
  datas: EventItem[];
}

/** An event is finished when marked EXPIRED or once its end instant has passed (docs/architecture.md). */
export function isEventFinished(event: { status: string; end_date: string }, nowMs: number): boolean {
  return event.status === 'EXPIRED' || Date.parse(event.end_date) <= nowMs;
}

/**
 * Row -> EventItem. The status and type columns only ever hold the contract's values (the write side
 * validates them, and the response schema checks again), hence the narrowing casts.
 */
function toEventItem(
  row: EventItemRow,
  viewer: Viewer,
  deps: Pick<EventsDeps, 'timeZone'>,
  nowMs: number,
): EventItem {
  const signedIn = viewer.userId !== null;
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.image_url,
    startDate: formatEventDate(row.start_date, deps.timeZone),
    endDate: formatEventDate(row.end_date, deps.timeZone),
    location: row.location,
    description: signedIn ? row.description : null,
    quota: row.quota,
    status: row.status as EventStatus,
    isFinished: isEventFinished(row, nowMs),
    totalParticipant: row.total_participant,
    seatsHeld: Number(row.seats_held ?? 0),
    totalViewer: row.total_viewer,
    eventType: row.event_type as EventType,
    eventCreationType: row.event_creation_type as EventCreationType,
    eventCategory:
      row.category_id !== null && row.category_display_name !== null
        ? { id: row.category_id, displayName: row.category_display_name, iconUrl: row.category_icon_url }
        : null,
    eventGroup:
      row.group_id !== null && row.group_name !== null && row.group_display_name !== null
        ? {
            id: row.group_id,
            name: row.group_name,
            displayName: row.group_display_name,
            imageUrl: row.group_image_url,
          }
        : null,
    user:
      row.creator_id !== null && row.creator_name !== null && row.creator_username !== null
        ? {
            id: row.creator_id,
            name: row.creator_name,
            username: row.creator_username,
            picture: row.creator_picture,
          }
        : null,
    eventCategoryId: row.event_category_id,
    eventUserId: row.user_id,
    createdDate: row.created_at,
  };
}

/** GET /event. */
export async function listEvents(deps: EventsDeps, viewer: Viewer, q: EventListQuery): Promise<EventPage> {
  const page = toPage(q, { defaultLimit: EVENT_LIST_DEFAULT_LIMIT, maxLimit: EVENT_LIST_MAX_LIMIT });
  const { total, rows } = await findEventPage(
    deps.db,
    viewer,
    {
      categoryId: q.categoryId,
      groupId: q.groupId,
      creatorId: q.userId,
      excludeId: q.excludeId,
      search: q.search,
      status: q.status,
    },
    { by: q.sortBy ?? 'createdDate', direction: q.sortValue ?? 'DESC' },
    { ...page, now: deps.now().toISOString() },
  );
  const nowMs = deps.now().getTime();
  return { total, datas: rows.map((r) => toEventItem(r, viewer, deps, nowMs)) };
}

/**
 * Events a member registered for (DRAFT only for admins), upcoming first by start, then the finished ones
 * latest first; on one's own history also the events whose waitlist one is in, with one's place in line
 * (docs/decisions/023).
 */
export async function listJoinedEvents(
  deps: EventsDeps,
  viewer: Viewer,
  memberId: number,
  q: PageQuery,
): Promise<{ total: number; datas: JoinedEventItem[] }> {
  const page = toPage(q, { defaultLimit: JOINED_EVENTS_DEFAULT_LIMIT, maxLimit: EVENT_LIST_MAX_LIMIT });
  const now = deps.now();
  const own = viewer.userId === memberId;
  const { total, rows } = await findEventPage(
    deps.db,
    viewer,
    { joinedBy: memberId, withWaitlist: own },
    { by: 'createdDate', direction: 'DESC' },
    { ...page, now: now.toISOString() },
  );
  // One's own history shows one's party, seated or waiting, and one's place in line (one statement).
  const parties = own
    ? await findOwnParties(
        deps.db,
        memberId,
        rows.map((r) => r.id),
      )
    : new Map<number, { companions: number; position: number | null }>();
  const nowMs = now.getTime();
  return {
    total,
    datas: rows.map((r) => {
      const item = toEventItem(r, viewer, deps, nowMs);
      if (!own) return item;
      const party = parties.get(r.id);
      // Object.assign, not a spread and more fields (docs/conventions.md "Objects on hot paths").
      return Object.assign(item, {
        waitlistPosition: party?.position ?? null,
        companions: party?.companions ?? null,
      });
    }),
  };
}

/**
 * GET /event/{id}: 404 for missing, deleted, or DRAFT to a non-admin. The view counts once per
 * `viewerKey` ('u:{id}' or 'a:{hash}'); the answer already includes it. The read says whether this viewer
 * was already counted, so only a first view writes (a returning viewer is one query, no transaction).
 */
export async function getEventDetail(
  deps: EventsDeps,
  viewer: Viewer,
  id: number,
  viewerKey: string,
  views: Pick<ViewCounter, 'add' | 'pending' | 'tally'>,
): Promise<{ detail: EventDetail; tally: number }> {
  const row = await findEventDetail(deps.db, viewer, id, viewerKey);
  if (!row) throw notFound(EVENT_NOT_FOUND, 'EVENT_NOT_FOUND');
  const now = deps.now();
  // A first view waits in the buffer (docs/decisions/033); the answer counts this instance's unwritten views.
  if (!row.viewed) await views.add(id, viewerKey, now.toISOString());
  // Read together, no await between: a kept copy of this answer adds the views counted since (docs/decisions/043).
  const unwritten = views.pending(id);
  const tally = views.tally(id);
  return { detail: toEventDetail(row, viewer, deps, now.getTime(), unwritten), tally };
}

/**
 * A kept EventDetail answer's text with the views counted since it was computed (docs/decisions/043): `mark` is
 * the tally it was computed at (`ViewCounter.tally`), `tally` the tally now. The same text when nothing changed;
 * else the text up to the count's digits and, after them, the new count and the rest (the contract puts
 * `totalViewer` last, so the rest is the closing braces: the read cache sends the start compressed once and this
 * short tail stored after it, docs/decisions/045). Only the answer's own `"totalViewer":` can match: inside a
 * JSON string a quote is escaped.
 */
export function withViewsSince(body: string, mark: number | undefined, tally: number): string | SplicedText {
  const since = mark === undefined ? 0 : tally - mark;
  if (since === 0) return body;
  const found = /"totalViewer":(\d+)/.exec(body);
  if (!found) return body;
  const cut = found.index + '"totalViewer":'.length;
  const digits = found[1] ?? '';
  return { cut, tail: `${Number(digits) + since}${body.slice(cut + digits.length)}` };
}

type EventDetailRow = NonNullable<Awaited<ReturnType<typeof findEventDetail>>>;

/** Row -> EventDetail; `unwrittenViews`: this instance's views of the event not in `total_viewer` yet. */
function toEventDetail(
  row: EventDetailRow,
  viewer: Viewer,
  deps: Pick<EventsDeps, 'timeZone'>,
  nowMs: number,
  unwrittenViews = 0,
): EventDetail {
  const signedIn = viewer.userId !== null;
  const position = Number(row.waitlist_position ?? 0);
  const item = toEventItem(row, viewer, deps, nowMs);
  item.totalViewer += unwrittenViews;
  // Object.assign, not a spread and more fields (docs/conventions.md "Objects on hot paths").
  return Object.assign(item, {
    maxCompanions: row.max_companions,
    isRegistered: signedIn && Boolean(row.is_registered),
    companions: signedIn && row.is_registered ? Number(row.my_companions ?? 0) : null,
    companionNames:
      signedIn && row.is_registered ? parseCompanionNames(row.my_companion_names ?? null) : null,
    waitlistPosition: signedIn && position > 0 ? position : null,
    waitlistCompanions: signedIn && position > 0 ? Number(row.waitlist_companions ?? 0) : null,
    waitlistCompanionNames:
      signedIn && position > 0 ? parseCompanionNames(row.waitlist_companion_names ?? null) : null,
    lineWaiting: Boolean(row.line_waiting),
  });
}

/**
 * The same EventDetail without counting a view, read with `db` (a transaction works too): the answer of
 * the admin write endpoints. Null when the event is missing, deleted or invisible to `viewer`.
 */
export async function readEventDetail(
  db: Executor,
  deps: Pick<EventsDeps, 'timeZone' | 'now'>,
  viewer: Viewer,
  id: number,
): Promise<EventDetail | null> {
  const row = await findEventDetail(db, viewer, id);
  return row ? eventDetailOf(row, viewer, deps) : null;
}

/** The EventDetail of a row `findEventDetail` read (no view counted): for a caller that already has the row. */
export function eventDetailOf(
  row: EventDetailRow,
  viewer: Viewer,
  deps: Pick<EventsDeps, 'timeZone' | 'now'>,
): EventDetail {
  return toEventDetail(row, viewer, deps, deps.now().getTime());
}

/** What other modules (participants, comments) know of an event they act on. */
export interface VisibleEvent {
  id: number;
  name: string;
  creatorId: number | null;
  status: EventStatus;
  /** ISO instants. */
  startDate: string;
  endDate: string;
  location: string;
  quota: number | null;
  totalParticipant: number;
  /** 'Pendamping per anggota' (docs/decisions/031-companions.md). */
  maxCompanions: number;
  /** Whether `viewer.userId` is a participant. */
  isRegistered: boolean;
}

/**
 * The one door other modules use to an event (docs/decisions/012): non-deleted, DRAFT only when
 * `viewer.isAdmin`, else a 404 'Acara tidak ditemukan'. Works inside the caller's transaction (`tx`).
 */
export async function requireVisibleEvent(tx: Executor, viewer: Viewer, id: number): Promise<VisibleEvent> {
  const row = await findEventDetail(tx, viewer, id);
  if (!row) throw notFound(EVENT_NOT_FOUND, 'EVENT_NOT_FOUND');
  return {
    id: row.id,
    name: row.name,
    creatorId: row.user_id,
    status: row.status as EventStatus,
    startDate: row.start_date,
    endDate: row.end_date,
    location: row.location,
    quota: row.quota,
    totalParticipant: row.total_participant,
    maxCompanions: row.max_companions,
    isRegistered: viewer.userId !== null && Boolean(row.is_registered),
  };
}
