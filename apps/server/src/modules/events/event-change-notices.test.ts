import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent } from '../../../test/factories.ts';
import {
  createTestContext,
  createUser,
  loginAs,
  setCommunity,
  type TestContext,
} from '../../../test/helpers.ts';
import type { Mail } from '../../lib/mailer.ts';
import { failNotificationInserts } from '../notifications/notifications.test-support.ts';
import { CHANGE_NOTICE_TEXT } from './event-change-notices.service.ts';
import { putEvent } from './events-write.test-support.ts';

/**
 * Change notices by e-mail (docs/decisions/013): a new date, place or status mails every participant the updated
 * .ics (METHOD:REQUEST, the UID of GET /event/{id}/ics, SEQUENCE raised each time); unpublishing or
 * deleting mails METHOD:CANCEL. The attachments are read back with ical.js.
 */
let ctx: TestContext;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: { user: User; headers: Record<string, string> };

beforeAll(async () => {
  ctx = await createTestContext();
  await setCommunity(ctx, { name: 'Komunitas Uji Kalender' });
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Utama' });
});
afterAll(() => ctx.close());

async function eventWith(name: string, overrides: Parameters<typeof createEvent>[1] = {}) {
  const creator = await createUser(ctx, { name: 'Siti' });
  const budi = await createUser(ctx, { name: 'Budi' });
  const bystander = await createUser(ctx);
  const event = await createEvent(ctx, {
    name,
    user_id: creator.id,
    location: 'Gedung A',
    start_date: '2027-02-10T12:00:00.000Z',
    end_date: '2027-02-10T15:00:00.000Z',
    ...overrides,
  });
  for (const u of [creator, budi]) await addParticipant(ctx, event.id, u.id);
  return { event, participants: [creator, budi], bystander };
}

/** Every mail delivered so far that concerns `subject`, by receiver. */
async function noticesFor(subject: string) {
  const mails = await ctx.deliverMail();
  return mails.filter((m) => m.subject === subject);
}

function readIcs(mail: Mail) {
  const att = mail.attachments?.[0];
  if (!att) throw new Error('no attachment');
  const text = Buffer.from(att.content, 'base64').toString('utf8');
  const cal = new ICAL.Component(ICAL.parse(text));
  const vevent = cal.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { contentType: att.contentType, cal, vevent, event: new ICAL.Event(vevent) };
}

