import type { EventStatus } from '@alumni/contract';
import type { Dialect, Executor } from '../../db/index.ts';
import { parseCompanionNames } from '../../lib/companion-names.ts';
import type { Viewer } from '../events/events.service.ts';
import { type ReminderSettings, remindDue } from './reminders.service.ts';
import { tellHeadBlocked, tellPromoted } from './seat-notices.service.ts';
import {
  deleteMembersParticipations,
  deleteParticipation,
  eventsJoinedBy,
  insertCountedSeat,
  lockEventSeats,
  moveSeatCounters,
  participationOf,
  seatStateOf,
  updateParticipationParty,
} from './seats.repo.ts';
import {
  changeLineParty,
  firstInLine,
  leaveLine,
  removeLineEntry,
  removeMembersFromLines,
  waitingAhead,
} from './waitlist.repo.ts';

/**
 * The one owner of an event's seats (docs/decisions/012): `event_participants` rows and the counter
 * `events.total_participant` that mirrors them change only here, always together and always inside the
 * caller's transaction. Every seat change of one event first locks the event row (`SELECT … FOR UPDATE`
 * on PostgreSQL; SQLite runs one writer at a time), so the quota check, the insert and the counter see
 * one consistent state and concurrent requests queue instead of overbooking.
 *
 * The waitlist (docs/decisions/013) is served here too: whenever seats free (a member cancels, an admin cancels a
 * participant, a party is made smaller, the quota is raised, a member is deleted) the first in line takes them in
 * the same transaction and is told (seat-notices.service.ts), and a member registering directly never gets ahead of
 * anyone already waiting. The line holds parties (docs/decisions/035-waitlist-parties.md) and is served in strict
 * order: the first party takes its 1 + companions seats when they are all free, and nobody behind it is served
 * before it.
 */

/** What a seat change needs from its caller (a seat taken inside the reminder window is reminded at once). */
export interface SeatsContext extends ReminderSettings {
  dialect: Dialect;
  now: Date;
}

/** The event row as the seats see it: the quota and the count, plus what a promotion notice names. */
export interface LockedSeats {
  id: number;
  name: string;
  quota: number | null;
  totalParticipant: number;
  deleted: boolean;
  /** ISO instants: whether a seat taken now is inside the reminder window; whether the event is finished. */
  startDate: string;
  endDate: string;
  status: EventStatus;
  creatorId: number | null;
  /** 'Pendamping per anggota' (docs/decisions/031-companions.md). */
  maxCompanions: number;
  /** Published and not ended: only then does the line move. */
  open: (now: Date) => boolean;
}

/**
 * Locks the event row for the rest of the transaction (PostgreSQL); undefined when it does not exist, or with a
 * `viewer` when they may not see it (deleted, or a draft to a member: a member's registration, docs/decisions/049).
 */
export async function lockSeats(
  tx: Executor,
  dialect: Dialect,
  eventId: number,
  viewer?: Viewer,
): Promise<LockedSeats | undefined> {
  const row = await lockEventSeats(tx, dialect, eventId, viewer);
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    quota: row.quota,
    totalParticipant: row.total_participant,
    deleted: row.deleted === 1,
    startDate: row.start_date ?? '',
    endDate: row.end_date ?? '',
    status: row.status as EventStatus,
    creatorId: row.user_id,
    maxCompanions: row.max_companions,
    open: (now) => row.deleted === 0 && row.status === 'PUBLISH' && Date.parse(row.end_date) > now.getTime(),
  };
}

/** Whether `need` seats (one by default) are left under the quota (none = unlimited). */
export const hasFreeSeat = (s: Pick<LockedSeats, 'quota' | 'totalParticipant'>, need = 1) =>
  s.quota === null || s.totalParticipant + need <= s.quota;

/**
 * A member's party (docs/decisions/031-companions.md): the member and their companions take 1 + companions seats,
 * and `events.total_participant` counts seats, not rows; `events.companion_seats` moves with it (the companions
 * among those seats), so total_participant − companion_seats is the number of registrations.
 */
