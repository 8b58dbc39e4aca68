import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';
import { putUser } from './users.test-support.ts';
import { newUserBody, postUser } from './users-admin.test-support.ts';
import { postImport, sheetRow } from './users-import.test-support.ts';

/**
 * The 'Kota' inputs (the admin's add and edit form, the import's 'Kota' column) and the business record's
 * 'Bidang usaha' and 'Jangan tampilkan di Usaha Alumni' (docs/decisions/027-cari-teman-privacy.md).
 */

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof loginAs>>;
let member: Awaited<ReturnType<typeof loginAs>>;
const tag = `cl${Date.now().toString(36)}`;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx, 'ROLE_ADMIN');
  member = await loginAs(ctx, 'ROLE_USER', { name: `Wulan ${tag}` });
});
afterAll(() => ctx.close());

const cityOf = (id: number) =>
  ctx.db.selectFrom('users').select(['city', 'city_key']).where('id', '=', id).executeTakeFirstOrThrow();

describe("the admin's 'Kota'", () => {
  it('POST /user stores the city and its key; the directory finds the member by it', async () => {
    const res = await postUser(ctx, newUserBody(`${tag}a`, { city: '  Kota Pekanbaru ' }), admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().result.id;
    expect(await cityOf(id)).toEqual({ city: 'Kota Pekanbaru', city_key: 'kota pekanbaru' });
    const found = await ctx.app.inject({
      url: '/api/v1/directory?city=kota%20PEKANBARU',
      headers: member.headers,
    });
    expect(found.json().result.datas.map((d: { id: number }) => d.id)).toEqual([id]);
  });

  it("PUT /user {id} (the admin's edit) changes and clears it", async () => {
    const put = (city: string | null) =>
      putUser(ctx, { id: member.user.id, name: member.user.name, city }, admin.headers);
    expect((await put('Kabupaten Sleman')).statusCode).toBe(200);
    expect(await cityOf(member.user.id)).toEqual({ city: 'Kabupaten Sleman', city_key: 'kabupaten sleman' });
    expect((await put('')).statusCode).toBe(200);
    expect(await cityOf(member.user.id)).toEqual({ city: null, city_key: null });
  });

  it('refuses a city over 100 characters in Indonesian, and members may not add users', async () => {
    const long = await postUser(ctx, newUserBody(`${tag}b`, { city: 'x'.repeat(101) }), admin.headers);
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Kota maksimal 100 karakter');
    expect(
      (await postUser(ctx, newUserBody(`${tag}c`, { city: 'Kota Medan' }), member.headers)).statusCode,
    ).toBe(403);
    expect((await postUser(ctx, newUserBody(`${tag}d`, { city: 'Kota Medan' }), {})).statusCode).toBe(401);
  });
});

describe("the import's 'Kota' column", () => {
  it('stores the city of each row; rows without it keep none (old sheets still import)', async () => {
    const withCity = sheetRow({ city: 'Kota Ambon' });
    const without = sheetRow();
    const res = await postImport(ctx, { users: [withCity, without] }, admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    const rows = await ctx.db
      .selectFrom('users')
      .select(['username', 'city', 'city_key'])
      .where('username', 'in', [withCity.username, without.username])
      .orderBy('username')
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { username: withCity.username, city: 'Kota Ambon', city_key: 'kota ambon' },
        { username: without.username, city: null, city_key: null },
      ]),
    );
  });

  it('refuses an over-long city with the row named', async () => {
    const res = await postImport(ctx, { users: [sheetRow({ city: 'y'.repeat(101) })] }, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'baris 2', message: 'Kota maksimal 100 karakter' }]);
  });
});

describe("a business's 'Bidang usaha' and 'Jangan tampilkan di Usaha Alumni'", () => {
  it('round-trips both, and an unlisted business leaves Usaha Alumni but stays on the profile', async () => {
    const name = `Katering ${tag}`;
    const save = await putUser(
      ctx,
      { name: member.user.name, businesses: [{ name, line: 'Kuliner', description: 'Nasi kotak' }] },
      member.headers,
    );
    expect(save.statusCode, save.body).toBe(200);
    const saved = save.json().result.businesses[0];
    expect(saved).toMatchObject({ name, line: 'Kuliner', unlisted: false });
    const listed = async () =>
      (
        await ctx.app.inject({
          url: `/api/v1/directory/business?line=Kuliner&search=${tag}`,
          headers: admin.headers,
        })
      ).json().result.datas as { name: string }[];
    expect((await listed()).map((b) => b.name)).toEqual([name]);

    const hide = await putUser(
      ctx,
      { name: member.user.name, businesses: [{ id: saved.id, name, line: 'Kuliner', unlisted: true }] },
      member.headers,
    );
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().result.businesses[0]).toMatchObject({ unlisted: true });
    expect(await listed()).toEqual([]);
    const profile = await ctx.app.inject({ url: `/api/v1/user/${member.user.id}`, headers: admin.headers });
    expect(profile.json().result.businesses.map((b: { name: string }) => b.name)).toEqual([name]);
  });

  it('refuses an unknown line and a non-boolean unlisted in Indonesian', async () => {
    const bad = [
      [{ name: 'X', line: 'Perjudian' }, 'Bidang usaha tidak dikenal'],
      [{ name: 'X', unlisted: 'ya' }, 'Jangan tampilkan di Usaha Alumni harus bernilai true atau false'],
    ] as const;
    for (const [business, message] of bad) {
      const res = await putUser(ctx, { name: member.user.name, businesses: [business] }, member.headers);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
  });
});
