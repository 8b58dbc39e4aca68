import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  SqliteDialect,
  sql,
  type Transaction,
} from 'kysely';
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

/**
 * Kysely prepares every statement anew on SQLite; the API runs the same few dozen texts over and over, and
 * preparing was a tenth of an event list's time (docs/decisions/011). This keeps the last STATEMENTS_MAX prepared
 * statements by text. A statement still being iterated (a stream) is `busy`: then a fresh one is prepared.
 */
const STATEMENTS_MAX = 500;

/**
 * The statement's text with each value placeholder `?` (outside quoted text, names and comments) written `+?`:
 * SQLite's unary plus, a no-op on any value, which keeps the value out of the query planner. SQLite 3.54 (better-sqlite3 13, what Node 22+
 * loads) prepares a statement with a join again on every call when a value sits in its WHERE, as if the value
 * could change the plan: the member's event answer took 220-270 µs in SQLite instead of about 22 (measured on the
 * large seed, docs/decisions/041). The plans are the same (an index or key on `col = +?` is still used); the
 * planner only loses LIKE's prefix range on a bound pattern, which no query here relies on (its patterns start
 * with %).
 */
export function valuesOutOfPlanner(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    // What no placeholder can be inside: quoted text and names, and comments, copied as they are.
    const close =
      c === "'" || c === '"' || c === '`'
        ? c
        : c === '['
          ? ']'
          : c === '-' && text[i + 1] === '-'
            ? '\n'
            : c === '/' && text[i + 1] === '*'
              ? '*/'
              : null;
    if (close === null) {
      out += c === '?' ? '+?' : c;
      i += 1;
      continue;
    }
    // A doubled quote inside quoted text is two quotes: the text closes and opens again, with the same result.
    const from = c === '-' || c === '/' ? i + 2 : i + 1;
    const at = text.indexOf(close, from);
    const stop = at === -1 ? text.length : at + close.length;
    out += text.slice(i, stop);
    i = stop;
  }
  return out;
}
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (text: string) => {
      const known = statements.get(text);
      if (known && !known.busy) {
        // Most recently used last, so the oldest goes first when the cache is full.
        statements.delete(text);
        statements.set(text, known);
        return known;
      }
      const statement = sqlite.prepare(valuesOutOfPlanner(text));
      if (!known) {
        if (statements.size >= STATEMENTS_MAX) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * On PostgreSQL the same: every query was parsed and planned again (a third of the event list's time in
 * the database). Data statements go as named prepared statements (node-postgres prepares each once per
 * connection, by name = hash of the text); transaction control and DDL stay unnamed. A plan invalidated by a
 * schema change under a live connection is retried once unnamed.
 */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
function withPreparedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `k${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      if (names.size < 10_000) names.set(text, name);
    }
    return name;
  };
  return {
    end: () => pool.end(),
    connect: async () => {
      const client = await pool.connect();
      const query = async (text: string, values: ReadonlyArray<unknown>) => {
        if (!PREPARABLE.test(text)) return client.query(text, [...values]);
        try {
          return await client.query({ name: nameOf(text), text, values: [...values] });
        } catch (err) {
          // 0A000: "cached plan must not change result type" after a table changed under this connection.
          if ((err as { code?: string }).code !== '0A000') throw err;
          return client.query(text, [...values]);
        }
      };
      const wrapped = {
        // biome-ignore lint/suspicious/noExplicitAny: Kysely's overloads (a text with values, or a cursor)
        query: (textOrCursor: any, values?: ReadonlyArray<unknown>) =>
          typeof textOrCursor === 'string' ? query(textOrCursor, values ?? []) : client.query(textOrCursor),
        release: () => client.release(),
      };
      return wrapped as unknown as PostgresPoolClient;
    },
  };
}

/** Opens SQLite (a file path or ':memory:') or PostgreSQL (a postgres:// URL). */
export function openDatabase(target: string): Database {
  if (/^postgres(ql)?:\/\//.test(target)) {
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    // An idle client losing its server (restart, failover) must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.error(`PostgreSQL idle connection error: ${err.message}`));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const sqlite = new SQLite(target);
  if (target !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = FULL');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/** Case-insensitive "contains" that behaves the same on both dialects. */
export function containsInsensitive(column: string, text: string) {
  return likeInsensitive(column, containsPattern(text));
}

/** The LIKE pattern of containsInsensitive: `text` lower-cased, its backslashes, % and _ escaped, between two %. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * containsInsensitive with its pattern made beforehand (containsPattern), for a query compiled once and run with
 * each call's values (db/reusable-query.ts): the pattern goes into the SQL as given.
 */
export function likeInsensitive(column: string, pattern: string) {
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

export const nowIso = (clock: () => Date = () => new Date()) => clock().toISOString();
