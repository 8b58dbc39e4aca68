import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB } from './types.ts';

/**
 * better-sqlite3 12 wraps its objects with node::ObjectWrap, which on Node 24.19+ aborts the process
 * (`RemoveEnvironmentCleanupHook … (env) != nullptr`) when a garbage-collected statement is finalized outside a
 * JavaScript context — at exit, or at any idle GC. Version 13 (Node-API) does not, but needs Node 22+. Both are
 * installed (13 under the alias `better-sqlite3-napi`, with prebuilt binaries); Node 22+ loads 13, Node 20
 * keeps 12. Same API either way (docs/decisions/009).
 */
const requireModule = createRequire(import.meta.url);
export const SQLITE_DRIVER =
  Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';
const SQLite = requireModule(SQLITE_DRIVER) as typeof BetterSqlite3;

export type Db = Kysely<DB>;
export type Tx = Transaction<DB>;
/** Either the database or an open transaction: services take this first. */
export type Executor = Kysely<DB> | Transaction<DB>;
export type Dialect = 'sqlite' | 'postgres';

// COUNT(*) and BIGINT come back from pg as strings; our counts always fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
// NUMERIC (e.g. AVG) as number.
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export interface Database {
  db: Db;
  dialect: Dialect;
  destroy: () => Promise<void>;
}

/** Opens SQLite (a file path or ':memory:') or PostgreSQL (a postgres:// URL). */
export function openDatabase(target: string): Database {
  if (/^postgres(ql)?:\/\//.test(target)) {
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    // An idle client losing its server (restart, failover) must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.error(`PostgreSQL idle connection error: ${err.message}`));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const sqlite = new SQLite(target);
  if (target !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = FULL');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/** Case-insensitive "contains" that behaves the same on both dialects. */
export function containsInsensitive(column: string, text: string) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

export const nowIso = (clock: () => Date = () => new Date()) => clock().toISOString();
