import type { Executor } from '../../db/index.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { readCommunity } from '../community/community.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { eventUrl } from '../notifications/notifications.service.ts';
import { buildEventIcs, icsFileName } from './events-ics.service.ts';
import { nextIcsSequence, participantsToTell } from './events-write.repo.ts';

/**
 * Change notices by e-mail (docs/decisions/013): when an event's date, place or status changes, or the event is
 * deleted, its participants get a mail with the updated .ics attached, so the entry they added to their
 * calendar moves (METHOD:REQUEST) or goes (METHOD:CANCEL). The .ics keeps the UID of GET /event/{id}/ics
 * and carries the event's SEQUENCE, raised here for every notice. Written with the change's transaction
 * (the outbox), so a rolled-back change sends nothing. The in-app notices are written beside, as before.
 */

export type NoticeMethod = 'REQUEST' | 'CANCEL';

export const CHANGE_NOTICE_TEXT = {
  changedSubject: (event: string) => `Perubahan acara: ${event}`,
  canceledSubject: (event: string) => `Acara dibatalkan: ${event}`,
} as const;

export interface NoticeSettings {
  publicUrl: string;
  timeZone: string;
  /** MAIL_FROM ('Panitia <no-reply@example.org>', or a bare address): the ORGANIZER of the .ics. */
  mailFrom: string;
  now: Date;
}

/** 'Panitia <no-reply@example.org>' -> 'no-reply@example.org'. */
export const mailAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

function noticeMail(name: string, event: string, method: NoticeMethod, changes: string[], link: string) {
  return renderMail({
    greeting: `Halo ${name},`,
    intro:
      method === 'CANCEL'
        ? [
            `Acara ${event} yang Anda ikuti dibatalkan oleh panitia.`,
            'Berkas kalender terlampir menghapus acara ini dari kalender Anda.',
          ]
        : [
            `Ada perubahan pada acara ${event} yang Anda ikuti:`,
            ...changes.map((c) => `• ${c}`),
            'Berkas kalender terlampir memperbarui acara ini di kalender Anda.',
          ],
    action: method === 'CANCEL' ? undefined : { label: 'Lihat Acara', url: link },
  });
}

/**
 * Raises the event's SEQUENCE and queues one notice per participant (the admin who made the change too,
 * when they take part: their calendar needs it as well). `changes` are the Indonesian lines of what
 * changed (REQUEST only). Returns how many mails were queued.
 */
export async function sendChangeNotices(
  tx: Executor,
  settings: NoticeSettings,
  eventId: number,
  method: NoticeMethod,
  changes: string[],
): Promise<number> {
  const event = await nextIcsSequence(tx, eventId);
  if (!event) return 0;
  const participants = await participantsToTell(tx, eventId);
  if (participants.length === 0) return 0;
  const ics = buildEventIcs(
    {
      id: event.id,
      name: event.name,
      location: event.location,
      description: event.description,
      start: event.start_date,
      end: event.end_date,
    },
    {
      publicUrl: settings.publicUrl,
      timeZone: settings.timeZone,
      now: settings.now,
      method,
      sequence: event.ics_sequence,
      organizer: mailAddress(settings.mailFrom),
      // The community's name of this moment (docs/decisions/021): PRODID, calendar name, ORGANIZER CN.
      communityName: (await readCommunity(tx)).name,
    },
  );
  const attachment = {
    filename: icsFileName(event),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(ics).toString('base64'),
  };
  const link = `${settings.publicUrl}${eventUrl(event.id)}`;
  const subject =
    method === 'CANCEL'
      ? CHANGE_NOTICE_TEXT.canceledSubject(event.name)
      : CHANGE_NOTICE_TEXT.changedSubject(event.name);
  for (const p of participants) {
    await enqueueMail(
      tx,
      {
        kind: method === 'CANCEL' ? 'event-canceled' : 'event-changed',
        to: p.email,
        subject,
        ...noticeMail(p.name, event.name, method, changes, link),
        attachments: [attachment],
        userId: p.id,
        ref: `event:${event.id}`,
      },
      settings.now,
    );
  }
  return participants.length;
}
