import { EVENT_LIST_MAX_LIMIT, type EventItem } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createCategory, createEvent, createGroup } from '../../../test/factories.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { formatEventDate } from '../../lib/dates.ts';

/** GET /event: visibility by role, filters, search, sort, paging, item shape, bad input. */
let ctx: TestContext;
let guest: Record<string, string>;
let member: Record<string, string>;
let admin: Record<string, string>;
let creator: Awaited<ReturnType<typeof createUser>>;
let catA: { id: number };
let catB: { id: number };
let g1: { id: number };
let g2: { id: number };
const ev: Record<'reuni' | 'jalan' | 'draft' | 'deleted' | 'bakti', { id: number }> = {} as never;

const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await createTestContext();
  guest = {};
  member = (await loginAs(ctx, 'ROLE_USER')).headers;
  admin = (await loginAs(ctx, 'ROLE_ADMIN')).headers;
  creator = await createUser(ctx, { name: 'Budi Santoso', username: 'budi86', picture: '/uploads/budi.jpg' });
  catA = await createCategory(ctx, { display_name: 'Olahraga' });
  catB = await createCategory(ctx, { display_name: 'Sosial' });
  g1 = await createGroup(ctx, { name: 'reuni', display_name: 'Reuni Tahunan' });
  g2 = await createGroup(ctx);
  const inDays = (d: number) => new Date(Date.now() + d * 24 * HOUR).toISOString();
  // Created in this order (factory timestamps increase), so createdDate DESC is bakti, deleted, draft, jalan, reuni.
  ev.reuni = await createEvent(ctx, {
    name: 'Reuni Akbar Jakarta',
    event_category_id: catA.id,
    event_group_id: g1.id,
    user_id: creator.id,
    start_date: inDays(20),
    end_date: inDays(21),
    quota: 150,
  });
  ev.jalan = await createEvent(ctx, {
    name: 'jalan Sehat Bandung',
    status: 'EXPIRED',
    event_category_id: catB.id,
    event_group_id: g1.id,
    start_date: inDays(40),
    end_date: inDays(41),
  });
  ev.draft = await createEvent(ctx, { name: 'Rapat Panitia', status: 'DRAFT', event_category_id: catA.id });
  ev.deleted = await createEvent(ctx, { name: 'Acara Dihapus', deleted: 1, event_category_id: catA.id });
  ev.bakti = await createEvent(ctx, {
    name: 'Bakti Sosial 100% Peduli',
    event_category_id: catB.id,
    event_group_id: g2.id,
    user_id: creator.id,
    start_date: inDays(-3),
    end_date: inDays(-2),
    event_type: 'ONLINE',
  });
});
afterAll(() => ctx.close());

