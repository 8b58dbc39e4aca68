import {
  ACTIVITY_LOG_DEFAULT_LIMIT,
  ACTIVITY_LOG_MAX_LIMIT,
  type ActivityAction,
  type ActivityLogItem,
  type ActivityLogQuery,
  type ActivityModule,
} from '@alumni/contract';
import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import { containsInsensitive, type Executor } from '../../db/index.ts';
import type { ActivityLogsTable } from '../../db/types.ts';
import { formatEventDate } from '../../lib/dates.ts';
import { toPage } from '../../lib/pagination.ts';

type ActivityRow = Selectable<ActivityLogsTable>;

/** Stored JSON back to an object; anything else (never written by recordActivity) reads as null. */
function parseValue(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A stored row as the API shows it; date and time in the community's zone. */
export function toActivityItem(row: ActivityRow, timeZone: string): ActivityLogItem {
  const [actionDate = '', time = ''] = formatEventDate(row.created_at, timeZone).split(' ');
  return {
    id: row.id,
    userName: row.user_name,
    // Only recordActivity writes this table, and it takes these unions.
    module: row.module as ActivityModule,
    action: row.action as ActivityAction,
    activityInfo: row.activity_info,
    actionDate,
    time,
    oldValue: parseValue(row.old_value),
    newValue: parseValue(row.new_value),
  };
}

/** GET /activity-log: filter by admin name (contains, any case), sort, one page. */
export async function listActivity(
  db: Executor,
  query: ActivityLogQuery,
  opts: { timeZone: string },
): Promise<{ total: number; datas: ActivityLogItem[] }> {
  const page = toPage(query, { defaultLimit: ACTIVITY_LOG_DEFAULT_LIMIT, maxLimit: ACTIVITY_LOG_MAX_LIMIT });
  const dir = query.sortValue === 'ASC' ? 'asc' : 'desc';

  let base = db.selectFrom('activity_logs');
  if (query.userName) base = base.where(containsInsensitive('user_name', query.userName));

  const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const total = Number(counted?.total ?? 0);

  let rows = base.selectAll();
  // Ties fall back to newest first, then id, so pages never overlap.
  if (query.sortBy === 'userName')
    rows = rows.orderBy(sql`lower(user_name)`, dir).orderBy('created_at', 'desc');
  else if (query.sortBy === 'module') rows = rows.orderBy('module', dir).orderBy('created_at', 'desc');
  else rows = rows.orderBy('created_at', dir);
  const datas = await rows
    .orderBy('id', query.sortBy === undefined || query.sortBy === 'actionDate' ? dir : 'desc')
    .limit(page.limit)
    .offset(page.skip)
    .execute();
  return { total, datas: datas.map((r) => toActivityItem(r, opts.timeZone)) };
}

/** The newest rows, newest first (dashboard 'Aktivitas' panel). */
export async function latestActivity(db: Executor, limit: number, opts: { timeZone: string }) {
  const rows = await db
    .selectFrom('activity_logs')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => toActivityItem(r, opts.timeZone));
}

/**
 * Rows another admin wrote that `adminId` has not seen: after their "seen up to" id, or (no marker yet)
 * since `sinceIso`. Rows of a deleted admin (user_id null) count as someone else's.
 */
function unseenRows(db: Executor, adminId: number, seenUpTo: number | null, sinceIso: string) {
  const base = db
    .selectFrom('activity_logs')
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '<>', adminId)]));
  return seenUpTo === null ? base.where('created_at', '>=', sinceIso) : base.where('id', '>', seenUpTo);
}

/** How many rows `adminId` has not seen, and which of the rows `amongIds` are unseen. */
export async function unseenActivity(
  db: Executor,
  adminId: number,
  seenUpTo: number | null,
  opts: { sinceIso: string; amongIds: number[] },
): Promise<{ total: number; unseenIds: number[] }> {
  const [count, among] = await Promise.all([
    unseenRows(db, adminId, seenUpTo, opts.sinceIso)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
    opts.amongIds.length === 0
      ? Promise.resolve([])
      : unseenRows(db, adminId, seenUpTo, opts.sinceIso)
          .select('id')
          .where('id', 'in', opts.amongIds)
          .execute(),
  ]);
  return { total: Number(count?.total ?? 0), unseenIds: among.map((r) => Number(r.id)) };
}

/** The admin's "seen up to" activity id, null before their first look at the bell panel. */
export async function readSeenMarker(db: Executor, adminId: number): Promise<number | null> {
  const row = await db
    .selectFrom('activity_seen')
    .select('last_seen_id')
    .where('user_id', '=', adminId)
    .executeTakeFirst();
  return row ? Number(row.last_seen_id) : null;
}

/** The newest activity_logs id (0 on an empty log). */
export async function newestActivityId(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('activity_logs')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Sets the admin's marker to `upTo` (insert or update). */
export async function writeSeenMarker(db: Executor, adminId: number, upTo: number, nowIso: string) {
  await db
    .insertInto('activity_seen')
    .values({ user_id: adminId, last_seen_id: upTo, updated_at: nowIso })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_seen_id: upTo, updated_at: nowIso }))
    .execute();
}

/** One activity_logs row, written with the transaction of the change it describes. */
export async function insertActivityRow(tx: Executor, row: Insertable<ActivityLogsTable>): Promise<void> {
  await tx.insertInto('activity_logs').values(row).execute();
}