export interface Party {
  companions: number;
  companionNames: string[] | null;
}
const ALONE: Party = { companions: 0, companionNames: null };
const seatsOf = (p: Party) => 1 + p.companions;
const namesJson = (p: Party) =>
  p.companionNames && p.companionNames.length > 0 ? JSON.stringify(p.companionNames) : null;

export async function isParticipant(tx: Executor, eventId: number, userId: number): Promise<boolean> {
  return (await participationOf(tx, eventId, userId)) !== undefined;
}

/** Inserts the participation (no-op when present) and moves the counter with it; the seats added (0 when present). */
async function insertSeat(
  tx: Executor,
  eventId: number,
  userId: number,
  at: string,
  party: Party = ALONE,
): Promise<number> {
  const stored = { companions: party.companions, companionNames: namesJson(party) };
  return (await insertCountedSeat(tx, eventId, userId, at, stored, seatsOf(party))) ? seatsOf(party) : 0;
}

export type TakeOutcome = 'taken' | 'already' | 'full' | 'gone';

/**
 * A member takes a seat of a live event while one is left under the quota. 'already' when they hold one,
 * 'full' when none is left, 'gone' when the event was deleted meanwhile. The line is served first, so a
 * member who registers directly never takes a seat someone is waiting for. Returns the count after. `locked`: the
 * event as the caller locked it already in this transaction (lockSeats).
 */
export async function takeSeat(
  tx: Executor,
  ctx: SeatsContext,
  eventId: number,
  userId: number,
  party: Party = ALONE,
  locked?: LockedSeats,
): Promise<{ outcome: TakeOutcome; totalParticipant: number }> {
  const seats = locked ?? (await lockSeats(tx, ctx.dialect, eventId));
  if (!seats || seats.deleted) return { outcome: 'gone', totalParticipant: seats?.totalParticipant ?? 0 };
  // The member's seat, their place in line and the line's first party, read once (docs/decisions/049).
  const state = await seatStateOf(tx, eventId, userId);
  if (state.participation_id !== null)
    return { outcome: 'already', totalParticipant: seats.totalParticipant };
  const served = await serveLine(tx, ctx, seats, false, { head: headOf(state) });
  let total = served.total;
  if (served.promoted.includes(userId)) return { outcome: 'taken', totalParticipant: total };
  if (!hasFreeSeat({ quota: seats.quota, totalParticipant: total }, seatsOf(party)))
    return { outcome: 'full', totalParticipant: total };
  // Free seats the line is waiting for (its first party does not fit yet) are not for anyone behind it
  // (docs/decisions/035-waitlist-parties.md); the first in line may take them with a party that fits.
  if (seats.quota !== null) {
    const ahead =
      served.head === undefined
        ? (await waitingAhead(tx, eventId, userId)) > 0
        : served.head !== null && served.head.user_id !== userId;
    if (ahead) return { outcome: 'full', totalParticipant: total };
  }
  total += await insertSeat(tx, eventId, userId, ctx.now.toISOString(), party);
  if (state.line_id !== null) await leaveLine(tx, eventId, userId);
  await remindDue(tx, ctx, ctx.now, { eventId, userIds: [userId], startDate: seats.startDate });
  return { outcome: 'taken', totalParticipant: total };
}

/** The first party in line as seatStateOf read it, or null when nobody waits. */
function headOf(state: Awaited<ReturnType<typeof seatStateOf>>): LineHead | null {
  if (state.head_id === null || state.head_user_id === null) return null;
  return {
    id: state.head_id,
    user_id: state.head_user_id,
    companions: state.head_companions ?? 0,
    companion_names: state.head_companion_names ?? null,
  };
}

export type PartyOutcome = 'changed' | 'waiting' | 'not-registered' | 'no-room' | 'gone';

/**
 * The member changes their party size (docs/decisions/031-companions.md): more companions only while the
 * quota has room for them; fewer free seats, which the line takes at once. A member in the line changes the party
 * they wait with ('waiting' after, or 'changed' when the smaller party now took its seats). Returns the count after.
 */
