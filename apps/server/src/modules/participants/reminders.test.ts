import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent } from '../../../test/factories.ts';
import { authHeader, createTestContext, createUser, type TestContext } from '../../../test/helpers.ts';
import { formatEventDate } from '../../lib/dates.ts';
import type { Mail } from '../../lib/mailer.ts';
import { notificationsOf } from '../notifications/notifications.test-support.ts';
import { REMINDER_TEXT, runReminders } from './reminders.service.ts';

/**
 * Event reminders (docs/decisions/013): one per participant once the event is less than REMINDER_HOURS (24 in
 * tests) away, in-app and by e-mail with the .ics; at once for a seat taken inside the window; never twice,
 * also with several job loops at once (on PostgreSQL they really run in parallel on separate connections).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type User = Awaited<ReturnType<typeof createUser>>;
const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
const settings = () => ({
  reminderHours: ctx.config.reminderHours,
  timeZone: ctx.config.tzCommunity,
  publicUrl: ctx.config.publicUrl,
});

async function eventIn(hours: number, members: User[], overrides: Parameters<typeof createEvent>[1] = {}) {
  const creator = await createUser(ctx);
  const event = await createEvent(ctx, {
    user_id: creator.id,
    start_date: inHours(hours),
    end_date: inHours(hours + 3),
    ...overrides,
  });
  await addParticipant(ctx, event.id, creator.id);
  for (const m of members) await addParticipant(ctx, event.id, m.id);
  return { event, creator };
}

async function remindersOf(userId: number, eventName: string) {
  const notes = await notificationsOf(ctx, userId);
  return notes.filter((n) => n.content.startsWith(`Pengingat: acara ${eventName} `));
}

const mailsTo = (mails: Mail[], u: User, eventName: string) =>
  mails.filter((m) => m.to === u.email && m.subject === REMINDER_TEXT.subject(eventName));

/** The attached .ics, parsed back with ical.js. */
function readIcs(mail: Mail) {
  const att = mail.attachments?.[0];
  expect(att?.contentType).toMatch(/^text\/calendar/);
  const text = Buffer.from(att?.content ?? '', 'base64').toString('utf8');
  const cal = new ICAL.Component(ICAL.parse(text));
  const vevent = cal.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { cal, event: new ICAL.Event(vevent), vevent };
}

