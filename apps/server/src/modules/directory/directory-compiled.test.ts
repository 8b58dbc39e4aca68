import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestContext, createUser, type TestContext } from '../../../test/helpers.ts';
import type { UserRow } from '../../db/types.ts';
import { cityKeyOf, normaliseKey } from '../users/search-keys.service.ts';

/**
 * 'Cari Teman' and 'Usaha Alumni' run statements compiled once per shape (the number of words, the city, the
 * occupation or line; db/reusable-query.ts, docs/decisions/033 "Third step"): every shape answers what the rules
 * of docs/decisions/027 say, worked out here in plain code from the database's rows; one shape asked with other
 * values never keeps the first; a search the normalising spreads over more than 50 words is still answered.
 */
let ctx: TestContext;
let viewer: Record<string, string>;
const members: UserRow[] = [];

// Distinct first letters: the name order is the same under any collation; lower-case occupations and business
// texts, so LIKE means the same on both databases (SQLite's is case-insensitive, PostgreSQL's is not).
const PEOPLE = [
  { name: 'Budi Santoso', city: 'Bandung', occupation: 'guru' },
  { name: 'Cahya Budi', city: 'Kota Jakarta', occupation: 'dokter' },
  { name: 'Dewi Lestari', city: 'Bandung', occupation: 'guru besar' },
  { name: 'Eko Budi Prasetyo', city: 'Surabaya', occupation: 'guru' },
  { name: 'Fajar Nugroho', city: 'Bandung', occupation: null },
  { name: 'Gita Budiman', city: 'Kota Jakarta', occupation: 'pengusaha' },
  { name: 'Hadi Budi Santoso', city: 'Bandung', occupation: 'guru' },
  { name: 'Indah Sari', city: null, occupation: 'dokter gigi' },
  { name: 'Joko Santoso', city: 'Surabaya', occupation: 'guru' },
  { name: 'Kartika Budi', city: 'Bandung', occupation: 'dokter' },
  { name: 'Lina Santoso', city: 'Bandung', occupation: 'guru', inactive: true },
];

const BUSINESSES = [
  { owner: 0, name: 'bakso budi', description: 'bakso urat santoso', line: 'Kuliner' },
  { owner: 1, name: 'catering cahya', description: 'nasi kotak', line: 'Kuliner' },
  { owner: 3, name: 'dapur eko', description: 'kue budi', line: 'Kuliner' },
  { owner: 6, name: 'klinik hadi', description: 'praktik dokter santoso', line: 'Kesehatan' },
  { owner: 9, name: 'apotek kartika', description: 'obat budi', line: 'Kesehatan' },
  { owner: 10, name: 'toko lina', description: 'budi santoso', line: 'Kuliner' },
  { owner: 2, name: 'rahasia dewi', description: 'budi', line: 'Kuliner', unlisted: 1 },
  { owner: 4, name: 'tutup fajar', description: 'budi', line: 'Kuliner', deleted: 1 },
  { owner: 8, name: 'galeri joko', description: 'lukisan santoso', line: null },
];

beforeAll(async () => {
  ctx = await createTestContext({ config: { readCacheTtlMs: 0 } });
  viewer = authHeader(ctx, await createUser(ctx, { name: 'Zaenal Penanya' }));
  for (const [i, p] of PEOPLE.entries()) {
    members.push(
      await createUser(ctx, {
        name: p.name,
        username: `teman_${i}`,
        city: p.city,
        occupation: p.occupation,
        ...(p.inactive ? { password: null } : {}),
      }),
    );
  }
  for (const b of BUSINESSES) {
    await ctx.db
      .insertInto('businesses')
      .values({
        user_id: (members[b.owner] as UserRow).id,
        name: b.name,
        address: 'Jl. Usaha 1',
        start_date: null,
        end_date: null,
        description: b.description,
        line: b.line,
        unlisted: b.unlisted ?? 0,
        deleted: b.deleted ?? 0,
        created_at: new Date().toISOString(),
      })
      .execute();
  }
});
afterAll(() => ctx.close());

const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
const wordsOf = (search?: string) => (search ? normaliseKey(search).split(' ').filter(Boolean) : []);

interface Query {
  search?: string;
  city?: string;
  occupation?: string;
  line?: string;
}

