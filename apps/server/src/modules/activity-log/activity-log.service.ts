/**
 * The ONE mechanism for admin mutations (docs/architecture.md: "every admin mutation writes its row in the
 * same transaction as the change"). A service that changes data on an admin's behalf does:
 *
 *   return withAdminActivity(db, async (tx) => {
 *     const before = await selectNameAndEmail(tx, id); // a function of the module's own repo
 *     ...check rules, then write the change with `tx`...
 *     return {
 *       result,
 *       activity: { module: 'Pengguna', action: 'Ubah', activityInfo: `Mengubah pengguna ${name}`,
 *                   oldValue: before, newValue: after },
 *     };
 *   }, caller(req), app.deps.now());
 *
 * The change and its activity_logs row commit together or not at all: if `fn` throws (a broken rule, a
 * failed write) or the log row cannot be written, the whole transaction rolls back. Code that is
 * already inside a transaction (several log rows for one bulk change, an import) calls
 * `recordActivity(tx, ...)` directly. Values are stored as JSON of ONLY the fields that differ
 * (diffFields), so pass the same fields on both sides (or whole before/after rows); secrets
 * (password, password_hash, token, repassword, ...) are dropped at any depth and never stored.
 */
import type { ActivityAction, ActivityModule } from '@alumni/contract';
import type { Db, Executor, Tx } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { insertActivityRow } from './activity-log.repo.ts';

export interface ActivityEntry {
  admin: AuthUser;
  module: ActivityModule;
  action: ActivityAction;
  /** Human Indonesian sentence shown in the log and the bell panel, e.g. 'Menghapus acara Reuni Akbar'. */
  activityInfo: string;
  oldValue?: Record<string, unknown> | null;
  newValue?: Record<string, unknown> | null;
  now: Date;
}

export type ActivityDetails = Omit<ActivityEntry, 'admin' | 'now'>;

type Fields = Record<string, unknown>;

/** Keys compared without case, '_' or '-': password, passwordHash, password_hash, re_password ... */
const SECRET_KEYS = new Set(['password', 'passwordhash', 'repassword', 'token', 'tokenhash', 'secret']);
const isSecretKey = (key: string) => SECRET_KEYS.has(key.toLowerCase().replace(/[_-]/g, ''));

const isPlainObject = (v: unknown): v is Fields =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** A copy without secret keys (at any depth); undefined becomes null so both sides read the same in JSON. */
function scrub(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(scrub);
  if (isPlainObject(value)) {
    const out: Fields = {};
    for (const [k, v] of Object.entries(value)) if (!isSecretKey(k)) out[k] = scrub(v);
    return out;
  }
  return value;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameValue(a[k] ?? null, b[k] ?? null));
  }
  return false;
}

/**
 * The fields that differ between `before` and `after`, secrets removed. A key missing on one side reads
 * as null. With only one side (a creation or a deletion), that side is returned whole (secrets removed)
 * and the other is null.
 */
export function diffFields(
  before: Fields | null | undefined,
  after: Fields | null | undefined,
): { old: Fields | null; new: Fields | null } {
  const b = before ? (scrub(before) as Fields) : null;
  const a = after ? (scrub(after) as Fields) : null;
  if (!b || !a) return { old: b, new: a };
  const old: Fields = {};
  const next: Fields = {};
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    const was = b[key] ?? null;
    const now = a[key] ?? null;
    if (sameValue(was, now)) continue;
    old[key] = was;
    next[key] = now;
  }
  return { old, new: next };
}

const toJson = (v: Fields | null) => (v && Object.keys(v).length > 0 ? JSON.stringify(v) : null);

/** Writes one activity_logs row with `tx` (call it inside the transaction that makes the change). */
export async function recordActivity(tx: Executor, entry: ActivityEntry): Promise<void> {
  const diff = diffFields(entry.oldValue, entry.newValue);
  await insertActivityRow(tx, {
    user_id: entry.admin.id,
    user_name: entry.admin.name,
    module: entry.module,
    action: entry.action,
    activity_info: entry.activityInfo,
    old_value: toJson(diff.old),
    new_value: toJson(diff.new),
    created_at: entry.now.toISOString(),
  });
}

/**
 * Runs an admin change and writes its activity row in ONE transaction; returns `fn`'s result.
 * Any throw (from `fn` or from the log insert) rolls both back and propagates.
 */
export async function withAdminActivity<T>(
  db: Db,
  fn: (tx: Tx) => Promise<{ result: T; activity: ActivityDetails }>,
  admin: AuthUser,
  now: Date,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    const { result, activity } = await fn(tx);
    await recordActivity(tx, { ...activity, admin, now });
    return result;
  });
}
