import { PARTICIPANT_EXPORT_COLUMNS, USER_EXPORT_COLUMNS } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent } from '../../../test/factories.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { readXlsx } from './exports.test-support.ts';

/** GET /export/participants and /export/users (docs/decisions/015), read back with exceljs. */
let ctx: TestContext;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: { user: User; headers: Record<string, string> };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Ekspor', username: 'zz_admin_ekspor' });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/export/${url}`, headers });

describe('GET /export/participants', () => {
  it("writes every participant with status, 'Hadir' and the check-in time, in registration order", async () => {
    const event = await createEvent(ctx, { name: 'Reuni Akbar 2026' });
    const siti = await createUser(ctx, {
      name: 'Siti Rahma',
      username: 'siti_ekspor',
      email: 'siti@example.com',
      phone_number: '081234567890',
    });
    // Text that a spreadsheet could take for a formula stays text.
    const budi = await createUser(ctx, {
      name: '=HYPERLINK("x")',
      username: 'budi_ekspor',
      email: 'budi@example.com',
    });
    const ep1 = await addParticipant(ctx, event.id, siti.id);
    await addParticipant(ctx, event.id, budi.id);
    await ctx.db
      .updateTable('event_participants')
      .set({ created_at: '2026-03-01T03:00:00.000Z' })
      .where('event_id', '=', event.id)
      .execute();
    await ctx.db
      .updateTable('event_participants')
      .set({ checked_in_at: '2026-03-14T11:05:00.000Z', checked_in_by: admin.user.id })
      .where('id', '=', ep1.id)
      .execute();

    const res = await get(`participants?eventId=${event.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain(`peserta-reuni-akbar-2026-${event.id}.xlsx`);
    const { sheetName, rows } = await readXlsx(res.rawPayload);
    expect(sheetName).toBe('Peserta');
    expect(rows).toEqual([
      [...PARTICIPANT_EXPORT_COLUMNS],
      // Jakarta time (UTC+7): 03:00Z is 10:00, 11:05Z is 18:05.
      [
        'Siti Rahma',
        'siti_ekspor',
        'siti@example.com',
        '081234567890',
        '01/03/2026 10:00',
        'Terdaftar',
        'Ya',
        '14/03/2026 18:05',
        // 'Pembayaran': the event has no fee (docs/decisions/028).
        '',
        // 'Pendamping', 'Nama Pendamping', 'Jumlah Hadir' (docs/decisions/031-companions.md): alone, arrived.
        '0',
        '',
        '1',
      ],
      [
        '=HYPERLINK("x")',
        'budi_ekspor',
        'budi@example.com',
        '',
        '01/03/2026 10:00',
        'Terdaftar',
        'Tidak',
        '',
        '',
        '0',
        '',
        '',
      ],
    ]);
  });

  it("lists the waitlist after the seats, in line order, as 'Daftar Tunggu'", async () => {
    const event = await createEvent(ctx, { name: 'Reuni Penuh', quota: 1 });
    const seat = await createUser(ctx, {
      name: 'Ani Duduk',
      username: 'ani_kursi',
      email: 'ani@example.com',
    });
    const first = await createUser(ctx, {
      name: 'Bima Antre',
      username: 'bima_antre',
      email: 'bima@example.com',
    });
    const second = await createUser(ctx, {
      name: 'Citra Antre',
      username: 'citra_antre',
      email: 'citra@example.com',
    });
    await addParticipant(ctx, event.id, seat.id);
    for (const [u, at] of [
      [first, '2026-03-02T01:00:00.000Z'],
      [second, '2026-03-02T02:00:00.000Z'],
    ] as const)
      await ctx.db
        .insertInto('event_waitlist')
        .values({ event_id: event.id, user_id: u.id, created_at: at })
        .execute();

    const { rows } = await readXlsx((await get(`participants?eventId=${event.id}`)).rawPayload);
    expect(rows.map((r) => [r[1], r[5], r[6]])).toEqual([
      [PARTICIPANT_EXPORT_COLUMNS[1], PARTICIPANT_EXPORT_COLUMNS[5], PARTICIPANT_EXPORT_COLUMNS[6]],
      ['ani_kursi', 'Terdaftar', 'Tidak'],
      ['bima_antre', 'Daftar Tunggu', 'Tidak'],
      ['citra_antre', 'Daftar Tunggu', 'Tidak'],
    ]);
    expect(rows[2]?.[4]).toBe('02/03/2026 08:00');
  });

  it('gives an event without participants its header only; a missing event is 404', async () => {
    const event = await createEvent(ctx, { status: 'DRAFT' });
    const res = await get(`participants?eventId=${event.id}`);
    expect(res.statusCode).toBe(200);
    expect((await readXlsx(res.rawPayload)).rows).toEqual([[...PARTICIPANT_EXPORT_COLUMNS]]);
    const missing = await get('participants?eventId=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('EVENT_NOT_FOUND');
    const bad = await get('participants');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('ID acara harus diisi');
  });

  it('refuses guests and members', async () => {
    const event = await createEvent(ctx);
    const member = await loginAs(ctx);
    expect((await get(`participants?eventId=${event.id}`, {})).statusCode).toBe(401);
    const m = await get(`participants?eventId=${event.id}`, member.headers);
    expect(m.statusCode).toBe(403);
    expect(m.json().message).toBeTruthy();
  });
});

describe('GET /export/users', () => {
  it("exports only the 'Belum aktif' members when the list is filtered by status=inactive", async () => {
    await createUser(ctx, { name: 'Dewi Aktif', username: 'dewi_st', email: 'dewi_st@example.com' });
    await createUser(ctx, {
      name: 'Eko Belum',
      username: 'eko_st',
      email: 'eko_st@example.com',
      password_hash: null,
    });
    const res = await get('users?username=_st&status=inactive');
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await readXlsx(res.rawPayload);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['eko_st']);
  });

  it('exports the list as filtered and sorted, every page of it', async () => {
    await createUser(ctx, {
      name: 'Cahya Ekspor',
      username: 'cahya_xp',
      email: 'cahya@example.com',
      phone_number: '0811',
    });
    await createUser(ctx, { name: 'Agus Ekspor', username: 'agus_xp', email: 'agus@example.com' });
    await createUser(ctx, { name: 'Bagus Lain', username: 'bagus_lain', email: 'bagus@example.com' });
    const res = await get('users?username=_xp&sortBy=az');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/pengguna-\d{4}-\d{2}-\d{2}\.xlsx/);
    const { sheetName, rows } = await readXlsx(res.rawPayload);
    expect(sheetName).toBe('Pengguna');
    expect(rows[0]).toEqual([...USER_EXPORT_COLUMNS]);
    expect(rows.slice(1).map((r) => r.slice(0, 5))).toEqual([
      ['Agus Ekspor', 'agus_xp', 'agus@example.com', '', 'Anggota'],
      ['Cahya Ekspor', 'cahya_xp', 'cahya@example.com', '0811', 'Anggota'],
    ]);
    for (const r of rows.slice(1)) expect(r[5]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    const all = await readXlsx((await get('users')).rawPayload);
    const total = await ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all.rows.length - 1).toBe(Number(total.n));
    expect(all.rows.find((r) => r[1] === 'zz_admin_ekspor')?.[4]).toBe('Admin');
  });

  it('refuses guests, members and a bad sort', async () => {
    const member = await loginAs(ctx);
    expect((await get('users', {})).statusCode).toBe(401);
    expect((await get('users', member.headers)).statusCode).toBe(403);
    const bad = await get('users?sortBy=nope');
    expect(bad.statusCode).toBe(400);
  });
});
