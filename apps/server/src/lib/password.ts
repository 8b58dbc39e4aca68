import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { AppError } from './errors.ts';

/**
 * scrypt password hashes, self-describing so the cost can change without breaking old hashes:
 * `scrypt$<logN>$<r>$<p>$<salt b64url>$<hash b64url>`.
 *
 * Cost: OWASP lists equivalent scrypt settings (N=2^17 r=8 p=1, 2^16/8/2, 2^15/8/3, 2^14/8/5, 2^13/8/10). We use
 * N=2^14, r=8, p=5 in production: the same work as the others, but 16 MiB of memory instead of 128 MiB per
 * hash and about 0.18 s on this project's 2-core machine (N=2^17 p=1 took 0.4-0.5 s). `logN` picks the row;
 * tests use a logN below the table (p=1) for speed.
 */
export const PRODUCTION_SCRYPT_LOGN = 14;
const KEYLEN = 32;
const OWASP_P: Record<number, number> = { 17: 1, 16: 2, 15: 3, 14: 5, 13: 10 };

export interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}

/** The OWASP parameter row for a memory exponent (p=1 below the table: test-only costs). */
export function costFor(logN: number): ScryptCost {
  return { logN, r: 8, p: OWASP_P[logN] ?? 1 };
}

const sameCost = (a: ScryptCost, b: ScryptCost) => a.logN === b.logN && a.r === b.r && a.p === b.p;

/**
 * Hashing runs on libuv's thread pool (4 threads), which file serving and DNS share, and each hash keeps a core
 * busy. Unbounded, a login storm fills the pool and the cores, and every static file and sign-in waits behind
 * it. So at most HASH_CONCURRENCY hashes run at once — one core fewer than the machine has, so the event loop
 * always keeps one, and never more than 3 — the rest queue, and a request that cannot start within
 * HASH_MAX_WAIT_MS (or finds HASH_MAX_QUEUE already waiting) is refused with 503 and Retry-After.
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(3, availableParallelism() - 1));
export const HASH_MAX_QUEUE = 32;
export const HASH_MAX_WAIT_MS = 5_000;
export const SERVER_BUSY = 'Server sedang sibuk. Silakan coba lagi dalam beberapa detik.';

const serverBusy = () => new AppError(503, 'SERVER_BUSY', SERVER_BUSY, undefined, { 'retry-after': '2' });

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

/** Counters a test or the bench can read: how many hashes ran at once at most, and by which cost. */
export const hashingStats = {
  active: 0,
  maxActive: 0,
  refused: 0,
  /** `logN/r/p` -> number of derivations (verifications and new hashes alike). */
  byCost: new Map<string, number>(),
  reset() {
    this.maxActive = this.active;
    this.refused = 0;
    this.byCost.clear();
  },
};

const queue: Waiter[] = [];

function acquire(): Promise<void> {
  if (hashingStats.active < HASH_CONCURRENCY) {
    hashingStats.active += 1;
    hashingStats.maxActive = Math.max(hashingStats.maxActive, hashingStats.active);
    return Promise.resolve();
  }
  if (queue.length >= HASH_MAX_QUEUE) {
    hashingStats.refused += 1;
    return Promise.reject(serverBusy());
  }
  return new Promise((resolve, reject) => {
    const waiter: Waiter = {
      start: () => {
        clearTimeout(waiter.timer);
        resolve();
      },
      timer: setTimeout(() => {
        const at = queue.indexOf(waiter);
        if (at >= 0) queue.splice(at, 1);
        hashingStats.refused += 1;
        reject(serverBusy());
      }, HASH_MAX_WAIT_MS),
    };
    queue.push(waiter);
  });
}

function release(): void {
  const next = queue.shift();
  if (next) {
    // The slot passes straight to the next waiter: `active` stays the same.
    next.start();
    return;
  }
  hashingStats.active -= 1;
}

async function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const { logN, r, p } = cost;
  const N = 2 ** logN;
  const opts: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  await acquire();
  const key = `${logN}/${r}/${p}`;
  hashingStats.byCost.set(key, (hashingStats.byCost.get(key) ?? 0) + 1);
  try {
    return await new Promise((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, KEYLEN, opts, (err, out) =>
        err ? reject(err) : resolve(out),
      ),
    );
  } finally {
    release();
  }
}

export async function hashPassword(password: string, logN = PRODUCTION_SCRYPT_LOGN): Promise<string> {
  const cost = costFor(logN);
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost.logN}$${cost.r}$${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

function parse(stored: string | null): (ScryptCost & { salt: Buffer; hash: Buffer }) | null {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, logN, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  return {
    logN: Number(logN),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64url'),
    hash: Buffer.from(hash, 'base64url'),
  };
}

/**
 * True when the password matches. A missing or NULL hash (unknown account, imported member without a password)
 * never verifies, but still costs one derivation at `logN`'s cost — the same work as a real account with a wrong
 * password — so response time does not tell which accounts exist.
 */
export async function verifyPassword(
  password: string,
  stored: string | null,
  logN = PRODUCTION_SCRYPT_LOGN,
): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) {
    await derive(password, randomBytes(16), costFor(logN));
    return false;
  }
  const actual = await derive(password, parsed.salt, parsed);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** True when a stored hash was made with other parameters than `logN`'s row: re-hash it at the next sign-in. */
export function needsRehash(stored: string | null, logN: number): boolean {
  const parsed = parse(stored);
  return parsed !== null && !sameCost(parsed, costFor(logN));
}