export async function changeParty(
  tx: Executor,
  ctx: SeatsContext,
  eventId: number,
  userId: number,
  party: Party,
): Promise<{ outcome: PartyOutcome; totalParticipant: number }> {
  const seats = await lockSeats(tx, ctx.dialect, eventId);
  if (!seats || seats.deleted) return { outcome: 'gone', totalParticipant: seats?.totalParticipant ?? 0 };
  const row = await participationOf(tx, eventId, userId);
  if (!row) {
    // A waiting member changes the party they wait with (docs/decisions/035-waitlist-parties.md): their place stays,
    // and a smaller party at the head of the line may fit the free seats at once.
    if (!(await changeLineParty(tx, eventId, userId, party)))
      return { outcome: 'not-registered', totalParticipant: seats.totalParticipant };
    const served = await serveLine(tx, ctx, seats);
    return {
      outcome: served.promoted.includes(userId) ? 'changed' : 'waiting',
      totalParticipant: served.total,
    };
  }
  const delta = party.companions - row.companions;
  if (delta > 0 && !hasFreeSeat(seats, delta))
    return { outcome: 'no-room', totalParticipant: seats.totalParticipant };
  // A party checked in and then made smaller: no more arrived than the party now holds.
  await updateParticipationParty(tx, row.id, {
    companions: party.companions,
    companionNames: namesJson(party),
  });
  if (delta !== 0) await moveSeatCounters(tx, eventId, delta, delta);
  const after = { ...seats, totalParticipant: seats.totalParticipant + delta };
  const served = delta < 0 ? await serveLine(tx, ctx, after, true) : { total: after.totalParticipant };
  return { outcome: 'changed', totalParticipant: served.total };
}

/**
 * Gives the free seats of a locked event to the line in strict order (docs/decisions/035-waitlist-parties.md): the
 * first party takes its 1 + companions seats when all of them are free; when they are not, the line stops there and
 * nobody behind is served first (the seats wait for that party, or for it to come with fewer people). Each promoted
 * member is told how many people the seats are for. With `freed` (seats were just given up), a first party that
 * still does not fit is told how many seats are free. Nothing moves while the event is unpublished, finished or
 * deleted. Returns the promoted user ids and the seat count after.
 */
async function serveLine(
  tx: Executor,
  ctx: SeatsContext,
  seats: LockedSeats,
  freed = false,
  known?: { head: LineHead | null },
): Promise<{ promoted: number[]; total: number; head?: LineHead | null }> {
  if (!seats.open(ctx.now)) return { promoted: [], total: seats.totalParticipant, head: known?.head };
  const at = ctx.now.toISOString();
  const promoted: { userId: number; people: number }[] = [];
  let total = seats.totalParticipant;
  // The first in line when the loop stops: null when nobody waits, undefined when it stopped without looking.
  let head: LineHead | null | undefined;
  let next = known;
  while (hasFreeSeat({ quota: seats.quota, totalParticipant: total })) {
    const first = next ? next.head : ((await firstInLine(tx, seats.id)) ?? null);
    next = undefined;
    head = first;
    if (!first) break;
    const party: Party = {
      companions: first.companions,
      companionNames: parseCompanionNames(first.companion_names),
    };
    if (!hasFreeSeat({ quota: seats.quota, totalParticipant: total }, seatsOf(party))) {
      if (freed && seats.quota !== null)
        await tellHeadBlocked(tx, ctx, { id: seats.id, name: seats.name }, first.user_id, {
          free: seats.quota - total,
          people: seatsOf(party),
        });
      break;
    }
    await removeLineEntry(tx, first.id);
    total += await insertSeat(tx, seats.id, first.user_id, at, party);
    promoted.push({ userId: first.user_id, people: seatsOf(party) });
    head = undefined;
  }
  if (promoted.length > 0) {
    await tellPromoted(tx, ctx, { id: seats.id, name: seats.name }, promoted);
    await remindDue(tx, ctx, ctx.now, {
      eventId: seats.id,
      userIds: promoted.map((p) => p.userId),
      startDate: seats.startDate,
    });
  }
  return { promoted: promoted.map((p) => p.userId), total, head };
}

/** The first party in line (firstInLine's row). */
type LineHead = NonNullable<Awaited<ReturnType<typeof firstInLine>>>;

