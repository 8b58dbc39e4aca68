import { WAITLIST_TEXT } from '@alumni/contract';
import type { Executor } from '../../db/index.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { notifyMany } from '../notifications/notifications.service.ts';
import { eventUrl } from '../notifications/notifications.texts.ts';

/** The mail a member gets when the waitlist gives them a seat (docs/decisions/013). */
export function promotedMail(name: string, event: string, link: string) {
  return renderMail({
    greeting: `Halo ${name},`,
    intro: [
      `Ada kursi yang kosong pada acara ${event}, dan Anda yang pertama di daftar tunggu.`,
      'Anda kini terdaftar sebagai peserta. Jika berhalangan, batalkan pendaftaran di halaman acara agar kursinya bisa dipakai anggota lain.',
    ],
    action: { label: 'Lihat Acara', url: link },
  });
}

/**
 * Tells members the line gave them a seat: an in-app notification (from the system) and an e-mail
 * through the outbox, both in the transaction of the promotion.
 */
export async function tellPromoted(
  tx: Executor,
  ctx: { now: Date; publicUrl: string },
  event: { id: number; name: string },
  userIds: readonly number[],
): Promise<void> {
  if (userIds.length === 0) return;
  await notifyMany(
    tx,
    userIds.map((userId) => ({
      userId,
      actorId: null,
      content: WAITLIST_TEXT.promoted(event.name),
      redirectUrl: eventUrl(event.id),
      now: ctx.now,
      push: 'seats' as const,
    })),
  );
  const members = await tx
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', 'in', [...userIds])
    .orderBy('id')
    .execute();
  const link = `${ctx.publicUrl}${eventUrl(event.id)}`;
  for (const m of members) {
    await enqueueMail(
      tx,
      {
        kind: 'waitlist-promoted',
        to: m.email,
        subject: WAITLIST_TEXT.promotedSubject(event.name),
        ...promotedMail(m.name, event.name, link),
        userId: m.id,
        ref: `event:${event.id}`,
      },
      ctx.now,
    );
  }
}
