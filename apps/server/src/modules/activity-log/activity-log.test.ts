import type { ActivityLogItem } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { recordActivity } from './activity-log.service.ts';

let ctx: TestContext;
let adminHeaders: Record<string, string>;
let adminsHeaders: Record<string, string>;
let memberHeaders: Record<string, string>;

const asAuth = (u: { id: number; name: string; username: string; email: string }): AuthUser => ({
  ...u,
  role: 'ROLE_ADMIN',
});

beforeAll(async () => {
  ctx = await createTestContext();
  const budi = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Budi Admin' });
  const citra = await loginAs(ctx, 'ROLE_ADMINS', { name: 'Citra Super' });
  const member = await loginAs(ctx, 'ROLE_USER');
  adminHeaders = budi.headers;
  adminsHeaders = citra.headers;
  memberHeaders = member.headers;
  // Oldest first. 2026-03-31T18:00Z is 1 April 01:00 in Jakarta.
  const entries = [
    {
      by: budi.user,
      module: 'Pengguna',
      action: 'Tambah',
      info: 'Menambah pengguna Ani',
      at: '2026-03-01T02:00:00.000Z',
    },
    {
      by: citra.user,
      module: 'Acara',
      action: 'Ubah',
      info: 'Mengubah acara Reuni',
      at: '2026-03-15T10:30:00.000Z',
    },
    {
      by: budi.user,
      module: 'Komentar',
      action: 'Hapus',
      info: 'Menghapus komentar',
      at: '2026-03-31T18:00:00.000Z',
    },
  ] as const;
  for (const e of entries) {
    await recordActivity(ctx.db, {
      admin: asAuth(e.by),
      module: e.module,
      action: e.action,
      activityInfo: e.info,
      oldValue: e.action === 'Ubah' ? { name: 'Reuni', quota: 10, password: 'rahasia' } : null,
      newValue: e.action === 'Ubah' ? { name: 'Reuni Akbar', quota: 10, password: 'baru' } : null,
      now: new Date(e.at),
    });
  }
});
afterAll(() => ctx.close());

