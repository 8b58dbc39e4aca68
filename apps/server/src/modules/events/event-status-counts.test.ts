import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/factories.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { deleteEventsCall, newEventBody, postEvent, putEvent } from './events-write.test-support.ts';

/**
 * The event list's total without filters is read from `event_status_counts`, which triggers keep (migration 031,
 * docs/decisions/033 "Sixteenth step"). Every way an event comes, changes status, is deleted or goes keeps the
 * counts equal to the events themselves, and the list's total equal to its rows, for every viewer.
 */
let ctx: TestContext;
let admin: Record<string, string>;
let member: Record<string, string>;
let creatorId: number;

beforeAll(async () => {
  // No read cache: each answer below is computed from the database.
  ctx = await createTestContext({ config: { readCacheTtlMs: 0 } });
  admin = (await loginAs(ctx, 'ROLE_ADMIN')).headers;
  member = (await loginAs(ctx, 'ROLE_USER')).headers;
  creatorId = (await createUser(ctx, { name: 'Pembuat Acara' })).id;
});
afterAll(() => ctx.close());

/** The kept counts, and the same counted from the events, per status (non-deleted events only). */
async function counts() {
  const kept = await ctx.db.selectFrom('event_status_counts').select(['status', 'n']).execute();
  const real = await ctx.db
    .selectFrom('events')
    .where('deleted', '=', 0)
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const asMap = (rows: { status: string; n: number | string | bigint }[]) =>
    Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]).filter(([, n]) => n !== 0));
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

/** The counts match the events, and each viewer's total (with a status, with an excluded event) its rows. */
async function expectExact() {
  const { kept, real } = await counts();
  expect(kept).toEqual(real);
  for (const headers of [{}, member, admin]) {
    for (const query of ['', '&status=PUBLISH', '&status=EXPIRED', '&status=DRAFT']) {
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
    // Written directly, as the seed and the tests do: each status, and one already deleted.
    for (const status of ['PUBLISH', 'EXPIRED', 'DRAFT', 'EXPIRED'] as const) {
      made.push((await createEvent(ctx, { status })).id);
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
