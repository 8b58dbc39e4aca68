import type { TestContext } from '../../../test/helpers.ts';

/** Test-only helpers of the auth tests (not a *.test.ts file, so vitest does not run it). */

let ipSeq = 0;
/**
 * A new client address: the per-IP limits of @fastify/rate-limit would otherwise count every
 * request of a test file as one visitor's. Tests of the IP limit itself pass a fixed address.
 */
export function freshIp(): string {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

export function post(
  ctx: Pick<TestContext, 'app'>,
  url: string,
  payload?: string | object,
  opts: { ip?: string; headers?: Record<string, string> } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: {
      ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    },
    remoteAddress: opts.ip ?? freshIp(),
  });
}

/** A clock the test moves by hand (createTestContext({ now: clock.now })). */
export function manualClock(start = new Date()) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

export const HOSTILE = ['<script>alert(1)</script>', "'; drop table users;--"] as const;