describe('the reminder job', () => {
  it('reminds every participant once, by e-mail with the .ics unless they turned it off', async () => {
    const [a, quiet] = [await createUser(ctx, { name: 'Ani' }), await createUser(ctx, { name: 'Diam' })];
    await ctx.db.updateTable('users').set({ reminder_email: 0 }).where('id', '=', quiet.id).execute();
    const { event, creator } = await eventIn(10, [a, quiet], { name: 'Reuni Besok', location: 'Aula 86' });

    await ctx.app.reminderJob.runOnce();
    for (const u of [a, quiet, creator]) {
      const notes = await remindersOf(u.id, 'Reuni Besok');
      expect(notes).toHaveLength(1);
      expect(notes[0]?.content).toBe(
        REMINDER_TEXT.notification('Reuni Besok', formatEventDate(event.start_date, ctx.config.tzCommunity)),
      );
      expect(notes[0]?.redirect_url).toBe(`/event/${event.id}`);
    }
    const mails = await ctx.deliverMail();
    expect(mailsTo(mails, quiet, 'Reuni Besok')).toHaveLength(0);
    const mine = mailsTo(mails, a, 'Reuni Besok');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.text).toContain('Halo Ani,');
    expect(mine[0]?.text).toContain('Lokasi: Aula 86');
    const ics = readIcs(mine[0] as Mail);
    expect(ics.cal.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(ics.event.uid).toBe(`event-${event.id}@localhost`);
    expect(ics.event.summary).toBe('Reuni Besok');
    expect(ics.event.startDate.toJSDate().toISOString()).toBe(event.start_date.replace(/\.\d{3}Z$/, '.000Z'));

    // Exactly once: later runs send nothing more.
    await ctx.app.reminderJob.runOnce();
    await ctx.app.reminderJob.runOnce();
    expect(await remindersOf(a.id, 'Reuni Besok')).toHaveLength(1);
    expect(mailsTo(await ctx.deliverMail(), a, 'Reuni Besok')).toHaveLength(1);
  });

  it('leaves alone events further away, past, unpublished or deleted', async () => {
    const m = await createUser(ctx);
    const far = await eventIn(30, [m], { name: 'Acara Jauh' });
    const past = await eventIn(-2, [m], { name: 'Acara Lewat' });
    const draft = await eventIn(5, [m], { name: 'Acara Draf', status: 'DRAFT' });
    const gone = await eventIn(5, [m], { name: 'Acara Dihapus', deleted: 1 });
    await ctx.app.reminderJob.runOnce();
    for (const e of [far, past, draft, gone]) expect(await remindersOf(m.id, e.event.name)).toHaveLength(0);
    const marks = await ctx.db
      .selectFrom('event_reminders')
      .select('event_id')
      .where('event_id', 'in', [far.event.id, past.event.id, draft.event.id, gone.event.id])
      .execute();
    expect(marks).toEqual([]);
  });

  it('reminds a member at once when they register inside the window', async () => {
    const { event } = await eventIn(3, [], { name: 'Acara Mendadak', quota: null });
    const late = await createUser(ctx, { name: 'Telat' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/event-participant/register',
      headers: authHeader(ctx, late),
      payload: { eventId: event.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    // No job run: the reminder came with the seat.
    expect(await remindersOf(late.id, 'Acara Mendadak')).toHaveLength(1);
    expect(mailsTo(await ctx.deliverMail(), late, 'Acara Mendadak')).toHaveLength(1);
    await ctx.app.reminderJob.runOnce();
    expect(await remindersOf(late.id, 'Acara Mendadak')).toHaveLength(1);
  });

  it('reminds a member promoted from the waitlist inside the window at once', async () => {
    const seated = await createUser(ctx);
    const waiting = await createUser(ctx);
    const { event } = await eventIn(6, [seated], { name: 'Acara Antre', quota: 2 });
    const join = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/event-participant/waitlist',
      headers: authHeader(ctx, waiting),
      payload: { eventId: event.id },
    });
    expect(join.statusCode, join.body).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/event-participant/canceled',
      headers: authHeader(ctx, seated),
      payload: { eventId: event.id },
    });
    expect(await remindersOf(waiting.id, 'Acara Antre')).toHaveLength(1);
  });

  it('sends each reminder exactly once when several job loops run at once', async () => {
    // What earlier tests left due goes first, so the counts below are this test's alone.
    await ctx.app.reminderJob.runOnce();
    const events = [];
    for (let e = 0; e < 3; e += 1) {
      const members: User[] = [];
      for (let i = 0; i < 25; i += 1) members.push(await createUser(ctx));
      events.push(await eventIn(12 + e, members, { name: `Acara Serentak ${e}` }));
    }
    const ids = events.map((e) => e.event.id);
    // Four loops over one database; on PostgreSQL each runs in its own pooled connection at once.
    const now = new Date();
    const sent = await Promise.all([1, 2, 3, 4].map(() => runReminders(ctx.db, settings(), now)));
    const participants = 3 * 26;
    expect(sent.reduce((a, b) => a + b, 0)).toBe(participants);

    const marks = await ctx.db
      .selectFrom('event_reminders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('event_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(marks.n)).toBe(participants);
    const notes = await ctx.db
      .selectFrom('notifications')
      .select(['user_id', 'content'])
      .where('content', 'like', 'Pengingat: acara Acara Serentak %')
      .execute();
    expect(notes).toHaveLength(participants);
    expect(new Set(notes.map((n) => `${n.user_id}|${n.content}`)).size).toBe(participants);
    const queued = await ctx.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'event-reminder')
      .where(
        'ref',
        'in',
        ids.map((id) => `event:${id}`),
      )
      .executeTakeFirstOrThrow();
    expect(Number(queued.n)).toBe(participants);
  });
});
