import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import * as service from './users.service.ts';
import { listUsers } from './users.test-support.ts';

let ctx: TestContext;
let adminHeaders: Record<string, string>;
let memberHeaders: Record<string, string>;

// Every user here gets an explicit name and username: the factory's generated ones are base-36 text that
// could contain a search term by chance. Members of one "class" share a tag so each test reads only its rows.
const at = (day: number) => new Date(Date.UTC(2025, 0, day, 12)).toISOString();
const names = (res: { json: () => { result: { datas: { name: string }[] } } }) =>
  res.json().result.datas.map((d) => d.name);

beforeAll(async () => {
  ctx = await createTestContext();
  adminHeaders = (await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin', username: 'admin1' })).headers;
  memberHeaders = (await loginAs(ctx, 'ROLE_USER', { name: 'Anggota', username: 'anggota1' })).headers;
  // qx: sorting. Created on days 1..4; names deliberately not in creation order.
  await createUser(ctx, { name: 'Qx Budi', username: 'qx_budi', created_at: at(2) });
  await createUser(ctx, { name: 'qx Andi', username: 'qx_andi', created_at: at(4) });
  await createUser(ctx, { name: 'Qx Dewi', username: 'qx_dewi', created_at: at(1) });
  await createUser(ctx, { name: 'Qx Citra', username: 'qx_citra', created_at: at(3) });
  // mention suggestions: 'rahm' starts the username of one, the name of another, is inside a third.
  await createUser(ctx, { name: 'Siti Rahma', username: 'siti86', created_at: at(10) });
  await createUser(ctx, { name: 'Ahmad', username: 'RAHMAT_a', created_at: at(5) });
  await createUser(ctx, { name: 'Rahmawati', username: 'wati86', created_at: at(11) });
  await createUser(ctx, { name: 'Tanpa Kecocokan', username: 'lain86', created_at: at(12) });
  // wildcards are literal text
  await createUser(ctx, { name: 'Persen 100%', username: 'pct_user', created_at: at(6) });
  await createUser(ctx, {
    name: 'Pz Rahasia',
    username: 'pz_secret',
    email: 'pz.secret@contoh.id',
    phone_number: '+62 899-0000-1111',
    created_at: '2025-01-06T17:30:00.000Z',
  });
});
afterAll(() => ctx.close());

describe('GET /user', () => {
  it('gives guests and members id, name, username and picture only', async () => {
    for (const headers of [{}, memberHeaders]) {
      const res = await listUsers(ctx, 'username=pz_secret', headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().result.total).toBe(1);
      expect(res.json().result.datas).toEqual([
        { id: expect.any(Number), name: 'Pz Rahasia', username: 'pz_secret', picture: null },
      ]);
      expect(res.body).not.toContain('pz.secret@contoh.id');
      expect(res.body).not.toContain('899-0000');
      expect(res.body).not.toContain('message');
    }
  });

  it('gives admins the admin table columns with the registration instant (ISO, as every createdDate)', async () => {
    const res = await listUsers(ctx, 'username=PZ_SECRET', adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.datas).toEqual([
      {
        id: expect.any(Number),
        name: 'Pz Rahasia',
        username: 'pz_secret',
        email: 'pz.secret@contoh.id',
        phoneNumber: '+62 899-0000-1111',
        picture: null,
        role: 'ROLE_USER',
        createdDate: '2025-01-06T17:30:00.000Z',
        active: true,
        lastInvitedAt: null,
        lastInvitationState: null,
        deceased: false,
      },
    ]);
  });

  it('searches username OR name without case, ranks username then name prefixes first, ignores a leading @', async () => {
    const res = await listUsers(ctx, 'offset=0&limit=5&username=%40Rahm');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.total).toBe(3);
    expect(names(res)).toEqual(['Ahmad', 'Rahmawati', 'Siti Rahma']);
  });

  it('treats % and _ in the search as plain text', async () => {
    expect(names(await listUsers(ctx, 'username=100%25'))).toEqual(['Persen 100%']);
    expect((await listUsers(ctx, 'username=%25')).json().result.total).toBe(1);
    expect((await listUsers(ctx, 'username=qx_')).json().result.total).toBe(4);
    expect((await listUsers(ctx, 'username=q_x')).json().result.total).toBe(0);
  });

  it.each([
    ['', ['qx Andi', 'Qx Citra', 'Qx Budi', 'Qx Dewi']],
    ['&sortBy=all', ['qx Andi', 'Qx Citra', 'Qx Budi', 'Qx Dewi']],
    ['&sortBy=created_date', ['qx Andi', 'Qx Citra', 'Qx Budi', 'Qx Dewi']],
    ['&sortBy=az', ['qx Andi', 'Qx Budi', 'Qx Citra', 'Qx Dewi']],
    ['&sortBy=A-Z', ['qx Andi', 'Qx Budi', 'Qx Citra', 'Qx Dewi']],
    ['&sortBy=za', ['Qx Dewi', 'Qx Citra', 'Qx Budi', 'qx Andi']],
    ['&sortBy=Z-A', ['Qx Dewi', 'Qx Citra', 'Qx Budi', 'qx Andi']],
    ['&sortBy=createdDate', ['Qx Dewi', 'Qx Budi', 'Qx Citra', 'qx Andi']],
  ])('sorts %s as documented (default newest first; createdDate oldest first)', async (sort, expected) => {
    const res = await listUsers(ctx, `username=Qx${sort}`, adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(expected);
  });

  it('sorts everyone newest registration first by default', async () => {
    const datas = (await listUsers(ctx, 'limit=100', adminHeaders)).json().result.datas as { id: number }[];
    const expected = await ctx.db
      .selectFrom('users')
      .select('id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(datas.map((d) => d.id)).toEqual(expected.map((r) => r.id));
  });

  it('pages 1-based with a total counted before paging', async () => {
    const p1 = await listUsers(ctx, 'username=qx&sortBy=az&offset=1&limit=3');
    const p0 = await listUsers(ctx, 'username=qx&sortBy=az&offset=0&limit=3');
    const p2 = await listUsers(ctx, 'username=qx&sortBy=az&offset=2&limit=3');
    const p9 = await listUsers(ctx, 'username=qx&sortBy=az&offset=9&limit=3');
    expect(names(p1)).toEqual(['qx Andi', 'Qx Budi', 'Qx Citra']);
    expect(names(p0)).toEqual(names(p1));
    expect(names(p2)).toEqual(['Qx Dewi']);
    expect(p9.json().result).toEqual({ total: 4, datas: [] });
    expect(p2.json().result.total).toBe(4);
  });

  it('defaults to 10 a page and clamps the limit to 100', async () => {
    for (let i = 0; i < 95; i += 1) await createUser(ctx, { name: `Massal ${i}`, username: `massal${i}` });
    const total = Number(
      (
        await ctx.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(total).toBeGreaterThan(100);
    const byDefault = (await listUsers(ctx, '')).json().result;
    expect(byDefault.total).toBe(total);
    expect(byDefault.datas).toHaveLength(10);
    expect((await listUsers(ctx, 'limit=100')).json().result.datas).toHaveLength(100);
    expect((await listUsers(ctx, 'limit=99999')).json().result.datas).toHaveLength(100);
  });

  it.each([
    ['sortBy=terbaru', 'Urutan (sortBy) harus all, az, za atau createdDate'],
    ['offset=abc', 'Halaman (offset) harus berupa angka 0 atau lebih'],
    ['limit=-1', 'Batas (limit) harus berupa angka 0 atau lebih'],
    [`username=${'a'.repeat(101)}`, 'Kata pencarian maksimal 100 karakter'],
  ])('refuses %s with 400 and an Indonesian message', async (query, message) => {
    const res = await listUsers(ctx, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
  });

  it('finds nothing for hostile search text and stays healthy', async () => {
    for (const text of ['<script>alert(1)</script>', "'; drop table users;--"]) {
      const res = await listUsers(ctx, `username=${encodeURIComponent(text)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toEqual({ total: 0, datas: [] });
    }
    expect((await listUsers(ctx, 'username=qx')).json().result.total).toBe(4);
  });

  it('answers with one page query and one count query', async () => {
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const admin = { id: 1, role: 'ROLE_ADMIN' as const, name: 'A', username: 'a', email: 'a@b.id' };
    const page = await service.listUsers(ctx.db.withPlugin(counting), admin, {
      sortBy: 'all',
      limit: 100,
      offset: undefined,
      username: undefined,
    });
    expect(page.datas.length).toBeGreaterThan(50);
    expect(queries).toBe(2);
  });
});
