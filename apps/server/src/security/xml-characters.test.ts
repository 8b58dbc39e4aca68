import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent } from '../../test/factories.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../test/helpers.ts';
import { XML_CHAR_MESSAGE } from '../lib/nul-guard.ts';

/**
 * docs/decisions/020, "Exports". Attack: register as `Budi\uFFFESantoso` (U+FFFE; U+FFFF, a
 * lone surrogate and the C0 controls XML 1.0 forbids likewise), so every .xlsx export holding that member is
 * not well-formed: ExcelJS refused the file, LibreOffice dropped that row and every row after it. Proof it
 * fails: such text is a 400 with an Indonesian message in every text field, and an export of rows already
 * stored with such characters (an old row, a script) opens in ExcelJS with every row, the character replaced.
 * Positive controls: ordinary Indonesian text, accents and emoji are accepted, and a normal export opens with
 * every row.
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof loginAs>>;
let member: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx, 'ROLE_ADMIN');
  member = await loginAs(ctx);
});
afterAll(() => ctx.close());

const BAD = {
  'U+FFFE': 'Budi\uFFFESantoso',
  'U+FFFF': 'Budi\uFFFFSantoso',
  'U+0001': 'Budi\u0001Santoso',
  'U+001F': 'Budi\u001FSantoso',
  'lone surrogate': 'Budi\uD800Santoso',
  'U+FDD0': 'Budi\uFDD0Santoso',
  'U+1FFFE': 'Budi\u{1FFFE}Santoso',
} as const;

let ipSeq = 0;
const register = (name: string, n: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/register',
    payload: { username: `xmlchar_${n}`, name, email: `xmlchar${n}@example.com`, password: 'rahasia-123' },
    remoteAddress: `203.0.113.${++ipSeq}`,
  });

async function readWithExcelJs(file: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
}

describe('characters XML forbids are refused at the door', () => {
  it.each(Object.entries(BAD))(
    '%s in a registration name, a profile field and a search is a 400',
    async (_l, text) => {
      const n = ++ipSeq;
      const reg = await register(text, n);
      expect(reg.statusCode).toBe(400);
      expect(reg.json()).toEqual({ message: XML_CHAR_MESSAGE, code: 'INVALID_CHARACTER' });
      expect(
        await ctx.db
          .selectFrom('users')
          .select('id')
          .where('username', '=', `xmlchar_${n}`)
          .executeTakeFirst(),
      ).toBeUndefined();

      const profile = await ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/user',
        payload: { name: 'Anggota Uji', address: text },
        headers: member.headers,
      });
      expect(profile.statusCode).toBe(400);
      expect(profile.json().code).toBe('INVALID_CHARACTER');

      // A lone surrogate cannot be percent-encoded (a URL carries it as U+FFFD): body fields only.
      if (!/\p{Cs}/u.test(text)) {
        const search = await ctx.app.inject({ url: `/api/v1/event?search=${encodeURIComponent(text)}` });
        expect(search.statusCode).toBe(400);
        expect(search.json().message).toBe(XML_CHAR_MESSAGE);
      }
    },
  );

  it('positive control: Indonesian text, accents, tabs, new lines and emoji are accepted', async () => {
    const n = ++ipSeq;
    const reg = await register('Budi Śantoso Ñoño 😀', n);
    expect(reg.statusCode, reg.body).toBe(201);
    const profile = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      payload: { name: 'Anggota Uji', address: 'Jl. Merdeka 1\nRT 01\tRW 02' },
      headers: member.headers,
    });
    expect(profile.statusCode, profile.body).toBe(200);
  });
});

describe('an export never loses a row, whatever is stored', () => {
  it('a participants and a users export with such names open in ExcelJS with every row', async () => {
    const event = await createEvent(ctx, { name: 'Reuni XML' });
    // Written straight into the database: rows from before the door refused them, an import, a script.
    const names = ['Andi Awal', ...Object.values(BAD), 'Zainal Akhir'];
    for (const [i, name] of names.entries()) {
      const user = await createUser(ctx, { name, username: `xmlrow_${i}`, email: `xmlrow${i}@example.com` });
      await addParticipant(ctx, event.id, user.id);
    }

    const participants = await ctx.app.inject({
      url: `/api/v1/export/participants?eventId=${event.id}`,
      headers: admin.headers,
    });
    expect(participants.statusCode).toBe(200);
    const prow = await readWithExcelJs(participants.rawPayload);
    expect(prow).toHaveLength(names.length + 1);
    const exported = prow
      .slice(1)
      .map((r) => r.find((c) => c.includes('Budi') || c.includes('Andi') || c.includes('Zainal')));
    expect(exported[0]).toBe('Andi Awal');
    expect(exported.at(-1)).toBe('Zainal Akhir');
    expect(exported).toContain('Budi\uFFFDSantoso');
    for (const cell of prow.flat())
      for (const bad of ['\uFFFE', '\uFFFF', '\u0001', '\u001F']) expect(cell).not.toContain(bad);

    const users = await ctx.app.inject({ url: '/api/v1/export/users', headers: admin.headers });
    expect(users.statusCode).toBe(200);
    const urows = await readWithExcelJs(users.rawPayload);
    // The users export lists every account (the list unfiltered): one row each, after the header.
    const accounts = await ctx.db.selectFrom('users').select('id').execute();
    expect(urows.length).toBeGreaterThanOrEqual(names.length + 1);
    expect(urows.length - 1).toBe(accounts.length);
    expect(urows.flat()).toContain('Zainal Akhir');
  });

  it('positive control: a normal export opens with every row', async () => {
    const event = await createEvent(ctx, { name: 'Reuni Biasa' });
    for (let i = 0; i < 5; i += 1) {
      const user = await createUser(ctx, { name: `Peserta Biasa ${i}` });
      await addParticipant(ctx, event.id, user.id);
    }
    const res = await ctx.app.inject({
      url: `/api/v1/export/participants?eventId=${event.id}`,
      headers: admin.headers,
    });
    const rows = await readWithExcelJs(res.rawPayload);
    expect(rows).toHaveLength(6);
    expect(rows.flat()).toContain('Peserta Biasa 4');
  });
});
