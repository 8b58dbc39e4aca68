/**
 * Two instances sharing one database and one Redis (REDIS_URL, docs/decisions/016): the per-IP request limits, the
 * sign-in failure counters and token revocations hold across both, as they would behind a load balancer.
 * A real redis-server is started for this file; the limiter's sliding window is checked against it too.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  createTestContext,
  createUser,
  DEFAULT_PASSWORD,
  type TestContext,
} from '../../../test/helpers.ts';
import { type RedisServer, startRedis } from '../../../test/services.ts';
import { type App, buildApp } from '../../app.ts';
import { type Attempt, createRedisAccountLimiter } from './account-limiter.service.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';
import { IP_LIMITS } from './auth.routes.ts';
import { manualClock } from './auth.test-support.ts';

let redis: RedisServer;
let client: Redis;
let ctx: TestContext;
let second: App;
const clock = manualClock(new Date('2026-05-01T08:00:00.000Z'));

beforeAll(async () => {
  redis = await startRedis();
  client = new Redis(redis.url);
  ctx = await createTestContext({ config: { redisUrl: redis.url }, now: clock.now });
  // The second instance: its own process state, the same database and the same Redis.
  second = await buildApp({ config: ctx.config, database: ctx.database, logger: false, now: clock.now });
  await second.ready();
}, 30_000);
afterAll(async () => {
  await second.close();
  await ctx.close();
  client.disconnect();
  await redis.stop();
});

const MINUTE = 60_000;
const instances = () => [ctx.app, second];
const login = (app: App, email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password }, remoteAddress: ip });

describe('sign-in failures counted across instances', () => {
  it('locks an (account, address) pair after 5 failures spread over both instances, on both', async () => {
    const user = await createUser(ctx, { username: 'dua.mesin' });
    const ip = '198.51.100.10';
    for (let i = 0; i < 5; i++) {
      const res = await login(instances()[i % 2] as App, 'dua.mesin', 'salah-sekali', ip);
      expect(res.statusCode).toBe(401);
    }
    for (const app of instances()) {
      const blocked = await login(app, 'dua.mesin', DEFAULT_PASSWORD, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        message: AUTH_MESSAGES.tooManyAttempts,
        code: 'TOO_MANY_LOGIN_ATTEMPTS',
      });
    }
    // Another address may still sign in; that success clears the account-wide count, not the guessing pair's.
    expect((await login(second, 'dua.mesin', DEFAULT_PASSWORD, '198.51.100.11')).statusCode).toBe(200);
    expect(await client.exists(`alumni86:login-failures:user:${user.id}`)).toBe(0);
    expect(await client.exists(`alumni86:login-failures:user:${user.id}|ip:${ip}`)).toBe(1);
    expect((await login(ctx.app, 'dua.mesin', DEFAULT_PASSWORD, ip)).statusCode).toBe(429);
  });

  it('forgets the failures after the 15-minute window, whichever instance asks', async () => {
    await createUser(ctx, { username: 'sabar.dulu' });
    const ip = '198.51.100.20';
    for (let i = 0; i < 5; i++) await login(instances()[i % 2] as App, 'sabar.dulu', 'salah', ip);
    expect((await login(second, 'sabar.dulu', DEFAULT_PASSWORD, ip)).statusCode).toBe(429);
    clock.advance(15 * MINUTE + 1);
    expect((await login(ctx.app, 'sabar.dulu', DEFAULT_PASSWORD, ip)).statusCode).toBe(200);
  });
});

describe('per-IP request limits shared through Redis', () => {
  it(`answers 429 after ${IP_LIMITS.login.max} sign-in requests a minute from one address over both instances`, async () => {
    const ip = '192.0.2.90';
    for (let i = 0; i < IP_LIMITS.login.max; i++) {
      // A new unknown name each time: only the per-IP limit can trip.
      const res = await login(instances()[i % 2] as App, `tidak.ada.${i}`, 'salah', ip);
      expect(res.statusCode).toBe(401);
    }
    for (const app of instances()) {
      const limited = await login(app, 'tidak.ada.lagi', 'salah', ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(/Terlalu banyak/),
      });
    }
    expect((await login(second, 'tidak.ada.lagi', 'salah', '192.0.2.91')).statusCode).toBe(401);
    expect(await client.keys('alumni86:rate-limit:*')).not.toHaveLength(0);
  });
});

describe('token revocations', () => {
  it('a logout on one instance ends the token on the other at once', async () => {
    const user = await createUser(ctx);
    const headers = authHeader(ctx, user);
    const me = { method: 'GET' as const, url: '/api/v1/current-user', headers };
    expect((await second.inject(me)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/logout', headers })).statusCode).toBe(200);
    const after = await second.inject(me);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });
});

describe('Redis account limiter', () => {
  const from = (ip: string, account = 'user:1', device: string | null = null): Attempt => ({
    account,
    ip,
    device,
  });

  it('locks at 5 per pair, at the ceiling per account except a trusted device, and slides', async () => {
    let t = 1_000_000;
    await client.flushdb();
    const limiter = createRedisAccountLimiter(client, { accountCeiling: 8, now: () => t });
    for (let i = 0; i < 5; i++) await limiter.recordFailure(from('203.0.113.1'));
    expect(await limiter.isBlocked(from('203.0.113.1'))).toBe(true);
    expect(await limiter.isBlocked(from('203.0.113.2'))).toBe(false);
    for (let i = 0; i < 3; i++) await limiter.recordFailure(from(`203.0.113.${10 + i}`));
    expect(await limiter.isBlocked(from('203.0.113.99'))).toBe(true);
    expect(await limiter.isBlocked(from('203.0.113.99', 'user:1', 'phone'))).toBe(false);
    t += 15 * MINUTE - 1;
    expect(await limiter.isBlocked(from('203.0.113.1'))).toBe(true);
    t += 1;
    expect(await limiter.isBlocked(from('203.0.113.1'))).toBe(false);
    expect(await limiter.isBlocked(from('203.0.113.99'))).toBe(false);
  });

  it('keeps no more entries than it needs and expires its keys', async () => {
    await client.flushdb();
    const limiter = createRedisAccountLimiter(client, { maxFailures: 3, accountCeiling: 4 });
    for (let i = 0; i < 20; i++) await limiter.recordFailure(from('203.0.113.5', 'user:9'));
    expect(await client.zcard('alumni86:login-failures:user:9|ip:203.0.113.5')).toBe(3);
    expect(await client.zcard('alumni86:login-failures:user:9')).toBe(4);
    expect(await client.pttl('alumni86:login-failures:user:9')).toBeGreaterThan(0);
    await limiter.reset(from('203.0.113.5', 'user:9'));
    expect(await client.exists('alumni86:login-failures:user:9')).toBe(0);
  });
});
