import {
  type CurrentParticipantsQuery,
  GUEST_PARTICIPANT_LIMIT,
  PARTICIPANTS_DEFAULT_LIMIT,
  PARTICIPANTS_MAX_LIMIT,
  PARTICIPANTS_NEED_LOGIN,
  type Participant,
} from '@alumni/contract';
import type { Db } from '../../db/index.ts';
import { unauthorized } from '../../lib/errors.ts';
import { toPage } from '../../lib/pagination.ts';
import { requireVisibleEvent, type Viewer } from '../events/events.service.ts';
import { findParticipantPage } from './participants.repo.ts';

/**
 * GET /event-participant/get-current. Visitors see the first avatars only (at most 3, first page, no
 * search); the full list needs sign-in (docs/spec.md §6). The event must be visible to the caller.
 */
export async function listCurrentParticipants(
  db: Db,
  viewer: Viewer,
  q: CurrentParticipantsQuery,
): Promise<{ participants: Participant[]; total: number }> {
  const guest = viewer.userId === null;
  if (guest && q.name !== undefined) throw unauthorized(PARTICIPANTS_NEED_LOGIN, 'LOGIN_REQUIRED');
  const event = await requireVisibleEvent(db, viewer, q.eventId);
  const page = guest
    ? toPage({ limit: q.limit }, { defaultLimit: GUEST_PARTICIPANT_LIMIT, maxLimit: GUEST_PARTICIPANT_LIMIT })
    : toPage(q, { defaultLimit: PARTICIPANTS_DEFAULT_LIMIT, maxLimit: PARTICIPANTS_MAX_LIMIT });
  const { total, rows } = await findParticipantPage(
    db,
    event.id,
    guest ? undefined : q.name,
    page,
    event.totalParticipant,
  );
  return {
    total,
    participants: rows.map((r) => ({
      id: r.id,
      name: r.name,
      username: r.username,
      picture: r.picture,
      order: r.ord,
      isCreator: event.creatorId !== null && r.id === event.creatorId,
    })),
  };
}
