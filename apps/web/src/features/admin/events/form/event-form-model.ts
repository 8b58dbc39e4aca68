import type {
  CreateEventInput,
  EventCreationType,
  EventDetail,
  EventStatus,
  EventType,
  UpdateEventInput,
} from '@alumni/contract';
import { joinEventDate, splitEventDate } from '@alumni/contract/constants';
import { EVENT_FORM_TEXT } from './event-form-text.ts';

// ---------------------------------------------------------------------------------------------
// The admin event form's values and the pure conversions between them and the API
// (POST /event, PUT /event, GET /event/{id}). No React here: every rule is unit-tested.
// ---------------------------------------------------------------------------------------------

/** A picture of the form: the stored one (or none), or a freshly cropped one not uploaded yet. */
export type ImageDraft =
  | { kind: 'saved'; url: string | null }
  | { kind: 'new'; blob: Blob; previewUrl: string };

/** The creator picked in the search list. */
export interface CreatorChoice {
  id: number;
  name: string;
  username: string;
  picture: string | null;
}

export type CreatorMode = 'existing' | 'new';
export type FormMode = 'add' | 'edit';

export interface EventFormValues {
  status: EventStatus;
  creationType: EventCreationType;
  /** NEW: the group created with the event. */
  groupName: string;
  groupDisplayName: string;
  groupImage: ImageDraft;
  /** CONTINUED (and edit): the existing group, as the <select> value ('' = none). */
  groupId: string;
  name: string;
  eventType: EventType;
  location: string;
  categoryId: string;
  /** Digits or '' (= unlimited). */
  quota: string;
  /** 'Pendamping per anggota' (docs/decisions/031-companions.md): digits 0..10; '' = 0. */
  maxCompanions: string;
  /** 'DD/MM/YYYY' as typed or picked in the calendar (the community's wall clock, WIB). */
  startDate: string;
  /** 'HH:mm', 24-hour, as typed. */
  startTime: string;
  /** The end-date option (docs/spec.md §5): off = the event ends when it starts. */
  hasEnd: boolean;
  endDate: string;
  endTime: string;
  description: string;
  image: ImageDraft;
  creatorMode: CreatorMode;
  creator: CreatorChoice | null;
  userName: string;
  userNickname: string;
  userUsername: string;
  userEmail: string;
  userPassword: string;
  userRepassword: string;
}

export type FormField = keyof EventFormValues;
export type FormErrors = Partial<Record<FormField, string>>;

export const NO_IMAGE: ImageDraft = { kind: 'saved', url: null };

export function emptyFormValues(): EventFormValues {
  return {
    status: 'DRAFT',
    creationType: 'NEW',
    groupName: '',
    groupDisplayName: '',
    groupImage: NO_IMAGE,
    groupId: '',
    name: '',
    eventType: 'OFFLINE',
    location: '',
    categoryId: '',
    quota: '',
    maxCompanions: '0',
    startDate: '',
    startTime: '',
    hasEnd: false,
    endDate: '',
    endTime: '',
    description: '',
    image: NO_IMAGE,
    creatorMode: 'existing',
    creator: null,
    userName: '',
    userNickname: '',
    userUsername: '',
    userEmail: '',
    userPassword: '',
    userRepassword: '',
  };
}

// --- Dates -----------------------------------------------------------------------------------

/** The form's date as typed or picked: 'DD/MM/YYYY' (single-digit day and month accepted). */
const FORM_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
/** The form's 24-hour time: 'HH:mm' ('19.00', the Indonesian way of writing it, is read too). */
const FORM_TIME = /^(\d{1,2})[:.](\d{2})$/;

const pad = (n: number | string, width = 2) => String(n).padStart(width, '0');

/** 'DD/MM/YYYY' of a real calendar day, or null ('31/02/2026', '14-03-2026' and '' are null). */
export function readFormDate(text: string): { day: number; month: number; year: number } | null {
  const d = FORM_DATE.exec(text.trim());
  if (!d) return null;
  const parts = splitEventDate(`${pad(d[1] ?? '')}/${pad(d[2] ?? '')}/${d[3]} 00:00`);
  return parts ? { day: parts.day, month: parts.month, year: parts.year } : null;
}