async function downloadedIcs(eventId: number) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/event/${eventId}/ics`,
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
  const cal = new ICAL.Component(ICAL.parse(res.body));
  return cal.getFirstSubcomponent('vevent') as ICAL.Component;
}

describe('change notices by e-mail', () => {
  it('mails the moved event as METHOD:REQUEST with the same UID and a raised SEQUENCE', async () => {
    const { event, participants, bystander } = await eventWith('Reuni Pindah');
    const before = await downloadedIcs(event.id);
    expect(before.getFirstPropertyValue('sequence')).toBe(0);

    const res = await putEvent(
      ctx,
      { id: event.id, startDate: '11/02/2027 19:00', endDate: '11/02/2027 23:30', location: 'Gedung B' },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const mails = await noticesFor(CHANGE_NOTICE_TEXT.changedSubject('Reuni Pindah'));
    expect(mails.map((m) => m.to).sort()).toEqual(participants.map((p) => p.email).sort());
    expect(mails.some((m) => m.to === bystander.email)).toBe(false);
    const budiMail = mails.find((m) => m.to === participants[1]?.email) as Mail;
    expect(budiMail.text).toContain('Halo Budi,');
    expect(budiMail.text).toContain('lokasi menjadi Gedung B');
    expect(budiMail.text).toContain('jadwal menjadi 11/02/2027 19:00 - 11/02/2027 23:30');

    const ics = readIcs(budiMail);
    expect(ics.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(ics.cal.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(ics.event.uid).toBe(before.getFirstPropertyValue('uid'));
    expect(ics.event.uid).toBe(`event-${event.id}@localhost`);
    // The organizer's name is the community's of the settings (docs/decisions/025).
    expect(ics.vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Komunitas Uji Kalender');
    expect(ics.cal.getFirstPropertyValue('prodid')).toBe('-//Komunitas Uji Kalender//Acara//ID');
    expect(ics.event.sequence).toBe(1);
    expect(ics.event.location).toBe('Gedung B');
    expect(ics.event.startDate.toJSDate().toISOString()).toBe('2027-02-11T12:00:00.000Z');
    expect(ics.event.endDate.toJSDate().toISOString()).toBe('2027-02-11T16:30:00.000Z');
    expect(String(ics.vevent.getFirstPropertyValue('organizer'))).toBe('mailto:test@alumni86.id');
    // The download now carries the same SEQUENCE, so a re-import does not go back in time.
    expect((await downloadedIcs(event.id)).getFirstPropertyValue('sequence')).toBe(1);

    // A second change raises it again.
    await putEvent(ctx, { id: event.id, location: 'Gedung C' }, admin.headers);
    const again = await noticesFor(CHANGE_NOTICE_TEXT.changedSubject('Reuni Pindah'));
    const latest = again.filter((m) => m.to === participants[1]?.email).at(-1) as Mail;
    expect(readIcs(latest).event.sequence).toBe(2);
    expect(readIcs(latest).event.location).toBe('Gedung C');
  });

  it('mails nothing for a change participants need not know (the name, the description)', async () => {
    const { event } = await eventWith('Reuni Tenang');
    const res = await putEvent(
      ctx,
      { id: event.id, name: 'Reuni Tenang Sekali', description: 'Baru' },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const mails = await ctx.deliverMail();
    expect(mails.filter((m) => m.subject.includes('Reuni Tenang'))).toEqual([]);
    const row = await ctx.db
      .selectFrom('events')
      .select('ics_sequence')
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(row.ics_sequence).toBe(0);
  });

  it('mails METHOD:CANCEL when the event is taken back to a draft, and REQUEST when it is published again', async () => {
    const { event, participants } = await eventWith('Reuni Ditarik');
    await putEvent(ctx, { id: event.id, status: 'DRAFT' }, admin.headers);
    const canceled = await noticesFor(CHANGE_NOTICE_TEXT.canceledSubject('Reuni Ditarik'));
    expect(canceled).toHaveLength(participants.length);
    const ics = readIcs(canceled[0] as Mail);
    expect(ics.cal.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(ics.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(ics.event.uid).toBe(`event-${event.id}@localhost`);
    // The organizer's name is the community's of the settings (docs/decisions/025).
    expect(ics.vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Komunitas Uji Kalender');
    expect(ics.cal.getFirstPropertyValue('prodid')).toBe('-//Komunitas Uji Kalender//Acara//ID');
    expect(ics.event.sequence).toBe(1);

    // Changing the draft mails nobody (it is in no calendar); publishing it again brings it back.
    await putEvent(ctx, { id: event.id, location: 'Gedung Z' }, admin.headers);
    expect(await noticesFor(CHANGE_NOTICE_TEXT.changedSubject('Reuni Ditarik'))).toEqual([]);
    await putEvent(ctx, { id: event.id, status: 'PUBLISH' }, admin.headers);
    const back = await noticesFor(CHANGE_NOTICE_TEXT.changedSubject('Reuni Ditarik'));
    expect(back).toHaveLength(participants.length);
    expect(readIcs(back[0] as Mail).event.sequence).toBe(2);
  });

  it('mails METHOD:CANCEL to the participants of a deleted event', async () => {
    const { event, participants } = await eventWith('Reuni Dihapus');
    const draft = await eventWith('Draf Dihapus', { status: 'DRAFT' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/event/delete',
      headers: admin.headers,
      payload: { eventIds: [event.id, draft.event.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await noticesFor(CHANGE_NOTICE_TEXT.canceledSubject('Reuni Dihapus'));
    expect(mails.map((m) => m.to).sort()).toEqual(participants.map((p) => p.email).sort());
    const ics = readIcs(mails[0] as Mail);
    expect(ics.cal.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(ics.event.uid).toBe(`event-${event.id}@localhost`);
    // The organizer's name is the community's of the settings (docs/decisions/025).
    expect(ics.vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Komunitas Uji Kalender');
    expect(ics.cal.getFirstPropertyValue('prodid')).toBe('-//Komunitas Uji Kalender//Acara//ID');
    expect(ics.event.sequence).toBe(1);
    expect(await noticesFor(CHANGE_NOTICE_TEXT.canceledSubject('Draf Dihapus'))).toEqual([]);
  });

  it('queues nothing when the change rolls back', async () => {
    const { event } = await eventWith('Reuni Gagal');
    const restore = await failNotificationInserts(ctx);
    try {
      const res = await putEvent(ctx, { id: event.id, location: 'Gedung X' }, admin.headers);
      expect(res.statusCode).toBe(500);
    } finally {
      await restore();
    }
    const queued = await ctx.db
      .selectFrom('outbox')
      .select('id')
      .where('ref', '=', `event:${event.id}`)
      .execute();
    expect(queued).toEqual([]);
    const row = await ctx.db
      .selectFrom('events')
      .select('ics_sequence')
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(row.ics_sequence).toBe(0);
  });
});
