import { EVENT_NOT_FOUND } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/factories.ts';
import {
  createTestContext,
  createUser,
  loginAs,
  setCommunity,
  type TestContext,
} from '../../../test/helpers.ts';
import { escapeIcsText, foldIcsLine, icsFileName, slugify } from './events-ics.service.ts';

/** GET /event/{id}/ics: visibility as the detail, guest vs member fields, RFC 5545 escaping and folding. */
let ctx: TestContext;
let event: { id: number };
let draft: { id: number };
let deleted: { id: number };
let long: { id: number };
const FIXED_NOW = new Date('2026-02-01T03:04:05.000Z');
const SECRET =
  'Rahasia anggota: bawa batik; kumpul di lobi, jam 18.00\\pintu barat\nBaris kedua\r\nBaris ketiga';
const LONG_TEXT = `${'Reuni akbar angkatan 86 — temu kangen bersama keluarga. '.repeat(6)}Sampai jumpa 🎉 di sana!`;

beforeAll(async () => {
  ctx = await createTestContext({ config: { publicUrl: 'https://alumni86.example' }, now: () => FIXED_NOW });
  await setCommunity(ctx, { name: 'Paguyuban Uji, Angkatan 90' });
  const creator = await createUser(ctx, { name: 'Siti Rahma' });
  event = await createEvent(ctx, {
    name: 'Reuni, Akbar; 40 Tahun \\ "Angkatan 86"',
    location: 'Gedung Serbaguna, Jl. Merdeka No. 1; Jakarta',
    description: SECRET,
    start_date: '2026-03-14T12:00:00.000Z',
    end_date: '2026-03-14T15:30:00.000Z',
    user_id: creator.id,
  });
  draft = await createEvent(ctx, { status: 'DRAFT', name: 'Draf Rahasia' });
  deleted = await createEvent(ctx, { deleted: 1, name: 'Sudah Dihapus' });
  long = await createEvent(ctx, { name: 'Acara Panjang Ésta', description: LONG_TEXT });
});
afterAll(() => ctx.close());

