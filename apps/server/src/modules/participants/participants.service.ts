import {
  type CurrentParticipantsQuery,
  GUEST_PARTICIPANT_LIMIT,
  PARTICIPANTS_DEFAULT_LIMIT,
  PARTICIPANTS_MAX_LIMIT,
  PARTICIPANTS_NEED_LOGIN,
  type Participant,
} from '@alumni/contract';
import type { Db } from '../../db/index.ts';
import { parseCompanionNames } from '../../lib/companion-names.ts';
import { unauthorized } from '../../lib/errors.ts';
import { toPage } from '../../lib/pagination.ts';
import { requireVisibleEvent, type Viewer } from '../events/events.service.ts';
import { eventPaymentStates } from '../funds/fund-standing.service.ts';
import { checkInTimes, countCheckedIn } from './attendance.service.ts';
import {
  eventHeadCounts,
  findParticipantPage,
  findVisibleEventParticipantPage,
  type ParticipantRow,
} from './participants.repo.ts';

/**
 * GET /event-participant/get-current. Visitors see the first avatars only (at most 3, first page, no
 * search); the full list needs sign-in (docs/spec.md §6). The event must be visible to the caller.
 */
export async function listCurrentParticipants(
  db: Db,
  viewer: Viewer,
  q: CurrentParticipantsQuery,
): Promise<{
  participants: Participant[];
  total: number;
  checkedInTotal?: number;
  peopleTotal?: number;
  arrivedTotal?: number;
}> {
  const guest = viewer.userId === null;
  if (guest && q.name !== undefined) throw unauthorized(PARTICIPANTS_NEED_LOGIN, 'LOGIN_REQUIRED');
  const page = guest
    ? toPage({ limit: q.limit }, { defaultLimit: GUEST_PARTICIPANT_LIMIT, maxLimit: GUEST_PARTICIPANT_LIMIT })
    : toPage(q, { defaultLimit: PARTICIPANTS_DEFAULT_LIMIT, maxLimit: PARTICIPANTS_MAX_LIMIT });
  const search = guest ? undefined : q.name;
  let found: { total: number; people?: number; creatorId: number | null; rows: ParticipantRow[] } | null =
    null;
  if (search === undefined) found = await findVisibleEventParticipantPage(db, viewer, q.eventId, page);
  if (!found) {
    // A search, or no row to carry them (invisible event, page past the end): the event on its own (404).
    const event = await requireVisibleEvent(db, viewer, q.eventId);
    found =
      search === undefined
        ? { ...(await eventHeadCounts(db, event.id)), creatorId: event.creatorId, rows: [] }
        : { ...(await findParticipantPage(db, event.id, search, page)), creatorId: event.creatorId };
  }
  const { creatorId, rows } = found;
  // Admins also see attendance (docs/decisions/015): 'Hadir' per person and 'N dari M hadir', and who paid
  // the event's fee (docs/decisions/028); and people besides registrations (docs/decisions/031-companions.md).
  const ids = rows.map((r) => r.id);
  const attendance = viewer.isAdmin
    ? await Promise.all([
        checkInTimes(db, q.eventId, ids),
        countCheckedIn(db, q.eventId),
        eventPaymentStates(db, q.eventId, ids),
        found.people ?? (await eventHeadCounts(db, q.eventId)).people,
      ])
    : null;
  // Companion names go to admins and to the member themself only. The read cache serves one answer to every
  // member not on the page (docs/decisions/039): whatever else differs per member must be on the page's rows too.
  // Each row is one literal with the optional fields set after it, never a spread followed by more fields
  // (docs/conventions.md "Objects on hot paths").
  const participants = rows.map((r) => {
    const item: Participant = {
      id: r.id,
      name: r.name,
      username: r.username,
      picture: r.picture,
      order: r.ord,
      isCreator: creatorId !== null && r.id === creatorId,
      deceased: r.deceased === 1,
      companions: r.companions,
    };
    if (attendance) {
      const door = attendance[0].get(r.id);
      item.checkedInAt = door?.checkedInAt ?? null;
      item.arrived = door?.arrived ?? null;
      item.payment = attendance[2]?.get(r.id) ?? null;
    }
    if (viewer.isAdmin || r.id === viewer.userId)
      item.companionNames = parseCompanionNames(r.companion_names);
    return item;
  });
  if (!attendance) return { total: found.total, participants };
  return {
    total: found.total,
    checkedInTotal: attendance[1].rows,
    peopleTotal: attendance[3],
    arrivedTotal: attendance[1].people,
    participants,
  };
}
