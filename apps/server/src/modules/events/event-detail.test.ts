import { EVENT_NOT_FOUND } from '@alumni/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createCategory, createEvent, createGroup } from '../../../test/factories.ts';
import {
  authHeader,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';

/** GET /event/{id} (visibility, fields per role, views counted once per viewer) and GET /event/event-by-participant. */
let ctx: TestContext;
let creator: Awaited<ReturnType<typeof createUser>>;
let published: { id: number };
let draft: { id: number };
let deleted: { id: number };

const UA = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' };

beforeAll(async () => {
  ctx = await createTestContext();
  creator = await createUser(ctx, { name: 'Siti Rahma', username: 'siti86', email: 'siti@example.com' });
  const cat = await createCategory(ctx);
  const group = await createGroup(ctx);
  published = await createEvent(ctx, {
    name: 'Reuni 40 Tahun',
    user_id: creator.id,
    event_category_id: cat.id,
    event_group_id: group.id,
    description: 'Rahasia untuk anggota',
  });
  draft = await createEvent(ctx, { status: 'DRAFT', user_id: creator.id });
  deleted = await createEvent(ctx, { deleted: 1 });
});
afterAll(() => ctx.close());

const get = (id: number | string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/event/${id}`, headers: { ...UA, ...headers } });

/** What the database holds once the buffered views are written (docs/decisions/033). */
async function storedViews(eventId: number) {
  await ctx.app.viewCounter.flush();
  const row = await ctx.db
    .selectFrom('events')
    .select('total_viewer')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  const keys = await ctx.db
    .selectFrom('event_views')
    .select('viewer_key')
    .where('event_id', '=', eventId)
    .execute();
  return { counter: row.total_viewer, keys: keys.map((k) => k.viewer_key) };
}

describe('GET /event/{id}', () => {
  it('gives a visitor the header only: no description, no creator email, not registered', async () => {
    const res = await get(published.id);
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({
      id: published.id,
      name: 'Reuni 40 Tahun',
      description: null,
      isRegistered: false,
      user: { id: creator.id, name: 'Siti Rahma', username: 'siti86', picture: null },
    });
    expect(result.user).not.toHaveProperty('email');
    expect(res.body).not.toContain('siti@example.com');
    expect(res.body).not.toContain('Rahasia untuk anggota');
    expect(res.json()).not.toHaveProperty('message');
  });

  it('gives a member the description and their registration, but never the creator email', async () => {
    const { user, headers } = await loginAs(ctx);
    const res = await get(published.id, headers);
    const before = res.json().result;
    expect(before).toMatchObject({
      description: 'Rahasia untuk anggota',
      isRegistered: false,
      user: { id: creator.id, name: 'Siti Rahma', username: 'siti86', picture: null },
    });
    expect(before.user).not.toHaveProperty('email');
    expect(res.body).not.toContain('siti@example.com');
    await addParticipant(ctx, published.id, user.id);
    const after = (await get(published.id, headers)).json().result;
    expect(after).toMatchObject({ isRegistered: true, totalParticipant: 1 });
  });

  it('hides DRAFT from visitors and members but shows it to admins', async () => {
    const member = await loginAs(ctx);
    for (const h of [{}, member.headers]) {
      const res = await get(draft.id, h);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: EVENT_NOT_FOUND, code: 'EVENT_NOT_FOUND' });
    }
    for (const role of ['ROLE_ADMIN', 'ROLE_ADMINS'] as const) {
      const res = await get(draft.id, (await loginAs(ctx, role)).headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({ id: draft.id, status: 'DRAFT' });
    }
  });

  it('answers 404 for deleted and unknown events, even to admins, and counts no view', async () => {
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    for (const id of [deleted.id, 987654]) {
      const res = await get(id, admin.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(EVENT_NOT_FOUND);
    }
    expect(await storedViews(deleted.id)).toEqual({ counter: 0, keys: [] });
  });

  it('answers 400 for ids that are not positive integers', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999', encodeURIComponent("1' or '1'='1")]) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'ID acara tidak valid' });
    }
  });

  it('answers a stale token with 401 SESSION_EXPIRED (the client signs out), not a silent visitor page', async () => {
    const res = await get(published.id, { authorization: 'Bearer not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
    expect((await get(published.id)).json().result.description).toBeNull();
  });
});

describe('GET /event/{id} view counting', () => {
  it('counts each member once, however often they look', async () => {
    const ev = await createEvent(ctx);
    const a = await loginAs(ctx);
    const b = await loginAs(ctx);
    expect((await get(ev.id, a.headers)).json().result.totalViewer).toBe(1);
    expect((await get(ev.id, a.headers)).json().result.totalViewer).toBe(1);
    expect(await storedViews(ev.id)).toEqual({ counter: 1, keys: [`u:${a.user.id}`] });
    expect((await get(ev.id, b.headers)).json().result.totalViewer).toBe(2);
    const after = await storedViews(ev.id);
    expect(after.counter).toBe(2);
    expect(after.keys.sort()).toEqual([`u:${a.user.id}`, `u:${b.user.id}`].sort());
  });

  it('counts a visitor once per address, whatever the browser, by an anonymous key', async () => {
    const ev = await createEvent(ctx);
    await get(ev.id);
    await get(ev.id);
    await get(ev.id, { 'user-agent': 'Another browser' });
    let views = await storedViews(ev.id);
    expect(views.counter).toBe(1);
    expect(views.keys).toEqual([expect.stringMatching(/^a:[0-9a-f]{32}$/)]);
    expect(views.keys[0]).not.toContain('127.0.0.1');
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/event/${ev.id}`,
      headers: UA,
      remoteAddress: '203.0.113.7',
    });
    expect(other.json().result.totalViewer).toBe(2);
    views = await storedViews(ev.id);
    expect(views.counter).toBe(2);
    expect(new Set(views.keys).size).toBe(2);
  });

  it('keeps the counter equal to the recorded viewers under concurrent views', async () => {
    const ev = await createEvent(ctx);
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(ctx)));
    const all = members.flatMap((m) => [authHeader(ctx, m), authHeader(ctx, m)]);
    const results = await Promise.all(all.map((h) => get(ev.id, h)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await storedViews(ev.id)).toMatchObject({ counter: 5 });
    expect((await storedViews(ev.id)).keys).toHaveLength(5);
  });
});