async function getList(query: string, headers: Record<string, string> = guest) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/event${query}`, headers });
  return res;
}
async function ids(query: string, headers: Record<string, string> = guest) {
  const res = await getList(query, headers);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { result: { total: number; datas: EventItem[] } };
  return { total: body.result.total, ids: body.result.datas.map((d) => d.id) };
}

describe('GET /event visibility', () => {
  it('shows visitors and members PUBLISH and EXPIRED only, newest first', async () => {
    for (const h of [guest, member]) {
      expect(await ids('', h)).toEqual({ total: 3, ids: [ev.bakti.id, ev.jalan.id, ev.reuni.id] });
    }
  });

  it('shows admins every non-deleted event, DRAFT included', async () => {
    expect(await ids('', admin)).toEqual({
      total: 4,
      ids: [ev.bakti.id, ev.draft.id, ev.jalan.id, ev.reuni.id],
    });
  });

  it('filters admins by status; P means PUBLISH', async () => {
    expect(await ids('?status=DRAFT', admin)).toEqual({ total: 1, ids: [ev.draft.id] });
    expect(await ids('?status=P', admin)).toEqual({ total: 2, ids: [ev.bakti.id, ev.reuni.id] });
    expect(await ids('?status=PUBLISH', admin)).toEqual({ total: 2, ids: [ev.bakti.id, ev.reuni.id] });
    expect(await ids('?status=expired', admin)).toEqual({ total: 1, ids: [ev.jalan.id] });
  });

  it('never gives a member a DRAFT, even when asked for one', async () => {
    expect(await ids('?status=DRAFT', member)).toEqual({ total: 0, ids: [] });
    expect(await ids('?status=EXPIRED', member)).toEqual({ total: 1, ids: [ev.jalan.id] });
  });
});

describe('GET /event filters', () => {
  it('filters by category, group and creator', async () => {
    expect(await ids(`?categoryId=${catA.id}`)).toEqual({ total: 1, ids: [ev.reuni.id] });
    expect(await ids(`?categoryId=${catA.id}`, admin)).toEqual({ total: 2, ids: [ev.draft.id, ev.reuni.id] });
    expect(await ids(`?groupId=${g1.id}`)).toEqual({ total: 2, ids: [ev.jalan.id, ev.reuni.id] });
    expect(await ids(`?userId=${creator.id}`)).toEqual({ total: 2, ids: [ev.bakti.id, ev.reuni.id] });
    expect(await ids(`?categoryId=${catB.id}&groupId=${g2.id}`)).toEqual({ total: 1, ids: [ev.bakti.id] });
  });

  it('leaves the current event out of related events (excludeId)', async () => {
    expect(await ids(`?groupId=${g1.id}&limit=3&excludeId=${ev.reuni.id}`)).toEqual({
      total: 1,
      ids: [ev.jalan.id],
    });
  });

  it('reads empty filter values as absent', async () => {
    expect((await ids('?categoryId=&groupId=&search=&status=')).total).toBe(3);
  });

  it('searches names case-insensitively, as a substring', async () => {
    expect(await ids('?search=REUNI')).toEqual({ total: 1, ids: [ev.reuni.id] });
    expect(await ids('?search=akbar%20jak')).toEqual({ total: 1, ids: [ev.reuni.id] });
    expect(await ids('?search=%20sehat%20')).toEqual({ total: 1, ids: [ev.jalan.id] });
    expect(await ids('?search=rapat')).toEqual({ total: 0, ids: [] });
    expect(await ids('?search=rapat', admin)).toEqual({ total: 1, ids: [ev.draft.id] });
  });

  it('treats LIKE wildcards and hostile text as plain text', async () => {
    expect(await ids(`?search=${encodeURIComponent('100%')}`)).toEqual({ total: 1, ids: [ev.bakti.id] });
    expect(await ids(`?search=${encodeURIComponent('%')}`)).toEqual({ total: 1, ids: [ev.bakti.id] });
    expect(await ids('?search=_')).toEqual({ total: 0, ids: [] });
    for (const hostile of ["'; drop table users;--", '<script>alert(1)</script>', "' OR 1=1 --", '\\']) {
      expect(await ids(`?search=${encodeURIComponent(hostile)}`), hostile).toEqual({ total: 0, ids: [] });
    }
    const users = await ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(users?.n)).toBeGreaterThan(0);
  });
});

describe('GET /event sorting and paging', () => {
  it('sorts by name (case-insensitive), start date and creation date, both ways', async () => {
    const byName = [ev.bakti.id, ev.jalan.id, ev.reuni.id];
    expect((await ids('?sortBy=name&sortValue=ASC')).ids).toEqual(byName);
    expect((await ids('?sortBy=name&sortValue=desc')).ids).toEqual([...byName].reverse());
    const byStart = [ev.bakti.id, ev.reuni.id, ev.jalan.id];
    expect((await ids('?sortBy=startDate&sortValue=ASC')).ids).toEqual(byStart);
    expect((await ids('?sortBy=startDate')).ids).toEqual([...byStart].reverse());
    expect((await ids('?sortBy=createdDate&sortValue=ASC')).ids).toEqual([
      ev.reuni.id,
      ev.jalan.id,
      ev.bakti.id,
    ]);
  });

  it('sortBy=upcoming lists the events not yet finished first, soonest first, then the finished ones, latest first', async () => {
    // reuni starts in 20 days; jalan (EXPIRED, in 40 days) and bakti (ended 2 days ago) are finished.
    expect(await ids('?sortBy=upcoming')).toEqual({ total: 3, ids: [ev.reuni.id, ev.jalan.id, ev.bakti.id] });
    // sortValue does not turn it round: upcoming stays first.
    expect((await ids('?sortBy=upcoming&sortValue=ASC')).ids).toEqual([
      ev.reuni.id,
      ev.jalan.id,
      ev.bakti.id,
    ]);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/event?offset=1&limit=10&sortBy=upcoming',
    });
    const flags = res.json().result.datas.map((e: EventItem) => e.isFinished);
    expect(flags).toEqual([false, true, true]);
    // A soon event added later still comes first; paging keeps the order.
    const soon = await createEvent(ctx, {
      name: 'Arisan Minggu Depan',
      event_category_id: catA.id,
      start_date: new Date(Date.now() + 2 * 24 * HOUR).toISOString(),
      end_date: new Date(Date.now() + 2 * 24 * HOUR + 3 * HOUR).toISOString(),
    });
    try {
      expect((await ids('?sortBy=upcoming')).ids).toEqual([soon.id, ev.reuni.id, ev.jalan.id, ev.bakti.id]);
      const page2 = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/event?offset=2&limit=2&sortBy=upcoming',
      });
      expect(page2.json().result.datas.map((e: EventItem) => e.id)).toEqual([ev.jalan.id, ev.bakti.id]);
    } finally {
      await ctx.db.updateTable('events').set({ deleted: 1 }).where('id', '=', soon.id).execute();
    }
  });

  it("accepts the spec's sortBy=created_date (any case) as createdDate, on the public and the admin list", async () => {
    const oldestFirst = [ev.reuni.id, ev.jalan.id, ev.bakti.id];
    expect((await ids('?sortBy=created_date&sortValue=ASC')).ids).toEqual(oldestFirst);
    expect((await ids('?sortBy=CREATED_DATE&sortValue=DESC')).ids).toEqual([...oldestFirst].reverse());
    expect((await ids('?sortBy=created_date')).ids).toEqual((await ids('?sortBy=createdDate')).ids);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/event?offset=1&limit=10&sortBy=created_date&sortValue=ASC',
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.datas.map((e: { id: number }) => e.id)).toEqual([
      ev.reuni.id,
      ev.jalan.id,
      ev.draft.id,
      ev.bakti.id,
    ]);
  });

  it('pages with a 1-based offset, 0 read as 1, total counted before paging', async () => {
    expect(await ids('?offset=1&limit=2')).toEqual({ total: 3, ids: [ev.bakti.id, ev.jalan.id] });
    expect(await ids('?offset=0&limit=2')).toEqual({ total: 3, ids: [ev.bakti.id, ev.jalan.id] });
    expect(await ids('?offset=2&limit=2')).toEqual({ total: 3, ids: [ev.reuni.id] });
    expect(await ids('?offset=9&limit=2')).toEqual({ total: 3, ids: [] });
    expect(await ids('?offset=99999999999999999&limit=100')).toEqual({ total: 3, ids: [] });
  });

  it('defaults to 9 per page and clamps a huge limit to the maximum instead of refusing it', async () => {
    const many = await createGroup(ctx);
    const created = new Date(Date.UTC(2025, 0, 1)).getTime();
    await ctx.db
      .insertInto('events')
      .values(
        Array.from({ length: EVENT_LIST_MAX_LIMIT + 5 }, (_, i) => {
          const at = new Date(created + i * 1000).toISOString();
          return {
            name: `Massal ${i}`,
            start_date: at,
            end_date: at,
            location: 'Online',
            status: 'PUBLISH',
            event_type: 'ONLINE',
            event_creation_type: 'CONTINUED',
            event_group_id: many.id,
            created_at: at,
            updated_at: at,
          };
        }),
      )
      .execute();
    const first = await ids(`?groupId=${many.id}`);
    expect(first.total).toBe(EVENT_LIST_MAX_LIMIT + 5);
    expect(first.ids).toHaveLength(9);
    const clamped = await ids(`?groupId=${many.id}&offset=0&limit=99999`);
    expect(clamped.ids).toHaveLength(EVENT_LIST_MAX_LIMIT);
    const second = await ids(`?groupId=${many.id}&offset=2&limit=99999`);
    expect(second.ids).toHaveLength(5);
    expect(new Set([...clamped.ids, ...second.ids]).size).toBe(EVENT_LIST_MAX_LIMIT + 5);
  });
});

describe('GET /event item shape', () => {
  it('gives visitors the public fields, dates in the community zone, no description or email', async () => {
    const body = (await getList(`?userId=${creator.id}&sortBy=name&sortValue=DESC`)).json();
    const reuni = body.result.datas[0];
    const row = await ctx.db
      .selectFrom('events')
      .selectAll()
      .where('id', '=', ev.reuni.id)
      .executeTakeFirstOrThrow();
    expect(reuni).toEqual({
      id: ev.reuni.id,
      name: 'Reuni Akbar Jakarta',
      imageUrl: row.image_url,
      startDate: formatEventDate(row.start_date, 'Asia/Jakarta'),
      endDate: formatEventDate(row.end_date, 'Asia/Jakarta'),
      location: 'Gedung Serbaguna, Jakarta',
      description: null,
      quota: 150,
      status: 'PUBLISH',
      isFinished: false,
      totalParticipant: 0,
      seatsHeld: 0,
      totalViewer: 0,
      eventType: 'OFFLINE',
      eventCreationType: 'NEW',
      eventCategory: { id: catA.id, displayName: 'Olahraga', iconUrl: expect.any(String) },
      eventGroup: { id: g1.id, name: 'reuni', displayName: 'Reuni Tahunan', imageUrl: expect.any(String) },
      user: { id: creator.id, name: 'Budi Santoso', username: 'budi86', picture: '/uploads/budi.jpg' },
      eventCategoryId: catA.id,
      eventUserId: creator.id,
      createdDate: row.created_at,
    });
    expect(reuni.startDate).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(JSON.stringify(body)).not.toContain(creator.email);
  });

  it('gives members the description but still no email in lists', async () => {
    const body = (await getList(`?search=reuni`, member)).json();
    expect(body.result.datas[0].description).toBe('Reuni dan temu kangen angkatan 86.');
    expect(body.result.datas[0].user).not.toHaveProperty('email');
  });

  it('marks events finished when EXPIRED or when the end has passed', async () => {
    const datas: EventItem[] = (await getList('?limit=100')).json().result.datas;
    const finished = (id: number) => datas.find((d) => d.id === id)?.isFinished;
    expect(finished(ev.reuni.id)).toBe(false);
    // EXPIRED although its dates are still ahead.
    expect(finished(ev.jalan.id)).toBe(true);
    // PUBLISH but ended two days ago.
    expect(finished(ev.bakti.id)).toBe(true);
  });

  it('shows the stored participant counter and null joins when absent', async () => {
    const u = await createUser(ctx);
    const bare = await createEvent(ctx, { name: 'Tanpa Kategori' });
    await addParticipant(ctx, bare.id, u.id);
    const item = (await getList('?search=tanpa%20kategori')).json().result.datas[0];
    expect(item).toMatchObject({ totalParticipant: 1, eventCategory: null, eventGroup: null, user: null });
  });
});

describe('GET /event bad input', () => {
  const cases: [string, string][] = [
    ['?categoryId=abc', 'ID kategori tidak valid'],
    ['?groupId=-1', 'ID grup tidak valid'],
    ['?userId=1.5', 'ID pengguna tidak valid'],
    ['?excludeId=99999999999', 'ID acara yang dikecualikan tidak valid'],
    ['?categoryId=1&categoryId=2', 'ID kategori tidak valid'],
    [
      '?sortBy=popularity',
      'Urutan (sortBy) harus createdDate (atau created_date), name, startDate atau upcoming',
    ],
    [
      '?sortBy=name;drop',
      'Urutan (sortBy) harus createdDate (atau created_date), name, startDate atau upcoming',
    ],
    [
      '?sortBy=created-date',
      'Urutan (sortBy) harus createdDate (atau created_date), name, startDate atau upcoming',
    ],
    ['?sortValue=UP', 'Arah urutan (sortValue) harus ASC atau DESC'],
    ['?status=ARCHIVED', 'Status harus PUBLISH, DRAFT atau EXPIRED'],
    ['?offset=-1', 'Halaman (offset) harus berupa angka 0 atau lebih'],
    ['?limit=abc', 'Batas (limit) harus berupa angka 0 atau lebih'],
    ['?limit=Infinity', 'Batas (limit) harus berupa angka 0 atau lebih'],
    [`?search=${'a'.repeat(101)}`, 'Kata pencarian maksimal 100 karakter'],
  ];
  it.each(cases)('refuses %s with an Indonesian message', async (query, message) => {
    const res = await getList(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });
});