async function ask(path: string, q: Query, page: { offset: number; limit: number }) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...q, ...page })) if (v !== undefined) params.set(k, String(v));
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1${path}?${params}`, headers: viewer });
  expect(res.statusCode, params.toString()).toBe(200);
  return (res.json() as { result: { total: number; datas: { id: number }[] } }).result;
}

/** Every page of `q` (limit 3, one past the end): the ids in order, and the total each page said. */
async function allPages(path: string, q: Query, expectedLength: number) {
  const ids: number[] = [];
  for (let offset = 1; offset <= Math.ceil(expectedLength / 3) + 1; offset++) {
    const got = await ask(path, q, { offset, limit: 3 });
    expect(got.total, JSON.stringify({ q, offset })).toBe(expectedLength);
    ids.push(...got.datas.map((d) => d.id));
  }
  return ids;
}

/** 'Cari Teman' by the rules: active accounts, every word in the search key, the city key, the occupation. */
async function expectedMembers(q: Query): Promise<number[]> {
  const rows = await ctx.db
    .selectFrom('users')
    .select(['id', 'name', 'search_key', 'city_key', 'occupation', 'password_hash'])
    .execute();
  const words = wordsOf(q.search);
  const cityKey = cityKeyOf(q.city);
  return rows
    .filter(
      (u) =>
        u.password_hash !== null &&
        words.every((w) => (u.search_key ?? '').includes(w)) &&
        (cityKey === null || u.city_key === cityKey) &&
        (!q.occupation || (u.occupation ?? '').includes(q.occupation.toLowerCase())),
    )
    .sort((a, b) => cmp(a.name, b.name) || cmp(a.id, b.id))
    .map((u) => u.id);
}

/** 'Usaha Alumni' by the rules: listed, named, an active owner; every word in the name, description or owner. */
async function expectedBusinesses(q: Query): Promise<number[]> {
  const rows = await ctx.db
    .selectFrom('businesses as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select(['b.id', 'b.name', 'b.description', 'b.line', 'b.unlisted', 'b.deleted'])
    .select(['u.search_key', 'u.city_key', 'u.password_hash'])
    .execute();
  const words = wordsOf(q.search);
  const cityKey = cityKeyOf(q.city);
  return rows
    .filter(
      (b) =>
        b.deleted === 0 &&
        b.unlisted === 0 &&
        b.name !== null &&
        b.password_hash !== null &&
        words.every((w) => [b.name, b.description, b.search_key].some((t) => (t ?? '').includes(w))) &&
        (cityKey === null || b.city_key === cityKey) &&
        (!q.line || b.line === q.line),
    )
    .sort((a, b) => cmp(a.name ?? '', b.name ?? '') || cmp(a.id, b.id))
    .map((b) => b.id);
}

// No words, one, two and three words (spacing and case as typed), a word in no name.
const SEARCHES = [undefined, 'budi', 'BUDI   santoso', 'hadi budi santoso', 'tidakada'];

describe("'Cari Teman' compiled once per shape", () => {
  it('answers every combination of words, city and occupation, every page, as the rules say', async () => {
    let nonEmpty = 0;
    for (const search of SEARCHES) {
      for (const city of [undefined, 'bandung', 'Kota Jakarta']) {
        for (const occupation of [undefined, 'guru', 'DOKTER']) {
          const q = { search, city, occupation };
          const want = await expectedMembers(q);
          expect(await allPages('/directory', q, want.length), JSON.stringify(q)).toEqual(want);
          if (want.length > 0) nonEmpty += 1;
        }
      }
    }
    expect(nonEmpty).toBeGreaterThan(15);
  });

  it('one shape asked with other values answers for those values', async () => {
    for (const q of [
      { search: 'budi', city: 'Bandung' },
      { search: 'santoso', city: 'Surabaya' },
      { search: 'budi', city: 'Kota Jakarta' },
      { search: 'lestari', city: 'Bandung' },
    ]) {
      const want = await expectedMembers(q);
      expect(want.length, JSON.stringify(q)).toBeGreaterThan(0);
      expect((await ask('/directory', q, { offset: 1, limit: 20 })).datas.map((d) => d.id)).toEqual(want);
    }
  });

  it('takes 50 words compiled, and a search normalised into more words is still answered', async () => {
    const fifty = Array.from({ length: 50 }, () => 'o').join(' ');
    expect(wordsOf(fifty)).toHaveLength(50);
    const want = await expectedMembers({ search: fifty });
    expect(want.length).toBeGreaterThan(0);
    expect(
      (await ask('/directory', { search: fifty }, { offset: 1, limit: 50 })).datas.map((d) => d.id),
    ).toEqual(want);
    // One Arabic ligature is four words once normalised (NFKD), the last joining the next one's first: 17
    // characters, 52 words.
    const ligatures = '\uFDFA'.repeat(17);
    expect(wordsOf(ligatures).length).toBeGreaterThan(50);
    expect(await ask('/directory', { search: ligatures }, { offset: 1, limit: 20 })).toEqual({
      total: 0,
      datas: [],
    });
    expect(await ask('/directory/business', { search: ligatures }, { offset: 1, limit: 20 })).toEqual({
      total: 0,
      datas: [],
    });
  });
});

describe("'Usaha Alumni' compiled once per shape", () => {
  it('answers every combination of words, owner city and line, every page, as the rules say', async () => {
    let nonEmpty = 0;
    for (const search of SEARCHES) {
      for (const city of [undefined, 'Bandung']) {
        for (const line of [undefined, 'Kuliner', 'Kesehatan']) {
          const q = { search, city, line };
          const want = await expectedBusinesses(q);
          expect(await allPages('/directory/business', q, want.length), JSON.stringify(q)).toEqual(want);
          if (want.length > 0) nonEmpty += 1;
        }
      }
    }
    expect(nonEmpty).toBeGreaterThan(10);
  });
});
