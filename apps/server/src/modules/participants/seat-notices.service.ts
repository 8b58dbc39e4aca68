import { WAITLIST_TEXT } from '@alumni/contract';
import type { Executor } from '../../db/index.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { eventUrl, notifyMany } from '../notifications/notifications.service.ts';
import { membersToTell } from './seats.repo.ts';

/** The mail a member gets when the waitlist gives them their seats (docs/decisions/013, 035). */
export function promotedMail(name: string, event: string, link: string, people = 1) {
  return renderMail({
    greeting: `Halo ${name},`,
    intro:
      people > 1
        ? [
            `Kursi untuk ${people} orang tersedia pada acara ${event}, dan rombongan Anda yang pertama di daftar tunggu.`,
            `Anda dan pendamping (${people} orang) kini terdaftar sebagai peserta. Jika berhalangan, batalkan pendaftaran atau kurangi pendamping di halaman acara agar kursinya bisa dipakai anggota lain.`,
          ]
        : [
            `Ada kursi yang kosong pada acara ${event}, dan Anda yang pertama di daftar tunggu.`,
            'Anda kini terdaftar sebagai peserta. Jika berhalangan, batalkan pendaftaran di halaman acara agar kursinya bisa dipakai anggota lain.',
          ],
    action: { label: 'Lihat Acara', url: link },
  });
}

/**
 * Tells members the line gave them their seats: an in-app notification (from the system) and an e-mail
 * through the outbox, both in the transaction of the promotion; a party hears how many people the seats are for.
 */
export async function tellPromoted(
  tx: Executor,
  ctx: { now: Date; publicUrl: string },
  event: { id: number; name: string },
  parties: readonly { userId: number; people: number }[],
): Promise<void> {
  if (parties.length === 0) return;
  const people = new Map(parties.map((p) => [p.userId, p.people]));
  await notifyMany(
    tx,
    parties.map((p) => ({
      userId: p.userId,
      actorId: null,
      content: WAITLIST_TEXT.promoted(event.name, p.people),
      redirectUrl: eventUrl(event.id),
      now: ctx.now,
      push: 'seats' as const,
    })),
  );
  const members = await membersToTell(tx, [...people.keys()]);
  const link = `${ctx.publicUrl}${eventUrl(event.id)}`;
  for (const m of members) {
    const n = people.get(m.id) ?? 1;
    await enqueueMail(
      tx,
      {
        kind: 'waitlist-promoted',
        to: m.email,
        subject: WAITLIST_TEXT.promotedSubject(event.name, n),
        ...promotedMail(m.name, event.name, link, n),
        userId: m.id,
        ref: `event:${event.id}`,
      },
      ctx.now,
    );
  }
}

/**
 * The first in line whose party does not fit the seats just freed (docs/decisions/035-waitlist-parties.md): an
 * in-app notification (pushed like a promotion) saying how many seats are free, so they can come with fewer people
 * and take them now, or keep waiting at the head of the line.
 */
export async function tellHeadBlocked(
  tx: Executor,
  ctx: { now: Date },
  event: { id: number; name: string },
  userId: number,
  seats: { free: number; people: number },
): Promise<void> {
  if (seats.free <= 0) return;
  await notifyMany(tx, [
    {
      userId,
      actorId: null,
      content: WAITLIST_TEXT.headBlocked(event.name, seats.free, seats.people),
      redirectUrl: eventUrl(event.id),
      now: ctx.now,
      push: 'seats',
    },
  ]);
}
