import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  countingStatements,
  createTestContext,
  createUser,
  type TestContext,
} from '../../../test/helpers.ts';
import type { UserRow } from '../../db/types.ts';
import { findBusinesses, findMembers } from './directory.repo.ts';

/** 'Cari Teman' and 'Usaha Alumni' (docs/decisions/027-cari-teman-privacy.md). */

let ctx: TestContext;
let viewer: Record<string, string>;
let tag: string;
let siti: UserRow;
let rahmat: UserRow;

const get = (url: string, headers: Record<string, string> = viewer) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

async function business(
  owner: UserRow,
  values: { name: string; line?: string; unlisted?: number; deleted?: number },
) {
  await ctx.db
    .insertInto('businesses')
    .values({
      user_id: owner.id,
      name: values.name,
      address: 'Jl. Usaha 1',
      start_date: null,
      end_date: null,
      description: `Usaha ${tag}`,
      line: values.line ?? null,
      unlisted: values.unlisted ?? 0,
      deleted: values.deleted ?? 0,
      created_at: new Date().toISOString(),
    })
    .execute();
}

beforeAll(async () => {
  ctx = await createTestContext();
  tag = `t${Date.now().toString(36)}`;
  // Each member's occupation carries the tag, so every query below sees only this file's rows.
  siti = await createUser(ctx, {
    name: `Sítì Rahayu ${tag}`,
    username: `siti_${tag}`,
    city: 'Kota Bandung',
    occupation: `Guru ${tag}`,
    phone_number: '081234500001',
    privacy_phone: 'MEMBERS',
  });
  rahmat = await createUser(ctx, {
    name: `Rahmat Hidayat ${tag}`,
    username: `rahmat_${tag}`,
    city: 'Kota Surabaya',
    occupation: `Dokter ${tag}`,
    phone_number: '081234500002',
    deceased: 1,
  });
  await createUser(ctx, { name: `Belum Aktif ${tag}`, password: null, occupation: `Guru ${tag}` });
  viewer = authHeader(ctx, await createUser(ctx));
  await business(siti, { name: `Warung Siti ${tag}`, line: 'Kuliner' });
  await business(rahmat, { name: `Apotek Rahmat ${tag}`, line: 'Kesehatan' });
  await business(siti, { name: `Rahasia ${tag}`, unlisted: 1 });
  await business(siti, { name: `Tutup ${tag}`, deleted: 1 });
});
afterAll(() => ctx.close());

