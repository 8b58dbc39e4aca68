import type { Db, Executor } from '../../db/index.ts';
import { formatEventDate } from '../../lib/dates.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { readCommunity } from '../community/community.service.ts';
import { buildEventIcs, icsFileName } from '../events/events-ics.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { eventUrl, notifyMany } from '../notifications/notifications.service.ts';
import { eventsToRemind, markDueReminders, membersToRemind } from './reminders.repo.ts';

/**
 * Event reminders (docs/decisions/013): every participant gets exactly one reminder, in-app and (unless they turned
 * 'Pengingat email' off) by e-mail with the event's .ics, once their published event is less than
 * REMINDER_HOURS away. Exactly once because the mark is a row keyed by (event, member) written by ONE
 * `INSERT … SELECT … ON CONFLICT DO NOTHING RETURNING` in the same transaction as the notification and the
 * outbox row: a second job loop (another instance on PostgreSQL) that reaches the same pairs waits on the
 * key until the first commits and then inserts, and so sends, nothing for them. A member who takes a seat
 * inside the window is reminded in the transaction of the seat (seats.service.ts).
 */

export interface ReminderSettings {
  /** REMINDER_HOURS. */
  reminderHours: number;
  /** TZ_COMMUNITY: the date in the text. */
  timeZone: string;
  /** PUBLIC_URL: the link and the .ics. */
  publicUrl: string;
}

export const REMINDER_TEXT = {
  notification: (event: string, start: string) => `Pengingat: acara ${event} dimulai ${start}.`,
  subject: (event: string) => `Pengingat acara: ${event}`,
} as const;

/** Pairs reminded in one transaction of the job; the job goes on until none is left. */
export const REMINDER_BATCH = 200;

/** The reminder mail (HTML + text) with the event's date and place. */
export function reminderMail(
  name: string,
  event: { name: string; location: string },
  start: string,
  link: string,
) {
  return renderMail({
    greeting: `Halo ${name},`,
    intro: [
      `Ini pengingat untuk acara ${event.name} yang Anda ikuti.`,
      `Waktu: ${start}`,
      `Lokasi: ${event.location}`,
      'Berkas kalender (.ics) terlampir agar acara ini ada di kalender Anda.',
    ],
    action: { label: 'Lihat Acara', url: link },
    outro: ['Pengingat email dapat dimatikan di halaman profil Anda (Pengingat email).'],
  });
}

/**
 * Marks, notifies and mails the due reminders within `tx`: all of them (the job) or those of one event and
 * some members (a seat just taken). Returns how many were sent by this call.
 */
export async function remindDue(
  tx: Executor,
  settings: ReminderSettings,
  now: Date,
  scope?: { eventId: number; userIds: readonly number[]; startDate?: string },
  limit = REMINDER_BATCH,
): Promise<number> {
  if (scope && scope.userIds.length === 0) return 0;
  const nowIso = now.toISOString();
  const horizon = new Date(now.getTime() + settings.reminderHours * 3_600_000).toISOString();
  // The event's start, when the caller read it (a seat's locked row): outside the window nothing is due, and the
  // statement below is not sent (the same comparison as markDueReminders', docs/decisions/049).
  if (scope?.startDate !== undefined && !(scope.startDate > nowIso && scope.startDate <= horizon)) return 0;
  const marked = await markDueReminders(tx, { nowIso, horizon }, scope, limit);
  if (marked.length === 0) return 0;

  const eventIds = [...new Set(marked.map((m) => m.event_id))];
  const userIds = [...new Set(marked.map((m) => m.user_id))];
  const events = new Map((await eventsToRemind(tx, eventIds)).map((e) => [e.id, e]));
  const members = new Map((await membersToRemind(tx, userIds)).map((u) => [u.id, u]));

  await notifyMany(
    tx,
    marked.flatMap((m) => {
      const e = events.get(m.event_id);
      if (!e) return [];
      return [
        {
          userId: m.user_id,
          actorId: null,
          content: REMINDER_TEXT.notification(e.name, formatEventDate(e.start_date, settings.timeZone)),
          redirectUrl: eventUrl(e.id),
          now,
          push: 'reminders' as const,
        },
      ];
    }),
  );
  const icsCache = new Map<number, string>();
  const communityName = (await readCommunity(tx)).name;
  for (const m of marked) {
    const e = events.get(m.event_id);
    const u = members.get(m.user_id);
    if (!e || !u || u.reminder_email !== 1) continue;
    let ics = icsCache.get(e.id);
    if (ics === undefined) {
      ics = buildEventIcs(
        {
          id: e.id,
          name: e.name,
          location: e.location,
          description: e.description,
          start: e.start_date,
          end: e.end_date,
        },
        {
          publicUrl: settings.publicUrl,
          timeZone: settings.timeZone,
          now,
          sequence: e.ics_sequence,
          communityName,
        },
      );
      icsCache.set(e.id, ics);
    }
    await enqueueMail(
      tx,
      {
        kind: 'event-reminder',
        to: u.email,
        subject: REMINDER_TEXT.subject(e.name),
        ...reminderMail(
          u.name,
          e,
          formatEventDate(e.start_date, settings.timeZone),
          `${settings.publicUrl}${eventUrl(e.id)}`,
        ),
        attachments: [
          {
            filename: icsFileName(e),
            contentType: 'text/calendar; charset=utf-8',
            content: Buffer.from(ics).toString('base64'),
          },
        ],
        userId: u.id,
        ref: `event:${e.id}`,
      },
      now,
    );
  }
  return marked.length;
}

/** One run of the reminder job: batches until nothing is due. Returns how many reminders this run sent. */
export async function runReminders(db: Db, settings: ReminderSettings, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const sent = await db.transaction().execute((tx) => remindDue(tx, settings, now));
    total += sent;
    if (sent < REMINDER_BATCH) return total;
  }
}
