import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createEvent } from '../../../test/factories.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { deleteEventsCall, newEventBody, postEvent, putEvent } from './events-write.test-support.ts';

/**
 * The event list's total (without a filter but the category, the status and the excluded event) and each
 * category's count of events are read from `event_counts`, which triggers keep (migration 031, docs/decisions/033
 * "Sixteenth step"). Every way an event comes, changes status or category, is deleted or goes keeps the counts
 * equal to the events themselves, the list's total equal to its rows for every viewer, and each category's count
 * equal to the events a visitor finds in it.
 */
let ctx: TestContext;
let admin: Record<string, string>;
let member: Record<string, string>;
let creatorId: number;
let categories: number[];

beforeAll(async () => {
  // No read cache: each answer below is computed from the database.
  ctx = await createTestContext({ config: { readCacheTtlMs: 0 } });
  admin = (await loginAs(ctx, 'ROLE_ADMIN')).headers;
  member = (await loginAs(ctx, 'ROLE_USER')).headers;
  creatorId = (await createUser(ctx, { name: 'Pembuat Acara' })).id;
  categories = [(await createCategory(ctx)).id, (await createCategory(ctx)).id];
});
afterAll(() => ctx.close());

/** The kept counts, and the same counted from the events, per category and status (non-deleted events only). */
async function counts() {
  const kept = await ctx.db.selectFrom('event_counts').select(['category_id', 'status', 'n']).execute();
  const real = await ctx.db
    .selectFrom('events')
    .where('deleted', '=', 0)
    .select((eb) => ['event_category_id as category_id', 'status', eb.fn.countAll<number>().as('n')])
    .groupBy(['event_category_id', 'status'])
    .execute();
  const asMap = (rows: { category_id: number | null; status: string; n: number | string | bigint }[]) =>
    Object.fromEntries(
      rows.map((r) => [`${r.category_id ?? 0} ${r.status}`, Number(r.n)]).filter(([, n]) => n !== 0),
    );
  return { kept: asMap(kept), real: asMap(real) };
}

/** Every event a viewer's list holds, page by page, and the total each page says. */
async function listed(headers: Record<string, string>, query = '') {
  const ids: number[] = [];
  const totals = new Set<number>();
  for (let offset = 1; offset < 50; offset++) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/event?offset=${offset}&limit=4${query}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().result as { total: number; datas: { id: number }[] };
    totals.add(page.total);
    ids.push(...page.datas.map((d) => d.id));
    if (page.datas.length === 0) break;
  }
  return { ids, totals: [...totals] };
}

/**
 * The counts match the events; each viewer's total (with a category, a status, an excluded event) its rows; each
 * category's count the events a visitor finds in it.
 */
async function expectExact() {
  const { kept, real } = await counts();
  expect(kept).toEqual(real);
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/event-category?limit=99&offset=0' });
  expect(res.statusCode, res.body).toBe(200);
  for (const category of res.json().result.datas as { id: number; eventCount: number }[]) {
    expect(category.eventCount, `category ${category.id}`).toBe(
      (await listed({}, `&categoryId=${category.id}`)).ids.length,
    );
  }
  const inCategory = categories.map((id) => `&categoryId=${id}`);
  for (const headers of [{}, member, admin]) {
    for (const query of ['', '&status=PUBLISH', '&status=EXPIRED', '&status=DRAFT', ...inCategory]) {
      const all = await listed(headers, query);
      expect(all.totals, query).toEqual([all.ids.length]);
      const first = all.ids[0];
      if (first === undefined) continue;
      const without = await listed(headers, `${query}&excludeId=${first}`);
      expect(without.totals, `${query} without ${first}`).toEqual([all.ids.length - 1]);
      expect(without.ids).toEqual(all.ids.slice(1));
    }
  }
}

describe('the event list’s total kept by the database (migration 031)', () => {
  it('stays exact through creating, status changes, deleting and removing events', async () => {
    await expectExact();
    // Through the API: created published and as a draft.
    const made: number[] = [];
    for (const [i, status] of ['PUBLISH', 'DRAFT', 'PUBLISH'].entries()) {
      const group = { name: `hitung-${i}`, displayName: `Hitung ${i}`, imageUrl: null };
      const res = await postEvent(
        ctx,
        await newEventBody(ctx, creatorId, { status, eventGroup: group }),
        admin,
      );
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json().result.id);
    }
    // Written directly, as the seed and the tests do: each status, in a category or none, and one already deleted.
    for (const [i, status] of (['PUBLISH', 'EXPIRED', 'DRAFT', 'EXPIRED'] as const).entries()) {
      made.push((await createEvent(ctx, { status, event_category_id: categories[i % 3] ?? null })).id);
    }
    await createEvent(ctx, { status: 'PUBLISH', deleted: 1 });
    await expectExact();

    // Every status change through the API, and a change that keeps the status.
    const [a, b, c] = made as [number, number, number];
    for (const status of ['EXPIRED', 'DRAFT', 'PUBLISH', 'PUBLISH'] as const) {
      const res = await putEvent(ctx, { id: a, status }, admin);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await putEvent(ctx, { id: b, status: 'PUBLISH' }, admin)).statusCode).toBe(200);
    await expectExact();

    // Moved to another category, and out of any (directly: the API always gives one).
    const [first, second] = categories as [number, number];
    expect((await putEvent(ctx, { id: a, eventCategoryId: second }, admin)).statusCode).toBe(200);
    await ctx.db.updateTable('events').set({ event_category_id: null }).where('id', '=', b).execute();
    await ctx.db
      .updateTable('events')
      .set({ event_category_id: first })
      .where('id', 'in', made.slice(3))
      .execute();
    await expectExact();

    // Many at once (as the job that ends finished events does), and views and registrations (no status change).
    await ctx.db.updateTable('events').set({ status: 'EXPIRED' }).where('status', '=', 'PUBLISH').execute();
    await ctx.db
      .updateTable('events')
      .set((eb) => ({ total_viewer: eb('total_viewer', '+', 1) }))
      .execute();
    await expectExact();

    // Deleted through the API (a soft delete), then brought back and removed for good directly.
    expect((await deleteEventsCall(ctx, { eventIds: [c] }, admin)).statusCode).toBe(200);
    await expectExact();
    await ctx.db.updateTable('events').set({ deleted: 0 }).where('id', '=', c).execute();
    await ctx.db.updateTable('events').set({ deleted: 1, status: 'DRAFT' }).where('id', '=', a).execute();
    await expectExact();
    // Removed for good: events nothing else refers to (written directly above).
    await ctx.db.deleteFrom('events').where('id', 'in', made.slice(3, 5)).execute();
    await expectExact();
  });
});