describe('GET /event/{id} for a returning viewer', () => {
  /** Makes every insert into event_views fail, as a read-only or failing write path would. */
  async function refuseViewWrites(): Promise<() => Promise<void>> {
    if (ctx.database.dialect === 'postgres') {
      await sql`create function refuse_view_write() returns trigger language plpgsql as $$
        begin raise exception 'no writes'; end $$`.execute(ctx.db);
      await sql`create trigger refuse_view_write before insert on event_views
        for each row execute function refuse_view_write()`.execute(ctx.db);
      return async () => {
        await sql`drop trigger refuse_view_write on event_views`.execute(ctx.db);
        await sql`drop function refuse_view_write()`.execute(ctx.db);
      };
    }
    await sql`create trigger refuse_view_write before insert on event_views
      begin select raise(abort, 'no writes'); end`.execute(ctx.db);
    return async () => {
      await sql`drop trigger refuse_view_write`.execute(ctx.db);
    };
  }

  it('reads without writing once the view is counted (docs/decisions/011): only a first view writes', async () => {
    const ev = await createEvent(ctx);
    const seen = await loginAs(ctx);
    const fresh = await loginAs(ctx);
    expect((await get(ev.id, seen.headers)).json().result.totalViewer).toBe(1);
    await ctx.app.viewCounter.flush();
    const restore = await refuseViewWrites();
    try {
      const again = await get(ev.id, seen.headers);
      expect(again.statusCode).toBe(200);
      expect(again.json().result.totalViewer).toBe(1);
      // A first view is buffered (docs/decisions/033): the page answers, and counts it, even while the write
      // fails; the failed flush keeps the view for the next one.
      const first = await get(ev.id, fresh.headers);
      expect(first.statusCode).toBe(200);
      expect(first.json().result.totalViewer).toBe(2);
      await ctx.app.viewCounter.flush();
      expect(ctx.app.viewCounter.has(ev.id, `u:${fresh.user.id}`)).toBe(true);
    } finally {
      await restore();
    }
    expect(await storedViews(ev.id)).toEqual({
      counter: 2,
      keys: expect.arrayContaining([`u:${seen.user.id}`, `u:${fresh.user.id}`]),
    });
    expect(ctx.app.viewCounter.size).toBe(0);
    expect((await get(ev.id, fresh.headers)).json().result.totalViewer).toBe(2);
  });
});

describe('GET /event/event-by-participant', () => {
  const url = '/api/v1/event/event-by-participant';

  it('needs sign-in', async () => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
  });

  it("lists the caller's events, the soonest first, without deleted or DRAFT ones", async () => {
    const { user, headers } = await loginAs(ctx);
    const other = await createUser(ctx);
    const day = 86_400_000;
    const soon = Date.now() + 5 * day;
    const first = await createEvent(ctx, {
      name: 'Pertama',
      start_date: new Date(soon).toISOString(),
      end_date: new Date(soon + 3_600_000).toISOString(),
    });
    const second = await createEvent(ctx, {
      name: 'Kedua',
      start_date: new Date(soon + day).toISOString(),
      end_date: new Date(soon + day + 3_600_000).toISOString(),
    });
    const gone = await createEvent(ctx, { name: 'Dihapus' });
    const hidden = await createEvent(ctx, { name: 'Draf', status: 'DRAFT' });
    const notMine = await createEvent(ctx, { name: 'Bukan Saya' });
    await addParticipant(ctx, second.id, user.id);
    await addParticipant(ctx, first.id, user.id);
    await addParticipant(ctx, gone.id, user.id);
    await addParticipant(ctx, hidden.id, user.id);
    await addParticipant(ctx, notMine.id, other.id);
    await ctx.db.updateTable('events').set({ deleted: 1 }).where('id', '=', gone.id).execute();

    const res = await ctx.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    const { total, datas } = res.json().result;
    expect(total).toBe(2);
    expect(datas.map((d: { id: number }) => d.id)).toEqual([first.id, second.id]);
    expect(datas[0].description).not.toBeNull();

    const paged = await ctx.app.inject({ method: 'GET', url: `${url}?offset=2&limit=1`, headers });
    expect(paged.json().result).toMatchObject({ total: 2, datas: [{ id: second.id }] });
  });

  it('refuses a bad page number', async () => {
    const { headers } = await loginAs(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: `${url}?offset=abc`, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Halaman (offset) harus berupa angka 0 atau lebih');
  });
});
