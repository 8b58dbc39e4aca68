/**
 * Failed sign-ins per account identifier (the lowercased username/email as typed), kept in process
 * memory. PER INSTANCE: with several instances behind a load balancer each keeps its own counts, so
 * the effective limit is `maxFailures` times the number of instances (see
 * docs/decisions/003-auth-tokens-and-password-reset.md). The per-IP limit of @fastify/rate-limit
 * sits in front of it.
 *
 * Unknown identifiers are counted exactly like real ones, so a 429 reveals nothing about which
 * accounts exist.
 */
export interface AccountLimiterOptions {
  /** Failures inside the window after which the identifier is refused. Default 5. */
  maxFailures?: number;
  /** Sliding window in milliseconds. Default 15 minutes. */
  windowMs?: number;
  /** Clock in epoch milliseconds; tests inject one instead of sleeping. */
  now?: () => number;
  /** Memory bound: beyond this many identifiers the oldest entries are dropped. Default 10,000. */
  maxKeys?: number;
}

export interface AccountLimiter {
  /** True while the identifier has `maxFailures` failures inside the window. */
  isBlocked(identifier: string): boolean;
  recordFailure(identifier: string): void;
  /** A successful sign-in forgets earlier failures. */
  reset(identifier: string): void;
}

export const normaliseIdentifier = (identifier: string) => identifier.trim().toLowerCase();

export function createAccountLimiter(opts: AccountLimiterOptions = {}): AccountLimiter {
  const maxFailures = opts.maxFailures ?? 5;
  const windowMs = opts.windowMs ?? 15 * 60 * 1000;
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? 10_000;
  /** identifier -> failure instants (ms), oldest first; Map order is insertion order, oldest key first. */
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

  return {
    isBlocked(identifier) {
      return recent(normaliseIdentifier(identifier)).length >= maxFailures;
    },
    recordFailure(identifier) {
      const key = normaliseIdentifier(identifier);
      const times = recent(key);
      failures.delete(key); // re-insert so the most recently failing key is the newest in Map order
      failures.set(key, [...times, now()].slice(-maxFailures));
      while (failures.size > maxKeys) {
        const oldest = failures.keys().next().value;
        if (oldest === undefined) break;
        failures.delete(oldest);
      }
    },
    reset(identifier) {
      failures.delete(normaliseIdentifier(identifier));
    },
  };
}
