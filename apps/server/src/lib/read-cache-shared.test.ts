/**
 * The read cache of several instances sharing one database and one Redis (lib/read-cache.ts,
 * docs/decisions/016 and 033): a write through one instance drops the cached answers of the other at once, not
 * after the TTL. A real redis-server is started for this file. A change written straight into the database stands
 * for a change nobody announced: it shows whether an answer came from the cache.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../test/factories.ts';
import { callApi, createTestContext, loginAs, type TestContext } from '../../test/helpers.ts';
import { type RedisServer, startRedis } from '../../test/services.ts';
import { type App, buildApp } from '../app.ts';
import { WRITES_CHANNEL } from './read-cache.ts';

/** Far longer than the test: only an announced write can make an answer fresh. */
const TTL = 60_000;
let redis: RedisServer;
let ctx: TestContext;
let second: App;

beforeAll(async () => {
  redis = await startRedis();
  ctx = await createTestContext({ config: { readCacheTtlMs: TTL, redisUrl: redis.url } });
  second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
  await second.ready();
}, 30_000);
afterAll(async () => {
  await second.close();
  await ctx.close();
  await redis.stop();
});

type Headers = Record<string, string>;
const nameOn = async (app: App, id: number, headers: Headers = {}) =>
  (await app.inject({ method: 'GET', url: `/api/v1/event/${id}`, headers })).json().result.name as string;
const rename = (id: number, name: string) =>
  ctx.db.updateTable('events').set({ name }).where('id', '=', id).execute();

describe('a write through one instance', () => {
  it("drops the other instance's cached answers at once, for members and visitors", async () => {
    const event = await createEvent(ctx, { name: 'Reuni Dua Mesin', quota: 10 });
    const budi = await loginAs(ctx, 'ROLE_USER', { name: 'Budi Dua Mesin' });
    expect(await nameOn(second, event.id, budi.headers)).toBe('Reuni Dua Mesin');
    expect(await nameOn(second, event.id)).toBe('Reuni Dua Mesin');

    // Unannounced: the second instance keeps serving what it has.
    await rename(event.id, 'Reuni Dua Mesin (baru)');
    expect(await nameOn(second, event.id, budi.headers)).toBe('Reuni Dua Mesin');
    expect(await nameOn(second, event.id)).toBe('Reuni Dua Mesin');

    // Budi registers through the first instance: the second hears of the write and computes again.
    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/event-participant/register',
      headers: budi.headers,
      payload: { eventId: event.id },
    });
    expect(reg.statusCode, reg.body).toBe(200);
    await expect.poll(() => nameOn(second, event.id, budi.headers)).toBe('Reuni Dua Mesin (baru)');
    const detail = await second.inject({
      method: 'GET',
      url: `/api/v1/event/${event.id}`,
      headers: budi.headers,
    });
    expect(detail.json().result).toMatchObject({ isRegistered: true, totalParticipant: 1 });
    // A visitor's answer shows a registration only as counts, which lag it at most COUNTS_LAG_MS (on the app's
    // clock in read-cache.test.ts, docs/decisions/048); any other write reaches it at once.
    const edit = await callApi(ctx, 'PUT', '/user', budi.headers, { name: 'Budi Dua Mesin Baru' });
    expect(edit.statusCode, edit.body).toBe(200);
    await expect.poll(() => nameOn(second, event.id)).toBe('Reuni Dua Mesin (baru)');
  });

  it("drops the other instance's answers about the written event, keeps those about others; a bare announcement drops all", async () => {
    const a = await createEvent(ctx, { name: 'Mesin A', quota: 10 });
    const b = await createEvent(ctx, { name: 'Mesin B', quota: 10 });
    const budi = await loginAs(ctx, 'ROLE_USER', { name: 'Budi Mesin' });
    const sari = await loginAs(ctx, 'ROLE_USER', { name: 'Sari Mesin' });
    for (const id of [a.id, b.id]) {
      expect(await nameOn(second, id)).toMatch(/^Mesin/);
      expect(await nameOn(second, id, sari.headers)).toMatch(/^Mesin/);
    }
    await rename(a.id, 'Mesin A (baru)');
    await rename(b.id, 'Mesin B (baru)');
    const reg = await callApi(ctx, 'POST', '/event-participant/register', budi.headers, { eventId: a.id });
    expect(reg.statusCode, reg.body).toBe(200);
    // The members' answers about the written event (a visitor's lags it as counts, docs/decisions/048).
    await expect.poll(() => nameOn(second, a.id, sari.headers)).toBe('Mesin A (baru)');
    expect(await nameOn(second, b.id, sari.headers)).toBe('Mesin B');
    expect(await nameOn(second, b.id)).toBe('Mesin B');
    // An instance that does not tell scopes (an older version) announces only itself: everything goes.
    const publisher = new Redis(redis.url);
    await publisher.publish(WRITES_CHANNEL, randomUUID());
    publisher.disconnect();
    await expect.poll(() => nameOn(second, b.id)).toBe('Mesin B (baru)');
  });

  it('announces each write on one channel, after its transaction, and a read announces nothing', async () => {
    const listener = new Redis(redis.url);
    const heard: string[] = [];
    listener.on('message', (_channel, from) => heard.push(from));
    await listener.subscribe(WRITES_CHANNEL);
    try {
      const event = await createEvent(ctx, { name: 'Reuni Pengumuman', quota: 10 });
      const sari = await loginAs(ctx, 'ROLE_USER', { name: 'Sari Pengumuman' });
      const before = heard.length;
      await ctx.app.inject({ method: 'GET', url: `/api/v1/event/${event.id}`, headers: sari.headers });
      const reg = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/event-participant/register',
        headers: sari.headers,
        payload: { eventId: event.id },
      });
      expect(reg.statusCode, reg.body).toBe(200);
      await expect.poll(() => heard.length).toBeGreaterThan(before);
      // The announcements name one instance (the first) and the write's scope: the event and the member's
      // id (docs/decisions/038), never a token or anything else of the member.
      expect(new Set(heard.slice(before)).size).toBe(1);
      expect(heard.slice(before)[0]).toMatch(new RegExp(`^[0-9a-f-]{36} ${event.id} ${sari.user.id}$`));
    } finally {
      listener.disconnect();
    }
  });
});
