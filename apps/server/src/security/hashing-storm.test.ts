import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../test/factories.ts';
import { createTestContext, createUser, type TestContext } from '../../test/helpers.ts';
import {
  HASH_CONCURRENCY,
  HASH_MAX_QUEUE,
  hashingStats,
  hashPassword,
  SERVER_BUSY,
} from '../lib/password.ts';

/**
 * Sign-in hardening (docs/decisions/008). Attack: 24 parallel wrong-password sign-ins at the production hash cost. Unbounded, they
 * fill libuv's thread pool, which file serving shares, so static files and every sign-in wait seconds. Proof
 * it fails: at most HASH_CONCURRENCY hashes run at once, and a static file and the event list are answered
 * while the storm is still running (ordering, not a stopwatch: bench/login-storm.ts measures the latency).
 */
let ctx: TestContext;
const PASSWORD = 'rahasia-pemilik-123';
let username: string;

beforeAll(async () => {
  // The production cost (2^14/8/5): the storm must be as heavy as a real one.
  ctx = await createTestContext({ config: { scryptLogN: 14 } });
  writeFileSync(path.join(ctx.config.uploadDir, 'probe.txt'), 'ok');
  await createEvent(ctx);
  username = `pemilik_${Date.now().toString(36)}`;
  // The owner's hash at the production cost (the helper's default is the cheap test cost).
  await createUser(ctx, {
    name: 'Pemilik Akun',
    username,
    email: `${username}@example.com`,
    password: null,
    password_hash: await hashPassword(PASSWORD, 14),
  });
});
afterAll(() => ctx.close());

let ipSeq = 0;
const login = (identifier: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email: identifier, password },
    remoteAddress: `192.0.2.${++ipSeq}`,
  });

describe('a login storm does not stall the server', () => {
  it('24 parallel wrong-password sign-ins: hashing stays bounded and a static file and the event list answer meanwhile', async () => {
    hashingStats.reset();
    let settledLogins = 0;
    const storm = Array.from({ length: 24 }, (_, i) =>
      login(i % 2 ? username : `tidak_ada_${i}`, `salah-${i}`).then((res) => {
        settledLogins += 1;
        return res;
      }),
    );
    const file = await ctx.app.inject({ method: 'GET', url: '/uploads/probe.txt' });
    const fileSeenAfter = settledLogins;
    const events = await ctx.app.inject({ method: 'GET', url: '/api/v1/event' });
    const eventsSeenAfter = settledLogins;

    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('ok');
    expect(events.statusCode).toBe(200);
    // Both answered while most of the storm was still queued behind the bounded hasher.
    expect(fileSeenAfter).toBeLessThan(12);
    expect(eventsSeenAfter).toBeLessThan(12);

    const answers = await Promise.all(storm);
    for (const res of answers) expect([401, 503]).toContain(res.statusCode);
    expect(hashingStats.maxActive).toBeLessThanOrEqual(HASH_CONCURRENCY);

    // Positive control: the owner signs in once the storm is over.
    expect((await login(username, PASSWORD)).statusCode).toBe(200);
  });

  it('past the queue bound a sign-in is refused at once with 503 and Retry-After, never a 500', async () => {
    hashingStats.reset();
    const burst = HASH_CONCURRENCY + HASH_MAX_QUEUE + 6;
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) => login(`tidak_ada_b${i}`, 'salah')),
    );
    const busy = answers.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThanOrEqual(6);
    for (const res of busy) {
      expect(res.json()).toEqual({ message: SERVER_BUSY, code: 'SERVER_BUSY' });
      expect(res.headers['retry-after']).toBe('2');
    }
    expect(answers.every((r) => r.statusCode === 401 || r.statusCode === 503)).toBe(true);
    expect(hashingStats.maxActive).toBeLessThanOrEqual(HASH_CONCURRENCY);
  });
});
