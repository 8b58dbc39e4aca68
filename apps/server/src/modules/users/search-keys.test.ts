import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import { backfillKeys as backfill } from '../../db/migrations/024-search-key-backfill.ts';
import { cityKeyOf, normaliseKey, searchKeyOf } from './search-keys.service.ts';
import { postImport, sheetRow } from './users-import.test-support.ts';

/** The directory's normalised keys (docs/decisions/027): derived on every write and backfilled by migration 024. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const keysOf = (id: number) =>
  ctx.db
    .selectFrom('users')
    .select(['search_key', 'city_key'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('normaliseKey', () => {
  it('lower-cases, strips accents and squeezes spaces', () => {
    expect(normaliseKey('  José   ÑOÑO ')).toBe('jose nono');
    expect(searchKeyOf({ name: 'Siti Aisyah', nickname: null, username: 'siti_a' })).toBe(
      'siti aisyah siti_a',
    );
    expect(cityKeyOf(' Kota  Bandung ')).toBe('kota bandung');
    expect(cityKeyOf('')).toBeNull();
    expect(cityKeyOf(null)).toBeNull();
  });
});

describe('upkeep on every write', () => {
  it('PUT /user (own profile) re-derives both keys from the new name, nickname and city', async () => {
    const user = await createUser(ctx, { name: 'Awal Nama', username: 'kunci_awal' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: authHeader(ctx, user),
      payload: { name: 'Rénata Ü', nickname: 'Réna', city: 'Kabupaten Bogor' },
    });
    expect(res.statusCode).toBe(200);
    expect(await keysOf(user.id)).toEqual({
      search_key: 'renata u rena kunci_awal',
      city_key: 'kabupaten bogor',
    });
  });

  it('PUT /user by an admin follows a new username; clearing the city clears its key', async () => {
    const user = await createUser(ctx, { name: 'Budi Kunci', username: 'budi_kunci_lama', city: 'Medan' });
    expect((await keysOf(user.id)).city_key).toBe('medan');
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: admin.headers,
      payload: { id: user.id, name: 'Budi Kunci', username: 'budi_kunci_baru', city: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(await keysOf(user.id)).toEqual({ search_key: 'budi kunci budi_kunci_baru', city_key: null });
  });

  it('refuses a birthday that is not a real past day with an Indonesian message', async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: authHeader(ctx, user),
      payload: { name: 'Tanggal Salah', birthday: '1968-02-30' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Tanggal lahir tidak valid');
  });

  it('an import writes the keys of every row', async () => {
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    const row = sheetRow({ name: 'Dédé Impor', nickname: 'Dédé' });
    const res = await postImport(ctx, { users: [row] }, admin.headers);
    expect(res.statusCode).toBe(201);
    const stored = await ctx.db
      .selectFrom('users')
      .select(['search_key'])
      .where('username', '=', row.username)
      .executeTakeFirstOrThrow();
    expect(stored.search_key).toBe(`dede impor dede ${row.username}`);
  });
});

describe('migration 024', () => {
  it('backfills stale keys of existing rows', async () => {
    const user = await createUser(ctx, { name: 'Ðorđe Çelik', username: 'lama_kunci', city: 'Yogyakarta' });
    await ctx.db
      .updateTable('users')
      .set({ search_key: 'basi', city_key: null })
      .where('id', '=', user.id)
      .execute();
    await backfill(ctx.db);
    expect(await keysOf(user.id)).toEqual({ search_key: 'ðorđe celik lama_kunci', city_key: 'yogyakarta' });
  });
});