/** 'HH:mm' of a 24-hour clock time (00:00 to 23:59), normalised; null otherwise. */
export function readFormTime(text: string): string | null {
  const t = FORM_TIME.exec(text.trim());
  if (!t) return null;
  const hour = Number(t[1]);
  const minute = Number(t[2]);
  return hour < 24 && minute < 60 ? `${pad(hour)}:${pad(minute)}` : null;
}

/**
 * The form's date ('DD/MM/YYYY') + time ('HH:mm', 24-hour) -> the contract's 'DD/MM/YYYY HH:mm'. Both are
 * the community's wall clock (WIB), whatever zone or language the admin's device has, so this is text
 * only: no Date object, no zone arithmetic. Null when either part is missing or names no real day (31/02).
 */
export function toEventDateText(date: string, time: string): string | null {
  const d = readFormDate(date);
  const t = readFormTime(time);
  if (!d || !t) return null;
  const parts = splitEventDate(`${pad(d.day)}/${pad(d.month)}/${d.year} ${t}`);
  return parts ? joinEventDate(parts) : null;
}

/** The contract's 'DD/MM/YYYY HH:mm' -> the form's date and time; empty for unreadable text. */
export function fromEventDateText(text: string | null | undefined): { date: string; time: string } {
  const w = text ? splitEventDate(text.trim()) : null;
  if (!w) return { date: '', time: '' };
  return { date: `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

// --- Quota and text --------------------------------------------------------------------------

/** '' -> null (unlimited); digits -> the number; anything else goes as typed so the contract refuses it. */
export function quotaToBody(quota: string): number | string | null {
  const t = quota.trim();
  if (t === '') return null;
  return /^\d{1,10}$/.test(t) ? Number(t) : t;
}

/** '' -> 0 (no companions); digits -> the number; anything else as typed so the contract refuses it. */
export function maxCompanionsToBody(text: string): number | string {
  const t = text.trim();
  if (t === '') return 0;
  return /^\d{1,3}$/.test(t) ? Number(t) : t;
}

/** What the quota field means, shown under it: 'Tanpa batas' or 'Maksimal 50 peserta'. */
export function quotaLabel(quota: string): string {
  const q = quotaToBody(quota);
  if (q === null) return EVENT_FORM_TEXT.info.quotaUnlimited;
  return typeof q === 'number' && q > 0 ? EVENT_FORM_TEXT.info.quotaLimited(q.toLocaleString('id-ID')) : '';
}

/** A blank description is stored as none; otherwise kept as typed (the admin's line breaks stay). */
const descriptionToBody = (text: string): string | null => (text.trim() === '' ? null : text);

const idOf = (value: string): number | undefined => (/^\d+$/.test(value) ? Number(value) : undefined);

// --- Loading an event ------------------------------------------------------------------------

/** GET /event/{id} -> the edit form. An end equal to the start means the end-date option was off. */
export function toFormValues(event: EventDetail): EventFormValues {
  const start = fromEventDateText(event.startDate);
  const hasEnd = event.endDate !== event.startDate;
  const end = hasEnd ? fromEventDateText(event.endDate) : { date: '', time: '' };
  return {
    ...emptyFormValues(),
    status: event.status,
    creationType: event.eventCreationType,
    groupId: event.eventGroup ? String(event.eventGroup.id) : '',
    name: event.name,
    eventType: event.eventType,
    location: event.location,
    categoryId: event.eventCategoryId !== null ? String(event.eventCategoryId) : '',
    quota: event.quota !== null ? String(event.quota) : '',
    maxCompanions: String(event.maxCompanions ?? 0),
    startDate: start.date,
    startTime: start.time,
    hasEnd,
    endDate: end.date,
    endTime: end.time,
    description: event.description ?? '',
    image: { kind: 'saved', url: event.imageUrl },
    creatorMode: 'existing',
    creator: event.user
      ? {
          id: event.user.id,
          name: event.user.name,
          username: event.user.username,
          picture: event.user.picture,
        }
      : null,
  };
}

// --- Request bodies --------------------------------------------------------------------------

/** The image paths POST /upload returned for this save (or the stored ones). */
export interface SavedImages {
  imageUrl: string | null;
  groupImageUrl: string | null;
}

/** Start and end as the API wants them; end null = the same as start (the option is off). */
export function datesOf(v: EventFormValues): { startDate: string; endDate: string | null } {
  return {
    startDate: toEventDateText(v.startDate, v.startTime) ?? '',
    endDate: v.hasEnd ? (toEventDateText(v.endDate, v.endTime) ?? '') : null,
  };
}

/**
 * POST /event: NEW sends `eventGroup {name, displayName, imageUrl}`, CONTINUED `eventGroup {id}`; the
 * creator is `eventUserId` or a new member `user {...}` (created by the server in the same transaction).
 */
export function buildCreateBody(v: EventFormValues, images: SavedImages, publish = false): CreateEventInput {
  const common = {
    name: v.name,
    eventType: v.eventType,
    location: v.location,
    quota: quotaToBody(v.quota),
    maxCompanions: maxCompanionsToBody(v.maxCompanions),
    description: descriptionToBody(v.description),
    eventCategoryId: idOf(v.categoryId) as number,
    ...datesOf(v),
    // New events start DRAFT (docs/spec.md §4).
    status: 'DRAFT' as const,
    imageUrl: images.imageUrl,
    // 'Simpan & Terbitkan': still created DRAFT, then published by the server in the same transaction.
    ...(publish ? { publish: true } : {}),
    ...(v.creatorMode === 'new'
      ? {
          user: {
            name: v.userName,
            nickname: v.userNickname,
            username: v.userUsername,
            email: v.userEmail,
            password: v.userPassword,
            repassword: v.userRepassword,
          },
        }
      : v.creator
        ? { eventUserId: v.creator.id }
        : {}),
  };
  return v.creationType === 'NEW'
    ? { eventCreationType: 'NEW', ...newGroupOf(v, images), ...common }
    : { eventCreationType: 'CONTINUED', eventGroup: { id: idOf(v.groupId) as number }, ...common };
}

/**
 * NEW's group: as typed (a blank name or display name takes the other), or none at all when both are blank and
 * there is no thumbnail, and the server names the group after the event (docs/decisions/023).
 */
function newGroupOf(v: EventFormValues, images: SavedImages) {
  const name = v.groupName.trim();
  const displayName = v.groupDisplayName.trim();
  if (!name && !displayName && !images.groupImageUrl) return {};
  const fallback = v.name.trim();
  return {
    eventGroup: {
      name: name || displayName || fallback,
      displayName: displayName || name || fallback,
      imageUrl: images.groupImageUrl,
    },
  };
}

/**
 * PUT /event: `id` plus only what changed from `initial` (the loaded event). Start and end always travel
 * together: with the option off, a new start must move the end too (end null = same as start).
 */
export function buildUpdateBody(
  id: number,
  initial: EventFormValues,
  v: EventFormValues,
  images: SavedImages,
): UpdateEventInput {
  const body: UpdateEventInput = { id };
  if (v.name.trim() !== initial.name.trim()) body.name = v.name;
  if (v.eventType !== initial.eventType) body.eventType = v.eventType;
  if (v.location.trim() !== initial.location.trim() || v.eventType !== initial.eventType)
    body.location = v.location;
  if (quotaToBody(v.quota) !== quotaToBody(initial.quota)) body.quota = quotaToBody(v.quota);
  if (maxCompanionsToBody(v.maxCompanions) !== maxCompanionsToBody(initial.maxCompanions))
    body.maxCompanions = maxCompanionsToBody(v.maxCompanions);
  if (descriptionToBody(v.description) !== descriptionToBody(initial.description))
    body.description = descriptionToBody(v.description);
  if (v.categoryId !== initial.categoryId) body.eventCategoryId = idOf(v.categoryId);
  if (v.status !== initial.status) body.status = v.status;
  if (v.groupId !== initial.groupId) body.eventGroupId = idOf(v.groupId);
  if (v.creator?.id !== initial.creator?.id) body.eventUserId = v.creator?.id;
  const initialImage = initial.image.kind === 'saved' ? initial.image.url : null;
  if (images.imageUrl !== initialImage) body.imageUrl = images.imageUrl;
  const before = datesOf(initial);
  const after = datesOf(v);
  if (before.startDate !== after.startDate || before.endDate !== after.endDate) Object.assign(body, after);
  return body;
}