const get = (query: string, headers: Record<string, string> = adminHeaders) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/activity-log${query}`, headers });

const infos = (datas: ActivityLogItem[]) => datas.map((d) => d.activityInfo);

describe('GET /activity-log', () => {
  it('refuses guests (401) and members (403)', async () => {
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/v1/activity-log' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
    const member = await get('', memberHeaders);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lists newest first for ROLE_ADMIN and ROLE_ADMINS, dates in Jakarta time, values parsed', async () => {
    for (const headers of [adminHeaders, adminsHeaders]) {
      const res = await get('', headers);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body)).toEqual(['result']);
      expect(body.result.total).toBe(3);
      expect(infos(body.result.datas)).toEqual([
        'Menghapus komentar',
        'Mengubah acara Reuni',
        'Menambah pengguna Ani',
      ]);
      expect(body.result.datas[0]).toEqual({
        id: expect.any(Number),
        userName: 'Budi Admin',
        module: 'Komentar',
        action: 'Hapus',
        activityInfo: 'Menghapus komentar',
        actionDate: '01/04/2026',
        time: '01:00',
        oldValue: null,
        newValue: null,
      });
      expect(body.result.datas[1]).toMatchObject({
        userName: 'Citra Super',
        actionDate: '15/03/2026',
        time: '17:30',
        oldValue: { name: 'Reuni' },
        newValue: { name: 'Reuni Akbar' },
      });
    }
  });

  it('filters by admin name, any case, as a contains match', async () => {
    const res = await get('?userName=bUdI');
    expect(res.json().result.total).toBe(2);
    expect(res.json().result.datas.every((d: ActivityLogItem) => d.userName === 'Budi Admin')).toBe(true);
    const none = await get('?userName=zzz');
    expect(none.json().result).toEqual({ total: 0, datas: [] });
  });

  it('treats hostile search text as plain text', async () => {
    for (const text of ["'; drop table users;--", '<script>alert(1)</script>', '%', '_']) {
      const res = await get(`?userName=${encodeURIComponent(text)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toEqual({ total: 0, datas: [] });
    }
    expect((await ctx.db.selectFrom('users').select('id').execute()).length).toBe(3);
  });

  it('sorts by date, admin name or module in either direction', async () => {
    expect(infos((await get('?sortBy=actionDate&sortValue=ASC')).json().result.datas)).toEqual([
      'Menambah pengguna Ani',
      'Mengubah acara Reuni',
      'Menghapus komentar',
    ]);
    // The spec's sortBy=created_date is the action date (a row is created when the action happens).
    expect(infos((await get('?sortBy=created_date&sortValue=ASC')).json().result.datas)).toEqual([
      'Menambah pengguna Ani',
      'Mengubah acara Reuni',
      'Menghapus komentar',
    ]);
    expect(infos((await get('?sortBy=CREATED_DATE')).json().result.datas)).toEqual(
      infos((await get('?sortBy=actionDate')).json().result.datas),
    );
    // Same name: newest first within it.
    expect(infos((await get('?sortBy=userName&sortValue=ASC')).json().result.datas)).toEqual([
      'Menghapus komentar',
      'Menambah pengguna Ani',
      'Mengubah acara Reuni',
    ]);
    expect(infos((await get('?sortBy=userName&sortValue=desc')).json().result.datas)[0]).toBe(
      'Mengubah acara Reuni',
    );
    expect(
      (await get('?sortBy=module&sortValue=ASC')).json().result.datas.map((d: ActivityLogItem) => d.module),
    ).toEqual(['Acara', 'Komentar', 'Pengguna']);
    expect((await get('?sortBy=module')).json().result.datas.map((d: ActivityLogItem) => d.module)).toEqual([
      'Pengguna',
      'Komentar',
      'Acara',
    ]);
  });

  it('pages with a 1-based offset (0 reads as 1) and keeps the total', async () => {
    const first = (await get('?offset=1&limit=2')).json().result;
    const zero = (await get('?offset=0&limit=2')).json().result;
    const second = (await get('?offset=2&limit=2')).json().result;
    expect(first.total).toBe(3);
    expect(zero).toEqual(first);
    expect(infos(first.datas)).toEqual(['Menghapus komentar', 'Mengubah acara Reuni']);
    expect(infos(second.datas)).toEqual(['Menambah pengguna Ani']);
    expect((await get('?offset=9&limit=2')).json().result).toEqual({ total: 3, datas: [] });
  });

  it('serves the bell panel (offset 1, limit 5) and caps the page size at 100', async () => {
    const admin = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('name', '=', 'Budi Admin')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('activity_logs')
      .values(
        Array.from({ length: 105 }, (_, i) => ({
          user_id: admin.id,
          user_name: 'Budi Admin',
          module: 'Acara',
          action: 'Tambah',
          activity_info: `Massal ${i}`,
          old_value: null,
          new_value: null,
          created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        })),
      )
      .execute();
    const panel = (await get('?offset=1&limit=5')).json().result;
    expect(panel.total).toBe(108);
    expect(infos(panel.datas)).toEqual([
      'Menghapus komentar',
      'Mengubah acara Reuni',
      'Menambah pengguna Ani',
      'Massal 104',
      'Massal 103',
    ]);
    expect((await get('?limit=100000')).json().result.datas).toHaveLength(100);
    expect((await get('')).json().result.datas).toHaveLength(10);
  });

  it('refuses bad query values with an Indonesian message', async () => {
    const cases = [
      ['?sortBy=password', 'Urutan (sortBy) harus actionDate (atau created_date), userName atau module'],
      ['?sortValue=sideways', 'Arah urutan (sortValue) harus ASC atau DESC'],
      ['?offset=-1', 'Halaman (offset) harus berupa angka 0 atau lebih'],
      ['?limit=abc', 'Batas (limit) harus berupa angka 0 atau lebih'],
      [`?userName=${'a'.repeat(101)}`, 'Nama admin maksimal 100 karakter'],
    ] as const;
    for (const [query, message] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
  });
});
