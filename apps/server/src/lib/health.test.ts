/**
 * GET /healthz and GET /readyz (docs/decisions/016): ready only when the database, Redis (when configured) and the
 * picture store answer; otherwise 503 naming the parts that failed. Real redis-server and s3rver, stopped
 * mid-test to make them fail.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { startRedis, startS3 } from '../../test/services.ts';

const contexts: TestContext[] = [];
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
});
async function context(...args: Parameters<typeof createTestContext>) {
  const c = await createTestContext(...args);
  contexts.push(c);
  return c;
}
const readyz = (c: TestContext) => c.app.inject({ method: 'GET', url: '/readyz' });

describe('GET /healthz', () => {
  it('answers ok while the process runs', async () => {
    const c = await context();
    const res = await c.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('is ready with the defaults: database and disk folder answer, Redis not configured', async () => {
    const c = await context();
    const res = await readyz(c);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'off', storage: 'ok' } });
  });

  it('answers 503 naming the storage when the upload folder is gone', async () => {
    const c = await context();
    rmSync(c.config.uploadDir, { recursive: true, force: true });
    const res = await readyz(c);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'fail',
      message: 'Server belum siap: penyimpanan gambar tidak dapat dihubungi.',
      failed: ['storage'],
      checks: { database: 'ok', redis: 'off', storage: 'fail' },
    });
  });

  it('answers 503 naming the database when it cannot be queried', async () => {
    const c = await context();
    await c.database.destroy();
    const res = await readyz(c);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      message: 'Server belum siap: database tidak dapat dihubungi.',
      failed: ['database'],
      checks: { database: 'fail', storage: 'ok' },
    });
  });

  it('checks Redis when REDIS_URL is set, and answers 503 naming it once it stops', async () => {
    const redis = await startRedis();
    const c = await context({ config: { redisUrl: redis.url } });
    const up = await readyz(c);
    expect(up.statusCode).toBe(200);
    expect(up.json().checks).toEqual({ database: 'ok', redis: 'ok', storage: 'ok' });
    await redis.stop();
    const down = await readyz(c);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      message: 'Server belum siap: Redis tidak dapat dihubungi.',
      failed: ['redis'],
      checks: { database: 'ok', redis: 'fail', storage: 'ok' },
    });
    // A limit that cannot be checked is not skipped: the sign-in is refused, in Indonesian.
    const login = await c.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'siapa.saja', password: 'apa-saja' },
    });
    expect(login.statusCode).toBe(500);
    expect(login.json()).toEqual({
      code: 'INTERNAL',
      message: 'Terjadi kesalahan pada server. Silakan coba lagi.',
    });
  }, 30_000);

  it('checks the S3 bucket when S3_BUCKET is set, and answers 503 naming the storage once it stops', async () => {
    const s3 = await startS3();
    const c = await context({ config: { s3: s3.config } });
    expect((await readyz(c)).json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: 'off', storage: 'ok' },
    });
    const missing = await context({ config: { s3: { ...s3.config, bucket: 'tidak-ada' } } });
    expect((await readyz(missing)).json()).toMatchObject({ failed: ['storage'] });
    await s3.stop();
    const down = await readyz(c);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ failed: ['storage'], checks: { storage: 'fail' } });
  }, 30_000);
});
