/**
 * State that several instances behind a load balancer must share (docs/decisions/016:
 * shared state beyond one process): with REDIS_URL set, the per-IP request limits of
 * @fastify/rate-limit and the sign-in failure counters (modules/auth/account-limiter.service.ts) live in Redis; without
 * it, in this process's memory as before. Token revocations need nothing here: they are rows of
 * `sessions` (docs/decisions/020) and `users.token_version`, read on every authenticated call (lib/auth.ts), so every instance
 * sees a logout at once. Nothing else is cached in memory across requests.
 */
import { Redis } from 'ioredis';

/** Every key this app writes starts with this, so one Redis may serve other software too. */
export const REDIS_PREFIX = 'alumni86:';

/**
 * A client that fails fast when Redis is away (one retry per command, 2 s to connect) instead of queueing
 * requests for minutes: a limit that cannot be checked answers 500 (fail closed), and GET /readyz says 503.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
}

/** Rejects after `ms` with `label` (a health check must answer even when a dependency hangs). */
export function withTimeout<T>(work: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
