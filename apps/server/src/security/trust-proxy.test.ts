import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { loadConfig } from '../config.ts';
import { IP_LIMITS } from '../modules/auth/auth.routes.ts';

/**
 * Sign-in hardening (docs/decisions/008). Attack: rotate a self-written X-Forwarded-For on every request so each looks like a new
 * client and the per-IP sign-in limit never fills. Proof it fails: the limit counts the real client however the
 * header changes, with no proxy, with a hop count and with a proxy list; and `TRUST_PROXY=true`, which would
 * believe the header, is refused at start.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alumni-proxy-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const configWith = (TRUST_PROXY: string) =>
  loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), TRUST_PROXY });

describe('TRUST_PROXY at start', () => {
  it('refuses `true` with a message that says what to set instead', () => {
    expect(() => configWith('true')).toThrow(
      /TRUST_PROXY=true would trust any X-Forwarded-For.*TRUST_PROXY=1/s,
    );
    expect(() => configWith('TRUE')).toThrow(/TRUST_PROXY=true/);
  });

  it('takes a hop count, proxy addresses and CIDRs, or nothing', () => {
    expect(configWith('1').trustProxy).toBe(1);
    expect(configWith('127.0.0.1, 10.0.0.0/8,::1,loopback').trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const off of ['false', '0', '']) expect(configWith(off).trustProxy).toBe(false);
  });

  it('refuses what is neither', () => {
    for (const bad of ['yes', '10.0.0.0/33', '1.2.3', '11', 'localhost'])
      expect(() => configWith(bad), bad).toThrow(/TRUST_PROXY/);
  });
});

async function withProxySetting(
  trustProxy: false | number | string[],
  run: (ctx: TestContext) => Promise<void>,
) {
  const ctx = await createTestContext({ config: { trustProxy } });
  try {
    await run(ctx);
  } finally {
    await ctx.close();
  }
}

/** A login attempt as it reaches the app: the socket's address and the X-Forwarded-For it carries. */
const attempt = (ctx: TestContext, socket: string, forwardedFor?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: {},
    remoteAddress: socket,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

const LIMIT = IP_LIMITS.login.max;
const spoofed = (i: number) => `203.0.113.${i % 250}`;

describe('a client-written X-Forwarded-For never resets the per-IP limit', () => {
  it('without a proxy: the socket address counts, whatever the header says', async () => {
    await withProxySetting(false, async (ctx) => {
      for (let i = 0; i < LIMIT; i++)
        expect((await attempt(ctx, '198.51.100.7', spoofed(i))).statusCode).toBe(400);
      expect((await attempt(ctx, '198.51.100.7', spoofed(LIMIT))).statusCode).toBe(429);
      // Positive control: another real client is not limited.
      expect((await attempt(ctx, '198.51.100.8', spoofed(0))).statusCode).toBe(400);
    });
  });

  for (const [label, setting] of [
    ['one trusted hop (TRUST_PROXY=1)', 1],
    ['a trusted proxy address (TRUST_PROXY=127.0.0.1)', ['127.0.0.1']],
  ] as const) {
    it(`behind ${label}: the address the proxy appended counts, not what the client wrote before it`, async () => {
      await withProxySetting(setting as number | string[], async (ctx) => {
        // nginx appends the real peer to whatever X-Forwarded-For the client sent.
        const viaProxy = (client: string, i: number) => attempt(ctx, '127.0.0.1', `${spoofed(i)}, ${client}`);
        for (let i = 0; i < LIMIT; i++) expect((await viaProxy('198.51.100.9', i)).statusCode).toBe(400);
        expect((await viaProxy('198.51.100.9', LIMIT)).statusCode).toBe(429);
        expect((await viaProxy('198.51.100.10', 0)).statusCode).toBe(400);
      });
    });
  }
});
