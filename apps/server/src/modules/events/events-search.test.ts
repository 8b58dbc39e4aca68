import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/factories.ts';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';

/**
 * GET /event?search= on the database's text index (migration 006: SQLite FTS5 trigram, PostgreSQL pg_trgm):
 * the same answers as the substring scan it replaced — case-insensitive substring of the name, wildcards and
 * query syntax as plain text, short terms, renamed and deleted events (docs/decisions/011).
 */
let ctx: TestContext;
let admin: Record<string, string>;
const ev: Record<string, { id: number }> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await loginAs(ctx, 'ROLE_ADMIN')).headers;
  const names: Record<string, string> = {
    halal: 'Halalbihalal Keluarga Besar Alumni 86',
    ziarah: 'Ziarah dan Doa Bersama untuk Guru Tercinta',
    ketut: 'Syukuran Ni Ketut ārya & ñoman',
    persen: 'Diskon 50% Kaos_Alumni "Edisi Khusus"',
    syntax: 'Tanya-Jawab (NEAR) OR AND * ^ : Panitia',
    yogya: 'Temu Kangen di Yogyakarta',
    ab: 'AB',
  };
  for (const [key, name] of Object.entries(names)) ev[key] = await createEvent(ctx, { name });
  ev.gone = await createEvent(ctx, { name: 'Halalbihalal yang Dihapus', deleted: 1 });
});
afterAll(() => ctx.close());

async function found(term: string, headers: Record<string, string> = {}): Promise<number[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/event?limit=50&search=${encodeURIComponent(term)}`,
    headers,
  });
  expect(res.statusCode, term).toBe(200);
  const body = res.json() as { result: { total: number; datas: { id: number }[] } };
  expect(body.result.total, term).toBe(body.result.datas.length);
  return body.result.datas.map((d) => d.id).sort((a, b) => a - b);
}
const ids = (...keys: string[]) => keys.map((k) => ev[k]?.id ?? -1).sort((a, b) => a - b);

describe('event search on the text index', () => {
  it('finds Indonesian names by any substring, in any case', async () => {
    expect(await found('halalbihalal')).toEqual(ids('halal'));
    expect(await found('BIHALAL KELUARGA')).toEqual(ids('halal'));
    expect(await found('guru terc')).toEqual(ids('ziarah'));
    expect(await found('yOgYa')).toEqual(ids('yogya'));
    expect(await found('alumni')).toEqual(ids('halal', 'persen'));
    expect(await found('an')).toEqual(ids('ziarah', 'ketut', 'syntax', 'yogya'));
  });

  it('matches across word boundaries and inside words, not only whole words', async () => {
    expect(await found('a B')).toEqual(ids('halal', 'ziarah'));
    expect(await found('akarta')).toEqual(ids('yogya'));
    expect(await found('n di Y')).toEqual(ids('yogya'));
  });

  it('finds names with accented letters', async () => {
    expect(await found('ārya')).toEqual(ids('ketut'));
    expect(await found('KETUT ārya & ñ')).toEqual(ids('ketut'));
    expect(await found('arya')).toEqual([]);
  });

  it('treats %, _, quotes and the index query syntax as plain text', async () => {
    expect(await found('50%')).toEqual(ids('persen'));
    expect(await found('%')).toEqual(ids('persen'));
    expect(await found('s_a')).toEqual(ids('persen'));
    expect(await found('_')).toEqual(ids('persen'));
    expect(await found('"Edisi')).toEqual(ids('persen'));
    expect(await found('"')).toEqual(ids('persen'));
    expect(await found('(NEAR) OR AND *')).toEqual(ids('syntax'));
    expect(await found('OR')).toEqual(ids('syntax'));
    expect(await found('* ^ :')).toEqual(ids('syntax'));
    expect(await found('NEAR(a b)')).toEqual([]);
    expect(await found('halal*')).toEqual([]);
    expect(await found('5_%')).toEqual([]);
  });

  it('finds terms shorter than a trigram too', async () => {
    expect(await found('ab')).toEqual(ids('syntax', 'ab'));
    expect(await found('ñ')).toEqual(ids('ketut'));
    expect(await found('86')).toEqual(ids('halal'));
  });

  it('follows a rename, and never shows a deleted event even to an admin', async () => {
    const renamed = await createEvent(ctx, { name: 'Rapat Awal' });
    expect(await found('rapat awal')).toEqual([renamed.id]);
    await ctx.db
      .updateTable('events')
      .set({ name: 'Pertemuan Akhir Tahun' })
      .where('id', '=', renamed.id)
      .execute();
    expect(await found('rapat awal')).toEqual([]);
    expect(await found('pertemuan akhir')).toEqual([renamed.id]);
    expect(await found('dihapus', admin)).toEqual([]);
    await ctx.db.deleteFrom('events').where('id', '=', renamed.id).execute();
    expect(await found('pertemuan akhir')).toEqual([]);
  });
});
