import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/factories.ts';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';
import { type App, buildApp } from '../../app.ts';
import { createViewCounter } from './event-views.service.ts';

/**
 * Event views counted off the request path (docs/decisions/033): exact once written, bounded in memory, once per
 * viewer across instances and restarts. SQLite and PostgreSQL (TEST_DATABASE_URL).
 */
let ctx: TestContext;
beforeAll(async () => {
  // The timer would write at any moment; these tests flush when they mean to (one test runs the timer).
  ctx = await createTestContext({ config: { viewFlushMs: 3_600_000 } });
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const view = (app: App, id: number, headers: Headers = {}, remoteAddress = '198.51.100.1') =>
  app.inject({ method: 'GET', url: `/api/v1/event/${id}`, headers, remoteAddress });
const totalViewer = async (app: App, id: number, headers: Headers = {}, ip?: string) =>
  (await view(app, id, headers, ip)).json().result.totalViewer as number;

async function stored(eventId: number) {
  const row = await ctx.db
    .selectFrom('events')
    .select('total_viewer')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  const rows = await ctx.db
    .selectFrom('event_views')
    .select('viewer_key')
    .where('event_id', '=', eventId)
    .execute();
  return { counter: row.total_viewer, rows: rows.length };
}

/** A second instance of the server on the same database (docs/decisions/016). */
async function secondInstance(): Promise<App> {
  const app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    mailer: { configured: true, send: async () => {} },
    logger: false,
  });
  await app.ready();
  return app;
}

