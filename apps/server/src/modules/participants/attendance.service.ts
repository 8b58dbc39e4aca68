import { type AttendanceSummary, CHECK_IN_MESSAGES, isAdminRole } from '@alumni/contract';
import type { Executor } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { forbidden } from '../../lib/errors.ts';
import { attendanceCounts, attendedBy, checkedInCounts, checkInRows } from './check-in.repo.ts';

/**
 * Attendance (docs/decisions/015): who of an event's participants is checked in, how many, and which events a
 * member attended. Read-only; check-in.service.ts writes it.
 */

/** Check-in instants and arrived counts of these users on the event (a page of the admin participant list). */
export async function checkInTimes(
  db: Executor,
  eventId: number,
  userIds: number[],
): Promise<Map<number, { checkedInAt: string | null; arrived: number | null }>> {
  if (userIds.length === 0) return new Map();
  const rows = await checkInRows(db, eventId, userIds);
  return new Map(rows.map((r) => [r.user_id, { checkedInAt: r.checked_in_at, arrived: r.arrived }]));
}

/**
 * How many of the event's participants are checked in ('N dari M hadir'), and how many people arrived (each
 * checked-in party's arrived count, docs/decisions/031-companions.md).
 */
export async function countCheckedIn(
  db: Executor,
  eventId: number,
): Promise<{ rows: number; people: number }> {
  const row = await checkedInCounts(db, eventId);
  return { rows: Number(row.n), people: Number(row.people) };
}

/**
 * GET /event-participant/attended: of `eventIds`, the events `userId` was checked in at. The member
 * themself or an admin only: attendance is not part of the public profile.
 */
export async function attendedEvents(
  db: Executor,
  viewer: AuthUser,
  userId: number,
  eventIds: number[],
): Promise<{ eventId: number; checkedInAt: string }[]> {
  if (viewer.id !== userId && !isAdminRole(viewer.role)) throw forbidden(CHECK_IN_MESSAGES.notOwner);
  if (eventIds.length === 0) return [];
  const rows = await attendedBy(db, userId, eventIds);
  return rows.map((r) => ({ eventId: r.event_id, checkedInAt: r.checked_in_at as string }));
}

/** GET /event-participant/attendance-summary (admin): people arrived and registered per event, in the asked order. */
export async function attendanceSummary(db: Executor, eventIds: number[]): Promise<AttendanceSummary[]> {
  if (eventIds.length === 0) return [];
  // People, not rows (docs/decisions/031-companions.md): each party is 1 + companions, of whom `arrived` came.
  const rows = await attendanceCounts(db, eventIds);
  const byId = new Map(rows.map((r) => [r.event_id, r]));
  return eventIds.map((eventId) => {
    const r = byId.get(eventId);
    return { eventId, attended: Number(r?.attended ?? 0), registered: Number(r?.registered ?? 0) };
  });
}
