import {
  CHECK_IN_MESSAGES,
  COMPANION_MESSAGES,
  EVENT_NOT_FOUND,
  REGISTRATION_MESSAGES,
  type RegisterOnBehalfBody,
  type Registration,
} from '@alumni/contract';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { withAdminActivity } from '../activity-log/activity-log.service.ts';
import { eventUrl, notificationText, notify } from '../notifications/notifications.service.ts';
import { eventToRegisterFor, memberName } from './registration.repo.ts';
import { type RegistrationDeps, seatsContext } from './registration.service.ts';
import { takeSeat, takeSeatPastQuota } from './seats.service.ts';
import { peopleInLine } from './waitlist.repo.ts';

const alreadyRegistered = () => conflict(CHECK_IN_MESSAGES.alreadyRegistered, 'ALREADY_REGISTERED');

/**
 * POST /event-participant/register-on-behalf (admin, 'Tambah Peserta'; docs/decisions/015). The seat is taken through
 * seats.service.ts like a member's own registration (the event row locked, the waitlist served first, so nobody
 * in line is skipped and concurrent registrations never overbook); past the quota only with
 * `overQuota: true`, which the screen sends after the admin confirmed 'Tetap tambahkan'; free seats held for the
 * waitlist's first party are refused the same way, with a message naming the line (409 SEATS_HELD_FOR_LINE), and
 * taken past the line only with `overQuota: true` (docs/decisions/035-waitlist-parties.md, Follow-up). DRAFT events take no registrations, as for members; a
 * finished event may still be corrected by an admin. The member is notified; the activity is logged.
 */
export async function registerOnBehalf(
  deps: RegistrationDeps,
  admin: AuthUser,
  body: RegisterOnBehalfBody,
): Promise<Registration> {
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      const event = await eventToRegisterFor(tx, body.eventId);
      if (!event) throw notFound(EVENT_NOT_FOUND, 'EVENT_NOT_FOUND');
      // The member's companions, within the event's 'Pendamping per anggota' (docs/decisions/031-companions.md).
      const companions = body.companions ?? 0;
      if (companions > event.max_companions)
        throw badRequest(COMPANION_MESSAGES.tooMany(event.max_companions), 'TOO_MANY_COMPANIONS');
      const party = { companions, companionNames: null };
      const member = await memberName(tx, body.userId);
      if (!member) throw notFound('Pengguna tidak ditemukan.', 'USER_NOT_FOUND');
      const ctx = seatsContext(deps, now);
      let taken = await takeSeat(tx, ctx, event.id, member.id, party);
      if (taken.outcome === 'gone') throw notFound(EVENT_NOT_FOUND, 'EVENT_NOT_FOUND');
      if (taken.outcome === 'already') throw alreadyRegistered();
      let over = false;
      let aheadOfLine = false;
      if (taken.outcome === 'full') {
        // Free seats refused while people wait are the line's (docs/decisions/035-waitlist-parties.md, Follow-up):
        // the committee hears whose they are, and adds past the line only on purpose ('Tetap tambahkan').
        const free = event.quota === null ? 0 : event.quota - taken.totalParticipant;
        const waiting = free > 0 ? await peopleInLine(tx, event.id) : 0;
        if (body.overQuota !== true) {
          if (waiting > 0)
            throw conflict(REGISTRATION_MESSAGES.seatsHeldForLine(free, waiting), 'SEATS_HELD_FOR_LINE');
          throw conflict(REGISTRATION_MESSAGES.quotaFull, 'QUOTA_FULL');
        }
        const forced = await takeSeatPastQuota(tx, ctx, event.id, member.id, party);
        if (!forced.added) throw alreadyRegistered();
        taken = { outcome: 'taken', totalParticipant: forced.totalParticipant };
        over = event.quota !== null && forced.totalParticipant > event.quota;
        aheadOfLine = waiting > 0;
      }
      const seat = { total_participant: taken.totalParticipant };

      await notify(tx, {
        userId: member.id,
        actorId: admin.id,
        content: notificationText.registeredByAdmin(event.name),
        redirectUrl: eventUrl(event.id),
        now,
      });
      return {
        result: { registered: true, totalParticipant: seat.total_participant },
        activity: {
          module: 'Partisipan',
          action: 'Tambah',
          activityInfo: `Menambahkan ${member.username} sebagai peserta acara ${event.name}${over ? ' (melebihi kuota)' : ''}${aheadOfLine ? ' (mendahului daftar tunggu)' : ''}`,
          newValue: {
            userId: member.id,
            username: member.username,
            ...(companions > 0 ? { companions } : {}),
            ...(over ? { overQuota: true } : {}),
            ...(aheadOfLine ? { aheadOfLine: true } : {}),
          },
        },
      };
    },
    admin,
    now,
  );
}