/**
 * Serves the line after something freed seats outside this module (the quota was raised, the event was
 * published again): locks the event, then gives its free seats to the first in line. With `freed` (seats were
 * given up, or the quota raised), a first party that does not fit is told. Returns the promoted user ids.
 */
export async function fillFreeSeats(
  tx: Executor,
  ctx: SeatsContext,
  eventId: number,
  freed = false,
): Promise<number[]> {
  const seats = await lockSeats(tx, ctx.dialect, eventId);
  return seats ? (await serveLine(tx, ctx, seats, freed)).promoted : [];
}

/**
 * An admin's 'Tambah Peserta' past a full quota, after 'Tetap tambahkan' (docs/decisions/015): the seat is added over
 * the quota, the member leaves any line they stood in, and a seat taken inside the reminder window is
 * reminded at once. The caller has tried takeSeat first (which serves the line), so nobody is skipped.
 */
export async function takeSeatPastQuota(
  tx: Executor,
  ctx: SeatsContext,
  eventId: number,
  userId: number,
  party: Party = ALONE,
): Promise<{ added: boolean; totalParticipant: number }> {
  const seats = await lockSeats(tx, ctx.dialect, eventId);
  if (!seats || seats.deleted) return { added: false, totalParticipant: seats?.totalParticipant ?? 0 };
  const added = await insertSeat(tx, eventId, userId, ctx.now.toISOString(), party);
  if (added === 0) return { added: false, totalParticipant: seats.totalParticipant };
  await leaveLine(tx, eventId, userId);
  await remindDue(tx, ctx, ctx.now, { eventId, userIds: [userId], startDate: seats.startDate });
  return { added: true, totalParticipant: seats.totalParticipant + added };
}

/**
 * A seat given regardless of the quota: the creator of a new event, or a new creator set by an admin
 * (the creator is always a participant, docs/spec.md §4 'Pembuat Acara'). The caller checks that the
 * quota fits. Returns 1 when a seat was added, 0 when they already had one.
 */
export async function addSeat(tx: Executor, eventId: number, userId: number, at: string): Promise<0 | 1> {
  return (await insertSeat(tx, eventId, userId, at)) > 0 ? 1 : 0;
}

/**
 * The member's seat is given up (their own cancel or an admin's), and the first in line takes it.
 * Returns whether they had one and the count after.
 */
export async function releaseSeat(
  tx: Executor,
  ctx: SeatsContext,
  eventId: number,
  userId: number,
): Promise<{ released: boolean; totalParticipant: number }> {
  const seats = await lockSeats(tx, ctx.dialect, eventId);
  if (!seats) return { released: false, totalParticipant: 0 };
  const removed = await deleteParticipation(tx, eventId, userId);
  if (!removed) return { released: false, totalParticipant: seats.totalParticipant };
  const freed = 1 + removed.companions;
  await moveSeatCounters(tx, eventId, -freed, -removed.companions);
  const after = { ...seats, totalParticipant: seats.totalParticipant - freed };
  const served = await serveLine(tx, ctx, after, true);
  return { released: true, totalParticipant: served.total };
}

/**
 * Before members are deleted: they leave every line, every event they joined drops their seats (the rows
 * and the counter, one UPDATE and one DELETE), and each such event's line takes the freed seats. Returns
 * the ids of the events that lost a seat.
 */
export async function removeMembersSeats(
  tx: Executor,
  ctx: SeatsContext,
  userIds: readonly number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const ids = [...userIds];
  const lines = await removeMembersFromLines(tx, ids);
  // A line whose first party just left may now fit its next party into seats that were held.
  const serveLines = async (except: readonly number[]) => {
    for (const eventId of lines) if (!except.includes(eventId)) await fillFreeSeats(tx, ctx, eventId, true);
  };
  const affected = await eventsJoinedBy(tx, ids);
  if (affected.length === 0) {
    await serveLines([]);
    return [];
  }
  await deleteMembersParticipations(tx, ids, affected);
  for (const eventId of affected) await fillFreeSeats(tx, ctx, eventId, true);
  await serveLines(affected);
  return affected;
}