describe('GET /directory', () => {
  it('visitors get 401', async () => {
    expect((await get('/directory', {})).statusCode).toBe(401);
    expect((await get('/directory/business', {})).statusCode).toBe(401);
  });

  it('finds members by any word of the name, ignoring case and accents; never-activated accounts are left out', async () => {
    const res = await get(`/directory?search=SITI%20${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      total: 1,
      datas: [
        {
          id: siti.id,
          username: siti.username,
          name: siti.name,
          nickname: null,
          picture: null,
          city: 'Kota Bandung',
          occupation: `Guru ${tag}`,
          highSchool: null,
          deceased: false,
        },
      ],
    });
    // No contact field on a member card, whatever the privacy level.
    expect(res.body).not.toContain('081234500001');
    const all = (await get(`/directory?occupation=${tag}`)).json().result;
    expect(all.datas.map((c: { username: string }) => c.username).sort()).toEqual(
      [rahmat.username, siti.username].sort(),
    );
  });

  it('filters by city without case and marks deceased members instead of hiding them', async () => {
    const res = (await get(`/directory?city=kota%20SURABAYA&occupation=${tag}`)).json().result;
    expect(res.total).toBe(1);
    expect(res.datas[0]).toMatchObject({ username: rahmat.username, deceased: true });
  });

  it('pages in SQL: total stays, one row per page', async () => {
    const first = (await get(`/directory?occupation=${tag}&limit=1&offset=1`)).json().result;
    const second = (await get(`/directory?occupation=${tag}&limit=1&offset=2`)).json().result;
    expect(first.total).toBe(2);
    expect(second.total).toBe(2);
    expect(first.datas).toHaveLength(1);
    expect(second.datas).toHaveLength(1);
    expect(first.datas[0].id).not.toBe(second.datas[0].id);
  });

  it('treats LIKE wildcards in the search as plain letters', async () => {
    const res = (await get('/directory?search=%25')).json().result;
    expect(res.total).toBe(0);
  });

  it('refuses a bad page with an Indonesian message', async () => {
    const res = await get('/directory?offset=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/tidak valid/);
  });
});

describe('a page and its total (directory.repo.ts pageAndTotal)', () => {
  it('counts only when the page is full or past the end: a search that finds a few is one statement', async () => {
    const asked = async (find: 'members' | 'businesses', limit: number, skip: number) => {
      const { db, seen } = countingStatements(ctx);
      const page = { page: 1, limit, skip };
      const got =
        find === 'members'
          ? await findMembers(db, { words: [tag] }, page)
          : await findBusinesses(db, { words: [tag] }, page);
      return { total: got.total, shown: got.rows.length, statements: seen.statements };
    };
    // Two members and two listed businesses carry the tag.
    expect(await asked('members', 20, 0)).toEqual({ total: 2, shown: 2, statements: 1 });
    expect(await asked('members', 1, 1)).toEqual({ total: 2, shown: 1, statements: 2 });
    expect(await asked('members', 1, 0)).toEqual({ total: 2, shown: 1, statements: 2 });
    expect(await asked('members', 3, 1)).toEqual({ total: 2, shown: 1, statements: 1 });
    expect(await asked('members', 2, 2)).toEqual({ total: 2, shown: 0, statements: 2 });
    expect(await asked('businesses', 20, 0)).toEqual({ total: 2, shown: 2, statements: 1 });
    expect(await asked('businesses', 2, 4)).toEqual({ total: 2, shown: 0, statements: 2 });
    // Nothing found: the empty first page says so.
    const { db, seen } = countingStatements(ctx);
    expect(
      (await findMembers(db, { words: [`${tag}tidakada`] }, { page: 1, limit: 20, skip: 0 })).total,
    ).toBe(0);
    expect(seen.statements).toBe(1);
  });
});

describe('GET /directory/business', () => {
  it('lists listed businesses only, with the phone only where the owner opened it to members', async () => {
    const res = await get(`/directory/business?search=${tag}`);
    expect(res.statusCode).toBe(200);
    const { total, datas } = res.json().result;
    expect(total).toBe(2);
    const warung = datas.find((b: { name: string }) => b.name === `Warung Siti ${tag}`);
    const apotek = datas.find((b: { name: string }) => b.name === `Apotek Rahmat ${tag}`);
    expect(warung).toMatchObject({
      line: 'Kuliner',
      phoneNumber: '081234500001',
      owner: { username: siti.username },
    });
    expect(warung.email).toBeUndefined();
    expect(apotek).not.toHaveProperty('phoneNumber');
    expect(apotek.owner.deceased).toBe(true);
    expect(res.body).not.toContain('081234500002');
    expect(res.body).not.toContain(`Rahasia ${tag}`);
    expect(res.body).not.toContain(`Tutup ${tag}`);
  });

  it('filters by line and by the owner city', async () => {
    const byLine = (await get(`/directory/business?search=${tag}&line=Kesehatan`)).json().result;
    expect(byLine.datas.map((b: { name: string }) => b.name)).toEqual([`Apotek Rahmat ${tag}`]);
    const byCity = (await get(`/directory/business?search=${tag}&city=Kota%20Bandung`)).json().result;
    expect(byCity.datas.map((b: { name: string }) => b.name)).toEqual([`Warung Siti ${tag}`]);
  });

  it('refuses an unknown line with an Indonesian message', async () => {
    const res = await get('/directory/business?line=Judi');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Bidang usaha tidak dikenal');
  });
});
