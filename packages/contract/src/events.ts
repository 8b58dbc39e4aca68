import { z } from 'zod';
import { listOf, resultOf } from './common.ts';
import { SEARCH_MAX_LENGTH } from './constants.ts';
import { positiveId } from './ids.ts';

// ---------------------------------------------------------------------------------------------
// Query-string fields of the public read API, with Indonesian messages (the client shows `message`).
// Values arrive as text, so numbers are coerced; an empty value reads as absent. Shared by
// participants.ts and catalog.ts.
// ---------------------------------------------------------------------------------------------

/** Pages past this are empty anyway; the cap keeps `skip` far from integer overflow. */
const MAX_PAGE = 1_000_000;

/** An optional id filter: a positive integer; '' reads as absent. */
export const queryId = (message: string) =>
  z
    .union([z.literal(''), positiveId(message)], { error: message })
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** A required id in the query string: absent or '' gets `missing`, anything else not an id `invalid`. */
export const requiredQueryId = (missing: string, invalid: string) =>
  z
    .union([z.literal(''), positiveId(invalid)], {
      error: (iss) => (iss.input === undefined ? missing : invalid),
    })
    .transform((v, ctx) => {
      if (v !== '') return v;
      ctx.addIssue({ code: 'custom', message: missing });
      return z.NEVER;
    });

const pageNumber = (message: string) =>
  z.coerce
    .number({ error: message })
    .min(0, { error: message })
    .optional()
    .transform((v) => (v === undefined ? undefined : Math.min(Math.floor(v), MAX_PAGE)));

/**
 * `offset` = 1-based page (0 reads as 1), `limit` = page size. Each endpoint clamps `limit` to its
 * own maximum on the server (toPage); only non-numbers and negatives are refused.
 */
export const pageFields = {
  offset: pageNumber('Halaman (offset) harus berupa angka 0 atau lebih'),
  limit: pageNumber('Batas (limit) harus berupa angka 0 atau lebih'),
};

/** Optional free-text search: trimmed, empty is absent, at most `max` characters. */
export const querySearch = (label: string, max = SEARCH_MAX_LENGTH) =>
  z
    .string({ error: `${label} harus berupa teks` })
    .max(max, { error: `${label} maksimal ${max} karakter` })
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined));

/**
 * An optional choice among fixed values, matched case-insensitively ('desc' = 'DESC'); '' is absent.
 * `aliases` maps other accepted names (lowercase) to a value, e.g. the spec's `created_date`.
 */
export const queryChoice = <const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
  aliases: Readonly<Record<string, T[number]>> = {},
) =>
  z
    .string({ error: message })
    .optional()
    .transform((v) => {
      const t = v?.trim();
      if (!t) return undefined;
      const key = t.toLowerCase();
      return values.find((c) => c.toLowerCase() === key) ?? aliases[key] ?? t;
    })
    .pipe(z.enum(values, { error: message }).optional())
    .meta({
      description: `${[...values, ...Object.keys(aliases)].join(' | ')} (huruf besar/kecil sama)`,
    });

/** The spec's name of the creation-date sort (section 9: 'default sort created_date'). */
export const CREATED_DATE_ALIAS = 'created_date';

// ---------------------------------------------------------------------------------------------
// Event (docs/spec.md §3)
// ---------------------------------------------------------------------------------------------

export const EVENT_STATUSES = ['DRAFT', 'PUBLISH', 'EXPIRED'] as const;
export const EventStatus = z.enum(EVENT_STATUSES);
/** How a status reads on screen (docs/decisions/022): the values stay the spec's, the words are Indonesian. */
export const EVENT_STATUS_LABEL = { DRAFT: 'Draf', PUBLISH: 'Terbit', EXPIRED: 'Selesai' } as const;
export type EventStatus = z.infer<typeof EventStatus>;
/** What members and visitors may see; DRAFT is for admins only. */
export const PUBLIC_EVENT_STATUSES: readonly EventStatus[] = ['PUBLISH', 'EXPIRED'];

export const EventType = z.enum(['OFFLINE', 'ONLINE']);
export type EventType = z.infer<typeof EventType>;
export const EventCreationType = z.enum(['CONTINUED', 'NEW']);
export type EventCreationType = z.infer<typeof EventCreationType>;

export const EventCategoryRef = z.object({
  id: z.number().int(),
  displayName: z.string(),
  iconUrl: z.string().nullable(),
});
export type EventCategoryRef = z.infer<typeof EventCategoryRef>;

export const EventGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  imageUrl: z.string().nullable(),
});
export type EventGroup = z.infer<typeof EventGroup>;

export const EventCreator = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  picture: z.string().nullable(),
});
export type EventCreator = z.infer<typeof EventCreator>;

/** One event in a list. Dates are 'DD/MM/YYYY HH:mm' in the community zone; createdDate is an ISO 8601 UTC instant. */
export const EventItem = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  location: z.string(),
  /** Null for visitors: the description needs sign-in (docs/spec.md §6). */
  description: z.string().nullable(),
  /** Null = unlimited. */
  quota: z.number().int().nullable(),
  status: EventStatus,
  /** True when EXPIRED or the end has passed, whatever the stored status says. */
  isFinished: z.boolean(),
  totalParticipant: z.number().int(),
  /**
   * Free seats held for the waitlist's first party (docs/decisions/035-waitlist-parties.md): under the quota but not
   * a newcomer's, who can only join the line. 0 when nobody waits, no seat is free or the quota is unlimited.
   */
  seatsHeld: z.number().int(),
  totalViewer: z.number().int(),
  eventType: EventType,
  eventCreationType: EventCreationType,
  eventCategory: EventCategoryRef.nullable(),
  eventGroup: EventGroup.nullable(),
  user: EventCreator.nullable(),
  eventCategoryId: z.number().int().nullable(),
  eventUserId: z.number().int().nullable(),
  createdDate: z.string(),
});
export type EventItem = z.infer<typeof EventItem>;

