import { CATALOG_MAX_LIMIT, EVENT_GROUP_NOT_FOUND } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createEvent, createGroup, nextInstant } from '../../../test/factories.ts';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';

/** GET /event-category, /event-group, /event-group/{id}, /job: public lookups. */
let ctx: TestContext;
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /event-category', () => {
  it('lists categories in creation order with their count of visible events', async () => {
    const sport = await createCategory(ctx, {
      name: 'olahraga',
      display_name: 'Olahraga',
      icon_url: '/uploads/bola.png',
    });
    const social = await createCategory(ctx, { name: 'sosial', display_name: 'Sosial', icon_url: null });
    await createEvent(ctx, { event_category_id: sport.id });
    await createEvent(ctx, { event_category_id: sport.id, status: 'EXPIRED' });
    await createEvent(ctx, { event_category_id: sport.id, status: 'DRAFT' });
    await createEvent(ctx, { event_category_id: sport.id, deleted: 1 });
    await createEvent(ctx, { event_category_id: social.id, status: 'DRAFT' });

    // The spec's client asks for offset 0 and limit 99999: clamped, not refused.
    const res = await get('/event-category?offset=0&limit=99999');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: {
        total: 2,
        datas: [
          {
            id: sport.id,
            name: 'olahraga',
            displayName: 'Olahraga',
            iconUrl: '/uploads/bola.png',
            eventCount: 2,
          },
          { id: social.id, name: 'sosial', displayName: 'Sosial', iconUrl: null, eventCount: 0 },
        ],
      },
    });
    // Admins see the same public count: the tiles are the public list's.
    expect((await get('/event-category', (await loginAs(ctx, 'ROLE_ADMIN')).headers)).json()).toEqual(
      res.json(),
    );
  });

  it('pages with the 1-based offset and clamps the limit', async () => {
    await ctx.db
      .insertInto('event_categories')
      .values(
        Array.from({ length: CATALOG_MAX_LIMIT + 3 }, (_, i) => ({
          name: `k${i}`,
          display_name: `K ${i}`,
          icon_url: null,
          created_at: nextInstant(),
        })),
      )
      .execute();
    const all = (await get('/event-category?offset=0&limit=99999')).json().result;
    expect(all.total).toBe(CATALOG_MAX_LIMIT + 5);
    expect(all.datas).toHaveLength(CATALOG_MAX_LIMIT);
    const second = (await get('/event-category?offset=2&limit=2')).json().result;
    expect(second.datas.map((c: { id: number }) => c.id)).toEqual([all.datas[2].id, all.datas[3].id]);
  });

  it('refuses non-numeric paging', async () => {
    const res = await get('/event-category?offset=satu');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Halaman (offset) harus berupa angka 0 atau lebih',
    });
  });
});

describe('GET /event-group and /event-group/{id}', () => {
  it('lists groups alphabetically by display name, case-insensitive', async () => {
    const b = await createGroup(ctx, { name: 'b', display_name: 'bakti sosial', image_url: null });
    const a = await createGroup(ctx, { name: 'a', display_name: 'Arisan', image_url: '/uploads/a.jpg' });
    const c = await createGroup(ctx, { name: 'c', display_name: 'Cerita Lama', image_url: null });
    const res = await get('/event-group?offset=0&limit=99999');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: {
        total: 3,
        datas: [
          { id: a.id, name: 'a', displayName: 'Arisan', imageUrl: '/uploads/a.jpg' },
          { id: b.id, name: 'b', displayName: 'bakti sosial', imageUrl: null },
          { id: c.id, name: 'c', displayName: 'Cerita Lama', imageUrl: null },
        ],
      },
    });
    expect((await get('/event-group?offset=2&limit=2')).json().result).toMatchObject({
      total: 3,
      datas: [{ id: c.id }],
    });
  });

  it('returns one group, 404 when unknown, 400 when the id is not a number', async () => {
    const g = await createGroup(ctx, {
      name: 'reuni-40',
      display_name: 'Reuni 40 Tahun',
      image_url: '/uploads/r.jpg',
    });
    const res = await get(`/event-group/${g.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: { id: g.id, name: 'reuni-40', displayName: 'Reuni 40 Tahun', imageUrl: '/uploads/r.jpg' },
    });
    const missing = await get('/event-group/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: EVENT_GROUP_NOT_FOUND, code: 'EVENT_GROUP_NOT_FOUND' });
    for (const bad of ['abc', '0', encodeURIComponent('1; drop table event_groups')]) {
      const r = await get(`/event-group/${bad}`);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().message).toBe('ID grup tidak valid');
    }
  });
});

describe('GET /job', () => {
  it('lists job types by name', async () => {
    await ctx.db
      .insertInto('job_types')
      .values([{ name: 'Wiraswasta' }, { name: 'Dokter' }, { name: 'Guru' }])
      .execute();
    const res = await get('/job');
    expect(res.statusCode).toBe(200);
    const datas: { id: number; name: string }[] = res.json().result.datas;
    expect(datas.map((j) => j.name)).toEqual(['Dokter', 'Guru', 'Wiraswasta']);
    expect(Object.keys(datas[0] ?? {}).sort()).toEqual(['id', 'name']);
  });
});
