import { describe, expect, it } from 'vitest';
import { type Attempt, accountKey, createAccountLimiter } from './account-limiter.service.ts';

function clock(start = 1_000_000) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
  };
}

const MINUTE = 60_000;
const from = (ip: string, account = 'user:1', device: string | null = null): Attempt => ({
  account,
  ip,
  device,
});

async function fail(limiter: ReturnType<typeof createAccountLimiter>, a: Attempt, times: number) {
  for (let i = 0; i < times; i++) await limiter.recordFailure(a);
}

describe('account limiter', () => {
  it('locks one (account, IP) pair at maxFailures; the same account from another address still may try', async () => {
    const limiter = createAccountLimiter();
    await fail(limiter, from('198.51.100.1'), 4);
    expect(await limiter.isBlocked(from('198.51.100.1'))).toBe(false);
    await fail(limiter, from('198.51.100.1'), 1);
    expect(await limiter.isBlocked(from('198.51.100.1'))).toBe(true);
    expect(await limiter.isBlocked(from('198.51.100.2'))).toBe(false);
    expect(await limiter.isBlocked(from('198.51.100.1', 'user:2'))).toBe(false);
  });

  it('locks clients without a device cookie at the account ceiling, never the trusted device', async () => {
    const limiter = createAccountLimiter({ accountCeiling: 12 });
    for (let i = 0; i < 12; i++) await limiter.recordFailure(from(`203.0.113.${i}`));
    expect(await limiter.isBlocked(from('203.0.113.200'))).toBe(true);
    expect(await limiter.isBlocked(from('203.0.113.200', 'user:1', 'owner-phone'))).toBe(false);
    expect(await limiter.isBlocked(from('203.0.113.200', 'user:2'))).toBe(false);
  });

  it('a trusted device that fails maxFailures times locks only itself', async () => {
    const limiter = createAccountLimiter();
    await fail(limiter, from('192.0.2.9', 'user:1', 'tablet'), 5);
    expect(await limiter.isBlocked(from('192.0.2.9', 'user:1', 'tablet'))).toBe(true);
    expect(await limiter.isBlocked(from('192.0.2.9', 'user:1', 'phone'))).toBe(false);
    expect(await limiter.isBlocked(from('192.0.2.9'))).toBe(false);
  });

  it('slides: failures older than the window stop counting', async () => {
    const c = clock();
    const limiter = createAccountLimiter({ now: c.now });
    await fail(limiter, from('192.0.2.1'), 5);
    c.advance(15 * MINUTE - 1);
    expect(await limiter.isBlocked(from('192.0.2.1'))).toBe(true);
    c.advance(1);
    expect(await limiter.isBlocked(from('192.0.2.1'))).toBe(false);
  });

  it('reset forgets the pair and the account count', async () => {
    const limiter = createAccountLimiter({ accountCeiling: 6 });
    await fail(limiter, from('192.0.2.1'), 5);
    await fail(limiter, from('192.0.2.2'), 1);
    await limiter.reset(from('192.0.2.1'));
    expect(await limiter.isBlocked(from('192.0.2.1'))).toBe(false);
    expect(await limiter.isBlocked(from('192.0.2.3'))).toBe(false);
  });

  it('keeps at most maxKeys keys, dropping the least recently failing', async () => {
    const limiter = createAccountLimiter({ maxKeys: 4, maxFailures: 1, accountCeiling: 100 });
    for (const ip of ['a', 'b', 'c']) await limiter.recordFailure(from(ip, `name:${ip}`));
    // 3 attempts wrote 6 keys (pair + account each): only the newest 4 are kept.
    expect(await limiter.isBlocked(from('a', 'name:a'))).toBe(false);
    expect(await limiter.isBlocked(from('c', 'name:c'))).toBe(true);
  });

  it('names a known account by id and an unknown one by its lowercased identifier', () => {
    expect(accountKey(7, 'Budi')).toBe('user:7');
    expect(accountKey(null, ' Hantu@Example.com ')).toBe('name:hantu@example.com');
  });
});
