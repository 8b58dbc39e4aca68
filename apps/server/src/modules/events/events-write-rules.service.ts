import { type ErrorCode, EVENT_NOT_FOUND, EVENT_WRITE_MESSAGES as M } from '@alumni/contract';
import { sql } from 'kysely';
import type { Db, Dialect, Executor } from '../../db/index.ts';
import type { EventRow } from '../../db/types.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { formatEventDate, parseEventDate } from '../../lib/dates.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { ImageStore } from '../uploads/image-store.service.ts';
import { isOurUpload } from '../uploads/uploads.service.ts';
import { readEventDetail } from './events.service.ts';
import { categoryExists, groupExists, lockLiveEventRow, userExists } from './events-write.repo.ts';

/** What the admin write side of events needs from the app. */
export interface EventWriteDeps {
  db: Db;
  dialect: Dialect;
  /** Community zone of the API's 'DD/MM/YYYY HH:mm' dates. */
  timeZone: string;
  now: () => Date;
  /** Where uploads live (modules/uploads/image-store.service.ts). */
  images: ImageStore;
  scryptLogN: number;
  /** The site's address, for mailed links and .ics files (waitlist promotions, change notices). */
  publicUrl: string;
  /** The sender address: the ORGANIZER of a change notice's .ics. */
  mailFrom: string;
  /** REMINDER_HOURS: a member given a seat inside the window is reminded at once. */
  reminderHours: number;
}

/** A 400 naming the offending field, so the form can show the message beside it. */
export const invalidField = (message: string, code: ErrorCode, path: string) =>
  badRequest(message, code, [{ path, message }]);

export const eventNotFound = () => notFound(EVENT_NOT_FOUND, 'EVENT_NOT_FOUND');

/**
 * 'DD/MM/YYYY HH:mm' in the community zone -> ISO instant. The contract already checked the format;
 * what can still fail here is a wall time the zone skips (a DST gap).
 */
export function toInstant(text: string, timeZone: string, message: string, path: string): string {
  const iso = parseEventDate(text, timeZone);
  if (!iso) throw invalidField(message, 'DATE_INVALID', path);
  return iso;
}

export function requireEndAfterStart(startIso: string, endIso: string): void {
  if (Date.parse(endIso) < Date.parse(startIso))
    throw invalidField(M.endBeforeStart, 'END_BEFORE_START', 'endDate');
}

/**
 * Whether an image path may be saved: null/undefined always, a string only when POST /upload produced it
 * and the file is still there. Checked before the transaction (it touches the disk).
 */
export async function imageOnDisk(value: string | null | undefined, images: ImageStore): Promise<boolean> {
  return typeof value === 'string' ? isOurUpload(value, images) : true;
}

export const imageInvalid = (path: string) => invalidField(M.imageInvalid, 'IMAGE_INVALID', path);

export async function requireCategory(tx: Executor, id: number): Promise<void> {
  if (!(await categoryExists(tx, id)))
    throw invalidField(M.categoryNotFound, 'CATEGORY_NOT_FOUND', 'eventCategoryId');
}

export async function requireGroup(tx: Executor, id: number, path: string): Promise<void> {
  if (!(await groupExists(tx, id))) throw invalidField(M.groupNotFound, 'GROUP_NOT_FOUND', path);
}

export async function requireUser(tx: Executor, id: number): Promise<void> {
  if (!(await userExists(tx, id))) throw invalidField(M.creatorNotFound, 'CREATOR_NOT_FOUND', 'eventUserId');
}

/**
 * A non-deleted event, locked for the rest of the transaction on PostgreSQL (SQLite runs one writer at a
 * time anyway), so the quota check below sees the participant count a registration cannot move meanwhile.
 */
export async function lockLiveEvent(tx: Executor, dialect: Dialect, id: number): Promise<EventRow> {
  const row = await lockLiveEventRow(tx, dialect, id);
  if (!row) throw eventNotFound();
  return row;
}

export function requireQuotaFits(quota: number | null, participants: number): void {
  if (quota !== null && quota < participants)
    throw invalidField(M.quotaBelowParticipants(participants), 'QUOTA_BELOW_PARTICIPANTS', 'quota');
}

/** The event's main fields in the API's names: what the activity log shows before / after a change. */
export type SnapshotFields = Omit<
  EventRow,
  | 'id'
  | 'total_viewer'
  | 'total_participant'
  | 'companion_seats'
  | 'ics_sequence'
  | 'deleted'
  | 'created_at'
  | 'updated_at'
  // 'Album Foto' settings have their own endpoint and log row (album.service.ts).
  | 'album_public'
  | 'album_committee_only'
>;

export function eventSnapshot(row: SnapshotFields, timeZone: string) {
  return {
    name: row.name,
    eventType: row.event_type,
    eventCreationType: row.event_creation_type,
    location: row.location,
    quota: row.quota,
    maxCompanions: row.max_companions,
    description: row.description,
    eventCategoryId: row.event_category_id,
    eventGroupId: row.event_group_id,
    eventUserId: row.user_id,
    startDate: formatEventDate(row.start_date, timeZone),
    endDate: formatEventDate(row.end_date, timeZone),
    status: row.status,
    imageUrl: row.image_url,
  };
}

/** The saved event as the admin sees it (read inside the transaction, so it is what commits). */
export async function savedEventDetail(tx: Executor, deps: EventWriteDeps, admin: AuthUser, id: number) {
  const detail = await readEventDetail(tx, deps, { userId: admin.id, isAdmin: true }, id);
  // Just written in this transaction: missing here would be a bug, not a client error.
  if (!detail) throw new AppError(500, 'INTERNAL', 'Acara yang baru disimpan tidak dapat dibaca.');
  return detail;
}

/** lower(column) = value, for the case-insensitive unique indexes on users. */
export const lowerEquals = (column: 'username' | 'email', value: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = ${value.toLowerCase()}`;