/**
 * GET /event/{id}. The creator is id, name, username and picture only: no member-facing answer carries
 * another member's email, phone or address (profiles are linked by username).
 */
export const EventDetail = EventItem.omit({ totalViewer: true }).extend({
  /** 'Pendamping per anggota' (docs/decisions/031-companions.md): how many companions a member may bring; 0 = none. */
  maxCompanions: z.number().int(),
  isRegistered: z.boolean(),
  /** The caller's own party: their companions (0 when alone; null when not registered) and the names they gave. */
  companions: z.number().int().nullable(),
  companionNames: z.array(z.string()).nullable(),
  /** The caller's place in the event's waitlist (docs/decisions/013), null when not waiting. */
  waitlistPosition: z.number().int().min(1).nullable(),
  /** The caller's waiting party (docs/decisions/035-waitlist-parties.md): companions waiting with them; null when not waiting. */
  waitlistCompanions: z.number().int().nullable(),
  waitlistCompanionNames: z.array(z.string()).nullable(),
  /** Whether anyone waits in line: free seats then go to the line first (docs/decisions/035-waitlist-parties.md). */
  lineWaiting: z.boolean(),
  /**
   * Last in the answer: the one part of a kept answer that moves with every view, so the text before it is
   * compressed once and the new count sent after it (docs/decisions/045).
   */
  totalViewer: EventItem.shape.totalViewer,
});
export type EventDetail = z.infer<typeof EventDetail>;

export const EVENT_LIST_DEFAULT_LIMIT = 9;
export const EVENT_LIST_MAX_LIMIT = 100;
/**
 * 'upcoming' (docs/decisions/025): the events not yet finished first, soonest first, then the finished
 * ones, latest first; sortValue does not apply. The member's /event list asks for it.
 */
export const EVENT_SORT_FIELDS = ['createdDate', 'name', 'startDate', 'upcoming'] as const;
export const EventSortBy = z.enum(EVENT_SORT_FIELDS);
export type EventSortBy = z.infer<typeof EventSortBy>;
export const EventSortValue = z.enum(['ASC', 'DESC']);
export type EventSortValue = z.infer<typeof EventSortValue>;

/** GET /event. `status` 'P' (what the spec's admin list sends) means PUBLISH. */
export const EventListQuery = z.object({
  ...pageFields,
  categoryId: queryId('ID kategori tidak valid'),
  groupId: queryId('ID grup tidak valid'),
  userId: queryId('ID pengguna tidak valid'),
  excludeId: queryId('ID acara yang dikecualikan tidak valid'),
  search: querySearch('Kata pencarian'),
  sortBy: queryChoice(
    EVENT_SORT_FIELDS,
    'Urutan (sortBy) harus createdDate (atau created_date), name, startDate atau upcoming',
    { [CREATED_DATE_ALIAS]: 'createdDate' },
  ),
  sortValue: queryChoice(['ASC', 'DESC'], 'Arah urutan (sortValue) harus ASC atau DESC'),
  status: queryChoice(
    ['PUBLISH', 'DRAFT', 'EXPIRED', 'P'],
    'Status harus PUBLISH, DRAFT atau EXPIRED',
  ).transform((v): EventStatus | undefined => (v === 'P' ? 'PUBLISH' : v)),
});
export type EventListQuery = z.infer<typeof EventListQuery>;
export type EventListQueryInput = z.input<typeof EventListQuery>;

export const EventListResult = listOf(EventItem);
export type EventListResult = z.infer<typeof EventListResult>;

/**
 * One event of a member's 'Riwayat Acara' (GET /event-participant/get-by-user, /event/event-by-participant):
 * on one's own history also the events whose waitlist one is in, with one's place in line (null = has a seat).
 * Upcoming events first, soonest first, then the finished ones, latest first (docs/decisions/023).
 */
export const JoinedEventItem = EventItem.extend({
  waitlistPosition: z.number().int().min(1).nullable().optional(),
  /**
   * One's own history only (docs/decisions/035-waitlist-parties.md): the companions of one's party, seated or
   * waiting ('Untuk 3 orang'); absent on another member's history.
   */
  companions: z.number().int().nullable().optional(),
});
export type JoinedEventItem = z.infer<typeof JoinedEventItem>;
export const JoinedEventListResult = listOf(JoinedEventItem);
export type JoinedEventListResult = z.infer<typeof JoinedEventListResult>;

export const EventDetailResult = resultOf(EventDetail);
export type EventDetailResult = z.infer<typeof EventDetailResult>;

export const EventIdParam = z.object({ id: positiveId('ID acara tidak valid') });

/** GET /event/event-by-participant: the caller's own registrations. */
export const JOINED_EVENTS_DEFAULT_LIMIT = 10;
export const JoinedEventsQuery = z.object({ ...pageFields });
export type JoinedEventsQuery = z.infer<typeof JoinedEventsQuery>;

export const EVENT_NOT_FOUND = 'Acara tidak ditemukan.';