describe('event views (docs/decisions/033)', () => {
  it('answers the count at once and writes nothing on the request path; a flush makes the database exact', async () => {
    const events = await Promise.all([1, 2, 3].map(() => createEvent(ctx)));
    const members = await Promise.all([1, 2, 3, 4].map(() => loginAs(ctx)));
    // Every member opens every event twice, all at once.
    const answers = await Promise.all(
      events.flatMap((e) =>
        members.flatMap((m) => [view(ctx.app, e.id, m.headers), view(ctx.app, e.id, m.headers)]),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    for (const e of events) {
      // Not written yet, but every answer counts the buffered views.
      expect(await totalViewer(ctx.app, e.id, members[0]?.headers)).toBe(4);
    }
    expect(ctx.app.viewCounter.size).toBe(12);
    await ctx.app.viewCounter.flush();
    expect(ctx.app.viewCounter.size).toBe(0);
    for (const e of events) {
      expect(await stored(e.id)).toEqual({ counter: 4, rows: 4 });
      expect(await totalViewer(ctx.app, e.id, members[1]?.headers)).toBe(4);
    }
  });

  it('counts a viewer once across two instances, whichever writes first', async () => {
    const other = await secondInstance();
    try {
      const event = await createEvent(ctx);
      const budi = await loginAs(ctx);
      const siti = await loginAs(ctx);
      expect(await totalViewer(ctx.app, event.id, budi.headers)).toBe(1);
      expect(await totalViewer(other, event.id, budi.headers)).toBe(1);
      expect(await totalViewer(other, event.id, siti.headers)).toBe(2);
      await other.viewCounter.flush();
      await ctx.app.viewCounter.flush();
      expect(await stored(event.id)).toEqual({ counter: 2, rows: 2 });
      // Visitors by network, in both instances.
      await totalViewer(ctx.app, event.id, {}, '203.0.113.50');
      await totalViewer(other, event.id, {}, '203.0.113.50');
      await Promise.all([ctx.app.viewCounter.flush(), other.viewCounter.flush()]);
      expect(await stored(event.id)).toEqual({ counter: 3, rows: 3 });
    } finally {
      await other.close();
    }
  });

  it('writes the buffer when an instance stops, and a restart never counts a viewer twice', async () => {
    const event = await createEvent(ctx);
    const budi = await loginAs(ctx);
    const first = await secondInstance();
    expect(await totalViewer(first, event.id, budi.headers)).toBe(1);
    expect(first.viewCounter.size).toBe(1);
    // A graceful stop (SIGTERM closes the app) writes what waits.
    await first.close();
    expect(await stored(event.id)).toEqual({ counter: 1, rows: 1 });
    const restarted = await secondInstance();
    try {
      expect(await totalViewer(restarted, event.id, budi.headers)).toBe(1);
      expect(restarted.viewCounter.size).toBe(0);
      await restarted.viewCounter.flush();
      expect(await stored(event.id)).toEqual({ counter: 1, rows: 1 });
    } finally {
      await restarted.close();
    }
  });

  it('writes a second of a crowd in one flush: many views over many events, each counted once', async () => {
    const events = await Promise.all([1, 2, 3, 4, 5].map(() => createEvent(ctx)));
    const counter = createViewCounter({
      db: ctx.db,
      dialect: ctx.database.dialect,
      log: { error: () => {}, warn: () => {} },
    });
    const at = new Date().toISOString();
    // One viewer already written for the first event: buffered again, it is not counted twice.
    await counter.add(events[0]?.id ?? 0, 'u:920000', at);
    await counter.flush();
    // 700 views (more than any one statement of rows held before), keys with quotes, commas and braces.
    for (let i = 0; i < 700; i++) {
      const event = events[i % events.length]?.id ?? 0;
      await counter.add(event, i === 0 ? 'u:920000' : `v:"{${i}},'x'`, at);
    }
    expect(counter.size).toBe(700);
    await counter.flush();
    expect(counter.size).toBe(0);
    expect(await stored(events[0]?.id ?? 0)).toEqual({ counter: 140, rows: 140 });
    for (const e of events.slice(1)) expect(await stored(e.id)).toEqual({ counter: 140, rows: 140 });
    const keys = await ctx.db
      .selectFrom('event_views')
      .select('viewer_key')
      .where('event_id', '=', events[1]?.id ?? 0)
      .where('viewer_key', '=', `v:"{1},'x'`)
      .execute();
    expect(keys).toEqual([{ viewer_key: `v:"{1},'x'` }]);
  });

  it('loses only the unwritten views when an instance dies, and counts those viewers on their next visit', async () => {
    const event = await createEvent(ctx);
    const counter = createViewCounter({
      db: ctx.db,
      dialect: ctx.database.dialect,
      log: { error: () => {}, warn: () => {} },
    });
    await counter.add(event.id, 'u:900001', new Date().toISOString());
    await counter.flush();
    await counter.add(event.id, 'u:900002', new Date().toISOString());
    // The process dies here: the second view was never written.
    expect(await stored(event.id)).toEqual({ counter: 1, rows: 1 });
    const next = createViewCounter({
      db: ctx.db,
      dialect: ctx.database.dialect,
      log: { error: () => {}, warn: () => {} },
    });
    await next.add(event.id, 'u:900001', new Date().toISOString());
    await next.add(event.id, 'u:900002', new Date().toISOString());
    await next.flush();
    expect(await stored(event.id)).toEqual({ counter: 2, rows: 2 });
  });

  it('keeps at most its bound in memory; a view beyond it is written at once, never lost', async () => {
    const event = await createEvent(ctx);
    const warnings: string[] = [];
    const counter = createViewCounter({
      db: ctx.db,
      dialect: ctx.database.dialect,
      log: { error: () => {}, warn: (_o: unknown, msg?: string) => void warnings.push(String(msg)) },
      maxPending: 3,
    });
    const at = new Date().toISOString();
    for (let i = 1; i <= 5; i++) await counter.add(event.id, `u:91000${i}`, at);
    expect(counter.size).toBe(3);
    expect(counter.pending(event.id)).toBe(3);
    expect(await stored(event.id)).toEqual({ counter: 2, rows: 2 });
    expect(warnings).toHaveLength(2);
    await counter.flush();
    expect(counter.size).toBe(0);
    expect(counter.pending(event.id)).toBe(0);
    expect(await stored(event.id)).toEqual({ counter: 5, rows: 5 });
  });
  it('tallies the views each instance counted: written, buffered, beyond its bound, and not one another wrote first', async () => {
    const [event, other] = await Promise.all([createEvent(ctx), createEvent(ctx)]);
    const counter = (maxPending?: number) =>
      createViewCounter({
        db: ctx.db,
        dialect: ctx.database.dialect,
        log: { error: () => {}, warn: () => {} },
        ...(maxPending ? { maxPending } : {}),
      });
    const a = counter();
    const b = counter(1);
    const at = new Date().toISOString();
    await a.add(event.id, 'u:940001', at);
    await a.add(event.id, 'u:940002', at);
    await a.add(event.id, 'u:940002', at);
    await a.add(other.id, 'u:940001', at);
    expect([a.tally(event.id), a.tally(other.id)]).toEqual([2, 1]);
    // B counts one of the same viewers and writes first; B's second view goes past its bound, written at once.
    await b.add(event.id, 'u:940002', at);
    await b.add(event.id, 'u:940003', at);
    await b.flush();
    expect(b.tally(event.id)).toBe(2);
    // A finds 940002 written already: one view taken back, its tally is what it added to the counter.
    await a.flush();
    expect([a.tally(event.id), a.tally(other.id)]).toEqual([1, 1]);
    expect(await stored(event.id)).toEqual({ counter: 3, rows: 3 });
    // A view past the bound that finds its row written adds nothing.
    await b.add(event.id, 'u:940009', at);
    await b.add(event.id, 'u:940001', at);
    expect(b.tally(event.id)).toBe(3);
  });

  it('writes on its own once a second (the timer), with nothing else to do', async () => {
    const event = await createEvent(ctx);
    const counter = createViewCounter({
      db: ctx.db,
      dialect: ctx.database.dialect,
      log: { error: () => {}, warn: () => {} },
      intervalMs: 20,
    });
    counter.start();
    try {
      await counter.add(event.id, 'u:930001', new Date().toISOString());
      await expect.poll(() => stored(event.id)).toEqual({ counter: 1, rows: 1 });
      expect(counter.size).toBe(0);
    } finally {
      await counter.stop();
    }
  });

  // A failed write keeps its views for the next flush: event-detail.test.ts (a real trigger refuses the insert).
});
