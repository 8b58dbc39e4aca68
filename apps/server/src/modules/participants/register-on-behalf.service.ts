import {
  CHECK_IN_MESSAGES,
  EVENT_NOT_FOUND,
  REGISTRATION_MESSAGES,
  type RegisterOnBehalfBody,
  type Registration,
} from '@alumni/contract';
import type { Db } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { withAdminActivity } from '../activity-log/activity-log.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { eventUrl, notificationText } from '../notifications/notifications.texts.ts';

/** Thrown inside the transaction when the member got registered concurrently (rolls the seat back). */
class AlreadyRegistered extends Error {}

const alreadyRegistered = () => conflict(CHECK_IN_MESSAGES.alreadyRegistered, 'ALREADY_REGISTERED');

/**
 * POST /event-participant/register-on-behalf (admin, 'Tambah Peserta'; issue 18). The quota holds as in
 * registration.service.ts (the same conditional UPDATE of the event row takes the seat, so concurrent
 * registrations never overbook); past the quota only with `overQuota: true`, which the screen sends
 * after the admin confirmed 'Tetap tambahkan'. DRAFT events take no registrations, as for members; a
 * finished event may still be corrected by an admin. The member is notified; the activity is logged.
 */
export async function registerOnBehalf(
  deps: { db: Db; now: () => Date },
  admin: AuthUser,
  body: RegisterOnBehalfBody,
): Promise<Registration> {
  const now = deps.now();
  try {
    return await withAdminActivity(
      deps.db,
      async (tx) => {
        const event = await tx
          .selectFrom('events')
          .where('id', '=', body.eventId)
          .where('deleted', '=', 0)
          .where('status', '<>', 'DRAFT')
          .select(['id', 'name', 'quota'])
          .executeTakeFirst();
        if (!event) throw notFound(EVENT_NOT_FOUND, 'EVENT_NOT_FOUND');
        const member = await tx
          .selectFrom('users')
          .where('id', '=', body.userId)
          .select(['id', 'username'])
          .executeTakeFirst();
        if (!member) throw notFound('Pengguna tidak ditemukan.', 'USER_NOT_FOUND');
        const registered = await tx
          .selectFrom('event_participants')
          .where('event_id', '=', event.id)
          .where('user_id', '=', member.id)
          .select('id')
          .executeTakeFirst();
        if (registered) throw alreadyRegistered();

        // TODO(merge with issue 17): route through participants/seats.ts once the waitlist lands.
        const seat = await tx
          .updateTable('events')
          .set((eb) => ({ total_participant: eb('total_participant', '+', 1) }))
          .where('id', '=', event.id)
          .$if(body.overQuota !== true, (qb) =>
            qb.where((eb) => eb.or([eb('quota', 'is', null), eb('total_participant', '<', eb.ref('quota'))])),
          )
          .returning('total_participant')
          .executeTakeFirst();
        if (!seat) throw conflict(REGISTRATION_MESSAGES.quotaFull, 'QUOTA_FULL');
        const over = event.quota !== null && seat.total_participant > event.quota;

        const inserted = await tx
          .insertInto('event_participants')
          .values({ event_id: event.id, user_id: member.id, created_at: now.toISOString() })
          .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) throw new AlreadyRegistered();

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
            activityInfo: `Menambahkan ${member.username} sebagai peserta acara ${event.name}${over ? ' (melebihi kuota)' : ''}`,
            newValue: { userId: member.id, username: member.username, ...(over ? { overQuota: true } : {}) },
          },
        };
      },
      admin,
      now,
    );
  } catch (err) {
    if (err instanceof AlreadyRegistered) throw alreadyRegistered();
    throw err;
  }
}
