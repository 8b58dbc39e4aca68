import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../test/factories.ts';
import { authHeader, createTestContext, createUser, type TestContext } from '../../test/helpers.ts';

/**
 * Security: inflating event views (docs/decisions/008). One client must add at most one view (and one
 * event_views row) per event; a real second visitor or a member still counts.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function view(eventId: number, from: { ip: string; ua?: string; headers?: Record<string, string> }) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/v1/event/${eventId}`,
    remoteAddress: from.ip,
    headers: { 'user-agent': from.ua ?? 'Mozilla/5.0 Chrome/130', ...from.headers },
  });
}

async function stored(eventId: number) {
  // Views are written once a second (docs/decisions/033): what the database holds once they are.
  await ctx.app.viewCounter.flush();
  const event = await ctx.db
    .selectFrom('events')
    .select('total_viewer')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  const rows = await ctx.db
    .selectFrom('event_views')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return { counter: event.total_viewer, rows: Number(rows.n) };
}

describe('event views', () => {
  it('counts a visitor rotating User-Agents from one address once; a second address counts', async () => {
    const ev = await createEvent(ctx);
    for (let i = 0; i < 30; i += 1) {
      const res = await view(ev.id, { ip: '198.51.100.20', ua: `Bot/${i} (rotating)` });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.totalViewer).toBe(1);
    }
    // Sent together, the same address still counts once.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => view(ev.id, { ip: '198.51.100.20', ua: `Burst/${i}` })),
    );
    expect(await stored(ev.id)).toEqual({ counter: 1, rows: 1 });

    // Positive control: another visitor's address is a new view.
    const second = await view(ev.id, { ip: '198.51.100.21' });
    expect(second.json().result.totalViewer).toBe(2);
    expect(await stored(ev.id)).toEqual({ counter: 2, rows: 2 });
  });

  it('counts an IPv6 visitor rotating addresses inside their /64 once; another /64 counts', async () => {
    const ev = await createEvent(ctx);
    for (let i = 1; i <= 20; i += 1) {
      await view(ev.id, { ip: `2001:db8:1:2::${i.toString(16)}`, ua: `Bot/${i}` });
    }
    expect(await stored(ev.id)).toEqual({ counter: 1, rows: 1 });
    await view(ev.id, { ip: '2001:db8:1:3::1' });
    expect(await stored(ev.id)).toEqual({ counter: 2, rows: 2 });
  });

  it('counts a member once per account, from any address or browser; another member counts', async () => {
    const ev = await createEvent(ctx);
    const member = await createUser(ctx);
    const headers = authHeader(ctx, member);
    for (let i = 0; i < 10; i += 1) {
      const res = await view(ev.id, { ip: `192.0.2.${i + 1}`, ua: `Browser/${i}`, headers });
      expect(res.json().result.totalViewer).toBe(1);
    }
    expect(await stored(ev.id)).toEqual({ counter: 1, rows: 1 });

    const other = await createUser(ctx);
    const res = await view(ev.id, { ip: '192.0.2.1', headers: authHeader(ctx, other) });
    expect(res.json().result.totalViewer).toBe(2);
    expect(await stored(ev.id)).toEqual({ counter: 2, rows: 2 });
  });
});
