import type { FastifyBaseLogger } from 'fastify';
import type { Insertable } from 'kysely';
import type { Executor } from '../index.ts';
import type { DB } from '../types.ts';

/** What the seeders log with: Fastify's logger in the server, a console adapter in the CLI. */
export type SeedLogger = Pick<FastifyBaseLogger, 'info'>;

/**
 * Bound parameters per statement. SQLite's limit is 32766 (PostgreSQL's 65535); staying well under it
 * keeps every multi-row insert a single statement on both dialects.
 */
export const MAX_PARAMS = 30_000;

/** Rows per statement for rows of `columns` fields. */
export const chunkSize = (columns: number) => Math.max(1, Math.floor(MAX_PARAMS / Math.max(1, columns)));

/**
 * Inserts rows with as few multi-row statements as the parameter limit allows. Every row must have the
 * same keys (Kysely builds one column list from them).
 */
export async function insertChunked<T extends keyof DB & string>(
  db: Executor,
  table: T,
  rows: readonly Insertable<DB[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const size = chunkSize(Object.keys(first).length);
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    // Kysely cannot relate a generic table name to its row type; the signature above keeps callers typed.
    await db
      .insertInto(table)
      .values(chunk as never)
      .execute();
  }
}

/** True when the database holds no events and no ROLE_USER members (an admin alone still counts as empty). */
export async function isEmptyForSeed(db: Executor): Promise<boolean> {
  const events = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const members = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'ROLE_USER')
    .executeTakeFirst();
  return Number(events?.n ?? 0) === 0 && Number(members?.n ?? 0) === 0;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Offset of `timeZone` from UTC at `at`, in milliseconds (Asia/Jakarta: +7 h). */
export function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return asUtc - Math.floor(at.getTime() / MINUTE) * MINUTE;
}

/** Community wall-clock helper: instants for "N days from today at HH:mm local" and the spec's date text. */
export function communityClock(now: Date, timeZone: string) {
  const offset = zoneOffsetMs(timeZone, now);
  const todayStart = Math.floor((now.getTime() + offset) / DAY) * DAY - offset;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    now: now.getTime(),
    /** Epoch ms of local midnight + `days` days + `hour`:`minute`. */
    at(days: number, hour = 0, minute = 0): number {
      return todayStart + days * DAY + hour * HOUR + minute * MINUTE;
    },
    /** 'DD/MM/YYYY HH:mm' in the community's zone. */
    format(ms: number): string {
      const d = new Date(ms + offset);
      return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
    },
  };
}

export const iso = (ms: number) => new Date(ms).toISOString();

/** Calendar date with the spec's fixed day 10 ('YYYY-MM-10'). */
export const monthDate = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-10`;

/** Lowercase ASCII letters and digits only (for usernames and email local parts). */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The invariants every seed must leave behind: each event's total_participant equals its participant rows and
 * never exceeds its quota. Throws (rolling the seed's transaction back) when one is broken.
 */
export async function assertEventCounters(db: Executor): Promise<void> {
  const bad = await db
    .selectFrom('events as e')
    .leftJoin('event_participants as p', 'p.event_id', 'e.id')
    .select(['e.id', 'e.total_participant', 'e.quota', (eb) => eb.fn.count<number>('p.id').as('rows')])
    .groupBy(['e.id', 'e.total_participant', 'e.quota'])
    .having((eb) =>
      eb.or([
        eb(eb.fn.count('p.id'), '!=', eb.ref('e.total_participant')),
        eb.and([eb('e.quota', 'is not', null), eb(eb.fn.count('p.id'), '>', eb.ref('e.quota'))]),
      ]),
    )
    .limit(5)
    .execute();
  if (bad.length > 0) {
    throw new Error(`seed broke the participant counters: ${JSON.stringify(bad)}`);
  }
}

/** `items[index]`, for indexes that are in range by construction (throws instead of yielding undefined). */
export function at<T>(items: readonly T[], index: number): T {
  const value = items[index];
  if (value === undefined) throw new Error(`seed: index ${index} out of range (${items.length})`);
  return value;
}
