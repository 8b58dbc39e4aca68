import { CHECK_IN_MESSAGES, isAdminRole, type Ticket } from '@alumni/contract';
import type { Db } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { parseCompanionNames } from '../../lib/companion-names.ts';
import { formatEventDate } from '../../lib/dates.ts';
import { notFound } from '../../lib/errors.ts';
import { requireVisibleEvent } from '../events/events.service.ts';
import { registrationOrder, ticketRow } from './check-in.repo.ts';
import { makeCheckInCode, makeShortCode } from './check-in-code.service.ts';

/**
 * GET /event-participant/ticket: the signed-in member's 'Tiket Saya' for an event they hold a seat at
 * (docs/decisions/015). Only the owner ever gets a ticket's code: it is recomputed here, never stored or listed.
 */
export async function getTicket(
  deps: { db: Db; codeKey: Buffer; timeZone: string },
  me: AuthUser,
  eventId: number,
): Promise<Ticket> {
  const ref = await requireVisibleEvent(deps.db, { userId: me.id, isAdmin: isAdminRole(me.role) }, eventId);
  const row = await ticketRow(deps.db, ref.id, me.id);
  if (!row) throw notFound(CHECK_IN_MESSAGES.noTicket, 'NO_TICKET');
  const order = await registrationOrder(deps.db, ref.id, row.id);
  return {
    eventId: ref.id,
    eventName: row.name,
    startDate: formatEventDate(row.start_date, deps.timeZone),
    endDate: formatEventDate(row.end_date, deps.timeZone),
    location: row.location,
    name: me.name,
    username: me.username,
    code: makeCheckInCode(deps.codeKey, ref.id, row.id),
    shortCode: makeShortCode(deps.codeKey, ref.id, row.id),
    order,
    checkedInAt: row.checked_in_at,
    // The party (docs/decisions/031-companions.md): the code stays the member's own.
    companions: row.companions,
    companionNames: parseCompanionNames(row.companion_names),
    arrived: row.arrived,
  };
}
