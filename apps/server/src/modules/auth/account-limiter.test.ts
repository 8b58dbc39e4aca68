import { describe, expect, it } from 'vitest';
import { createAccountLimiter } from './account-limiter.ts';

function setup(opts: { maxFailures?: number; windowMs?: number; maxKeys?: number } = {}) {
  let t = 1_000_000;
  const limiter = createAccountLimiter({ ...opts, now: () => t });
  const advance = (ms: number) => {
    t += ms;
  };
  return { limiter, advance };
}

describe('account limiter', () => {
  it('blocks at maxFailures inside the window, per normalised identifier', () => {
    const { limiter } = setup({ maxFailures: 3, windowMs: 1000 });
    limiter.recordFailure('Budi');
    limiter.recordFailure(' BUDI ');
    expect(limiter.isBlocked('budi')).toBe(false);
    limiter.recordFailure('budi');
    expect(limiter.isBlocked('bUdI')).toBe(true);
    expect(limiter.isBlocked('siti')).toBe(false);
  });

  it('slides: failures older than the window stop counting', () => {
    const { limiter, advance } = setup({ maxFailures: 2, windowMs: 1000 });
    limiter.recordFailure('a');
    advance(600);
    limiter.recordFailure('a');
    expect(limiter.isBlocked('a')).toBe(true);
    advance(400); // the first failure is now exactly windowMs old
    expect(limiter.isBlocked('a')).toBe(false);
    limiter.recordFailure('a');
    expect(limiter.isBlocked('a')).toBe(true);
  });

  it('reset forgets the failures', () => {
    const { limiter } = setup({ maxFailures: 1 });
    limiter.recordFailure('a');
    expect(limiter.isBlocked('a')).toBe(true);
    limiter.reset('A');
    expect(limiter.isBlocked('a')).toBe(false);
  });

  it('defaults to 5 failures in 15 minutes', () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 4; i++) limiter.recordFailure('a');
    expect(limiter.isBlocked('a')).toBe(false);
    limiter.recordFailure('a');
    expect(limiter.isBlocked('a')).toBe(true);
    advance(15 * 60_000 - 1);
    expect(limiter.isBlocked('a')).toBe(true);
    advance(1);
    expect(limiter.isBlocked('a')).toBe(false);
  });

  it('keeps at most maxKeys identifiers, dropping the least recently failing', () => {
    const { limiter } = setup({ maxFailures: 1, maxKeys: 2 });
    limiter.recordFailure('a');
    limiter.recordFailure('b');
    limiter.recordFailure('a');
    limiter.recordFailure('c');
    expect(limiter.isBlocked('a')).toBe(true);
    expect(limiter.isBlocked('b')).toBe(false);
    expect(limiter.isBlocked('c')).toBe(true);
  });
});