const get = (id: number | string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/event/${id}/ics`, headers });

/** RFC 5545 3.1 unfolding: a CRLF followed by one space disappears. */
const unfold = (body: string) => body.replace(/\r\n /g, '');
const property = (body: string, name: string) =>
  unfold(body)
    .split('\r\n')
    .find((l) => l.startsWith(`${name}:`))
    ?.slice(name.length + 1);

describe('GET /event/{id}/ics', () => {
  it('gives a visitor a calendar file with the public fields, UTC times and a stable UID', async () => {
    const res = await get(event.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="reuni-akbar-40-tahun-angkatan-86.ics"',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    // The UID's domain is the site's host; the calendar names the community of the settings (docs/decisions/025).
    expect(property(body, 'UID')).toBe(`event-${event.id}@alumni86.example`);
    expect(property(body, 'PRODID')).toBe('-//Paguyuban Uji\\, Angkatan 90//Acara//ID');
    expect(property(body, 'X-WR-CALNAME')).toBe('Paguyuban Uji\\, Angkatan 90');
    expect(body).not.toContain('Alumni 86');
    expect(property(body, 'DTSTART')).toBe('20260314T120000Z');
    expect(property(body, 'DTEND')).toBe('20260314T153000Z');
    expect(property(body, 'DTSTAMP')).toBe('20260201T030405Z');
    expect(property(body, 'X-WR-TIMEZONE')).toBe('Asia/Jakarta');
    expect(property(body, 'URL')).toBe(`https://alumni86.example/event/${event.id}`);
    // The description needs sign-in (docs/spec.md §6): a visitor's file only links to the page.
    expect(property(body, 'DESCRIPTION')).toBe(`https://alumni86.example/event/${event.id}`);
    expect(body).not.toContain('Rahasia');
    // Not JSON, not an envelope.
    expect(body).not.toContain('"result"');
  });

  it('escapes backslash, semicolon, comma and line breaks in text values', async () => {
    const body = (await get(event.id)).body;
    expect(property(body, 'SUMMARY')).toBe('Reuni\\, Akbar\\; 40 Tahun \\\\ "Angkatan 86"');
    expect(property(body, 'LOCATION')).toBe('Gedung Serbaguna\\, Jl. Merdeka No. 1\\; Jakarta');
  });

  it('gives a member the description, escaped, with the link after it', async () => {
    const { headers } = await loginAs(ctx);
    const res = await get(event.id, headers);
    expect(res.statusCode).toBe(200);
    expect(property(res.body, 'DESCRIPTION')).toBe(
      'Rahasia anggota: bawa batik\\; kumpul di lobi\\, jam 18.00\\\\pintu barat\\nBaris kedua\\nBaris ketiga' +
        `\\n\\nhttps://alumni86.example/event/${event.id}`,
    );
  });

  it('uses CRLF only and folds long lines at 75 octets without splitting a character', async () => {
    const { headers } = await loginAs(ctx);
    const res = await get(long.id, headers);
    expect(res.statusCode).toBe(200);
    const body = res.body;
    // No bare LF or CR anywhere.
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = body.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.filter((l) => l.startsWith(' ')).length).toBeGreaterThan(3);
    // A split inside a multi-byte sequence would come back as U+FFFD from the UTF-8 payload.
    expect(body).not.toContain('\uFFFD');
    expect(property(body, 'DESCRIPTION')).toBe(
      `${escapeIcsText(LONG_TEXT)}\\n\\nhttps://alumni86.example/event/${long.id}`,
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="acara-panjang-esta.ics"');
  });

  it('does not count a view', async () => {
    const before = await ctx.db
      .selectFrom('events')
      .select('total_viewer')
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    await get(event.id);
    const after = await ctx.db
      .selectFrom('events')
      .select('total_viewer')
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(after.total_viewer).toBe(before.total_viewer);
  });

  it('hides a DRAFT event from visitors and members (404) but not from admins', async () => {
    const member = await loginAs(ctx);
    for (const headers of [{}, member.headers]) {
      const res = await get(draft.id, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: EVENT_NOT_FOUND, code: 'EVENT_NOT_FOUND' });
    }
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    const res = await get(draft.id, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(property(res.body, 'SUMMARY')).toBe('Draf Rahasia');
  });

  it('answers 404 for a deleted or missing event, even to an admin', async () => {
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    for (const id of [deleted.id, 999_999]) {
      const res = await get(id, admin.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('EVENT_NOT_FOUND');
    }
  });

  it('refuses an id that is not an id with a 400', async () => {
    for (const id of [
      'abc',
      '0',
      '-1',
      '1.5',
      '99999999999',
      encodeURIComponent("1'; drop table events;--"),
    ]) {
      const res = await get(id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toBe('ID acara tidak valid');
    }
    const still = await ctx.db
      .selectFrom('events')
      .select('id')
      .where('id', '=', event.id)
      .executeTakeFirst();
    expect(still?.id).toBe(event.id);
  });

  it('answers a stale token with 401 and leaks nothing', async () => {
    const res = await get(event.id, { authorization: 'Bearer not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('Rahasia');
  });
});

describe('iCalendar helpers', () => {
  it('drops control characters and escapes hostile text as plain text', () => {
    expect(escapeIcsText('a\u0000b\u0007c\td')).toBe('abc\td');
    expect(escapeIcsText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
    expect(escapeIcsText('END:VEVENT\r\nBEGIN:VEVENT')).toBe('END:VEVENT\\nBEGIN:VEVENT');
  });

  it('folds by octets, keeping a 4-byte emoji whole', () => {
    const line = `SUMMARY:${'a'.repeat(66)}🎉🎉`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts).toEqual([`SUMMARY:${'a'.repeat(66)}`, ' 🎉🎉']);
    expect(foldIcsLine('SHORT:x')).toBe('SHORT:x');
    const exact = `X:${'b'.repeat(73)}`;
    expect(foldIcsLine(exact)).toBe(exact);
    expect(foldIcsLine(`${exact}c`)).toBe(`${exact}\r\n c`);
  });

  it('makes an ASCII file name, falling back to the id', () => {
    expect(slugify('  Halal Bihalal — Café Ñusantara!  ')).toBe('halal-bihalal-cafe-nusantara');
    expect(icsFileName({ id: 7, name: '🎉🎉' })).toBe('acara-7.ics');
    expect(icsFileName({ id: 8, name: '"; rm -rf /' })).toBe('rm-rf.ics');
    expect(slugify('x'.repeat(200)).length).toBe(60);
  });
});
