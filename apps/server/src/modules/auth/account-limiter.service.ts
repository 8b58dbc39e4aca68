/**
 * Failed sign-ins, counted so that guessing stops but an attacker cannot lock the real member out
 * (docs/decisions/008-sign-in-hardening.md). Three counters, each a sliding window:
 *
 * - per (account, client IP): `maxFailures` (5) in 15 minutes locks that address out of that account;
 * - per (account, trusted device): a browser that signed in to this account before carries a signed device
 *   cookie (auth.routes.ts, rememberDevice); its own 5 failures lock only that browser;
 * - per account: `accountCeiling` (50) failures from anywhere lock out clients WITHOUT a device cookie of
 *   that account. Guessing spread over many addresses stops there, while the owner's own browser still
 *   signs in.
 *
 * The account is the user's id when the identifier names one (username and email count together), else the
 * lowercased identifier: unknown identifiers are counted exactly like real ones, so a 429 reveals nothing.
 * Kept in process memory (createAccountLimiter), or in Redis when REDIS_URL is set (createRedisAccountLimiter,
 * docs/decisions/016), so that several instances count one attacker's failures together. The per-IP request limit of
 * @fastify/rate-limit sits in front of it (in Redis too then: lib/shared-state.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { REDIS_PREFIX } from '../../lib/shared-state.ts';

export interface AccountLimiterOptions {
  /** Failures per (account, IP) or (account, device) inside the window that lock it. Default 5. */
  maxFailures?: number;
  /** Failures per account from anywhere that lock out clients without a device cookie. Default 50. */
  accountCeiling?: number;
  /** Sliding window in milliseconds. Default 15 minutes. */
  windowMs?: number;
  /** Clock in epoch milliseconds; tests inject one instead of sleeping. */
  now?: () => number;
  /** Memory bound: beyond this many keys the least recently failing are dropped. Default 50,000. */
  maxKeys?: number;
}

/** One sign-in attempt as the limiter sees it. */
export interface Attempt {
  /** `user:<id>` for a known account, `name:<identifier>` otherwise (accountKey()). */
  account: string;
  ip: string;
  /** The device id of a valid device cookie issued for this account, else null. */
  device: string | null;
}

export interface AccountLimiter {
  /** True when this attempt must be refused without looking at the password. */
  isBlocked(attempt: Attempt): Promise<boolean>;
  recordFailure(attempt: Attempt): Promise<void>;
  /** A successful sign-in forgets the failures of this account. */
  reset(attempt: Attempt): Promise<void>;
}

export const normaliseIdentifier = (identifier: string) => identifier.trim().toLowerCase();

export const accountKey = (userId: number | null, identifier: string) =>
  userId === null ? `name:${normaliseIdentifier(identifier)}` : `user:${userId}`;

export function createAccountLimiter(opts: AccountLimiterOptions = {}): AccountLimiter {
  const maxFailures = opts.maxFailures ?? 5;
  const ceiling = opts.accountCeiling ?? 50;
  const windowMs = opts.windowMs ?? 15 * 60 * 1000;
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? 50_000;
  /** key -> failure instants (ms), oldest first; Map order is insertion order, least recently failing first. */
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const times = failures.get(key);
    if (!times) return [];
    const since = now() - windowMs;
    const kept = times.filter((t) => t > since);
    if (kept.length === 0) failures.delete(key);
    else if (kept.length !== times.length) failures.set(key, kept);
    return kept;
  }

  function add(key: string, keep: number) {
    const times = recent(key);
    failures.delete(key); // re-insert so the most recently failing key is the newest in Map order
    failures.set(key, [...times, now()].slice(-keep));
    while (failures.size > maxKeys) {
      const oldest = failures.keys().next().value;
      if (oldest === undefined) break;
      failures.delete(oldest);
    }
  }

  const own = (a: Attempt) => (a.device ? `${a.account}|device:${a.device}` : `${a.account}|ip:${a.ip}`);

  return {
    async isBlocked(a) {
      if (recent(own(a)).length >= maxFailures) return true;
      return a.device === null && recent(a.account).length >= ceiling;
    },
    async recordFailure(a) {
      add(own(a), maxFailures);
      add(a.account, ceiling);
    },
    async reset(a) {
      failures.delete(own(a));
      failures.delete(a.account);
    },
  };
}

/**
 * The same three counters in Redis, shared by every instance: one sorted set of failure instants per key (score
 * = epoch ms), trimmed to the window and to the newest `keep` entries, expiring with the window. The clock is
 * the app's (`now`), so tests move it like the memory limiter's.
 */
export function createRedisAccountLimiter(
  redis: Redis,
  opts: Omit<AccountLimiterOptions, 'maxKeys'> = {},
): AccountLimiter {
  const maxFailures = opts.maxFailures ?? 5;
  const ceiling = opts.accountCeiling ?? 50;
  const windowMs = opts.windowMs ?? 15 * 60 * 1000;
  const now = opts.now ?? Date.now;
  const key = (k: string) => `${REDIS_PREFIX}login-failures:${k}`;
  const own = (a: Attempt) => (a.device ? `${a.account}|device:${a.device}` : `${a.account}|ip:${a.ip}`);
  const recent = (k: string) => redis.zcount(key(k), `(${now() - windowMs}`, '+inf');

  return {
    async isBlocked(a) {
      if ((await recent(own(a))) >= maxFailures) return true;
      return a.device === null && (await recent(a.account)) >= ceiling;
    },
    async recordFailure(a) {
      const t = now();
      const multi = redis.multi();
      for (const [k, keep] of [
        [own(a), maxFailures],
        [a.account, ceiling],
      ] as const) {
        // A unique member per failure: two failures in the same millisecond both count.
        multi
          .zadd(key(k), t, `${t}:${randomBytes(4).toString('hex')}`)
          .zremrangebyscore(key(k), '-inf', t - windowMs)
          .zremrangebyrank(key(k), 0, -(keep + 1))
          .pexpire(key(k), windowMs);
      }
      const results = await multi.exec();
      const failed = results?.find(([err]) => err);
      if (!results || failed) throw failed?.[0] ?? new Error('Redis transaction aborted');
    },
    async reset(a) {
      await redis.del(key(own(a)), key(a.account));
    },
  };
}
