/**
 * `npm run backup` and `npm run restore FILE` (docs/decisions/016).
 *
 * One archive (`.tar.gz`, made by the system's tar) holds everything a site needs besides its settings:
 * - `manifest.json`: what is inside;
 * - `database.sqlite`: SQLite's online backup API (better-sqlite3 `backup()`), safe while the server writes:
 *   the copy is one consistent state that holds every transaction committed before the copy finished; or
 *   `database.pgdump`: `pg_dump --format=custom` when DATABASE_URL is set (one snapshot, likewise consistent);
 * - `uploads/`: every stored picture, from DATA_DIR/uploads or the S3 bucket (modules/uploads/image-store.service.ts).
 *
 * Restore refuses to overwrite a database that has data unless `--force` is given (the SQLite file it replaces
 * is kept beside it); it checks the SQLite copy with `PRAGMA integrity_check` before putting it in place and
 * restores PostgreSQL in one transaction that stops at the first error. Stop the server before a restore.
 */
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config.ts';
import { SQLITE_DRIVER } from '../db/index.ts';
import { createImageStore, isStoredName } from '../modules/uploads/image-store.service.ts';

const run = promisify(execFile);
const SQLite = createRequire(import.meta.url)(SQLITE_DRIVER) as typeof BetterSqlite3;

/** The manifest's format tag; archives made before it had no community's name in it are still read. */
export const BACKUP_FORMAT = 'alumni-community-backup';
const EARLIER_FORMATS: readonly string[] = ['alumni86-backup'];
const SQLITE_FILE = 'database.sqlite';
const PG_FILE = 'database.pgdump';

export interface Manifest {
  format: string;
  version: 1;
  createdAt: string;
  database: 'sqlite' | 'postgres';
  pictures: number;
}

export type BackupConfig = Pick<Config, 'dataDir' | 'uploadDir' | 'databaseUrl' | 's3'>;

export const sqliteFile = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'alumni.db');

/** `PRAGMA integrity_check` of a SQLite file: 'ok', or the problems it lists. */
export function sqliteIntegrity(file: string): string {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    return rows.map((r) => r.integrity_check).join('; ');
  } finally {
    db.close();
  }
}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');

/** Writes the archive (default name `backup-<UTC time>.tar.gz` in the current folder); returns its path. */
export async function backup(
  config: BackupConfig,
  out?: string,
): Promise<{ file: string; manifest: Manifest }> {
  const now = new Date();
  const file = path.resolve(out ?? `backup-${stamp(now)}.tar.gz`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'alumni-backup-'));
  try {
    let database: Manifest['database'];
    if (config.databaseUrl) {
      database = 'postgres';
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(work, PG_FILE)}`,
        `--dbname=${config.databaseUrl}`,
      ]);
    } else {
      database = 'sqlite';
      const source = sqliteFile(config);
      if (!existsSync(source)) throw new Error(`No database at ${source} (is DATA_DIR right?)`);
      const db = new SQLite(source, { fileMustExist: true });
      try {
        db.pragma('busy_timeout = 5000');
        // The online backup API in one step (every remaining page at the first step): one read transaction,
        // so the copy is one consistent state. In WAL mode it does not block the server's writes, and a copy
        // in small steps would restart at every write of another process and might never finish under load.
        await db.backup(path.join(work, SQLITE_FILE), { progress: () => 0x7fffffff });
      } finally {
        db.close();
      }
      // One self-contained file in the archive: the copy leaves WAL mode (the server turns it on again at start).
      const copy = new SQLite(path.join(work, SQLITE_FILE), { fileMustExist: true });
      copy.pragma('journal_mode = DELETE');
      copy.close();
      const check = sqliteIntegrity(path.join(work, SQLITE_FILE));
      if (check !== 'ok') throw new Error(`The copy failed its integrity check: ${check}`);
    }

    const store = createImageStore(config);
    let pictures = 0;
    try {
      await mkdir(path.join(work, 'uploads'));
      for await (const name of store.list()) {
        const object = await store.get(name);
        if (!object) continue; // removed meanwhile
        const chunks: Buffer[] = [];
        for await (const chunk of object.body) chunks.push(chunk as Buffer);
        await writeFile(path.join(work, 'uploads', name), Buffer.concat(chunks));
        pictures += 1;
      }
    } finally {
      store.close();
    }

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: now.toISOString(),
      database,
      pictures,
    };
    writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const temp = `${file}.partial`;
    await run('tar', ['-czf', temp, '-C', work, '.']);
    renameSync(temp, file);
    return { file, manifest };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export class RestoreRefused extends Error {}

async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    return rows[0].n > 0;
  } finally {
    await client.end();
  }
}

/** Restores an archive into the configured database and picture store. */
export async function restore(
  config: BackupConfig,
  archive: string,
  opts: { force?: boolean } = {},
): Promise<Manifest> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'alumni-restore-'));
  try {
    await run('tar', ['-xzf', path.resolve(archive), '-C', work]).catch(() => {
      throw new RestoreRefused(`${archive} is not a backup made by npm run backup (tar cannot read it)`);
    });
    const manifestFile = path.join(work, 'manifest.json');
    const manifest = existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
      : undefined;
    const format = manifest?.format ?? '';
    if (!manifest || (format !== BACKUP_FORMAT && !EARLIER_FORMATS.includes(format)))
      throw new RestoreRefused(`${archive} is not a backup made by npm run backup`);

    if (manifest.database === 'postgres') {
      if (!config.databaseUrl)
        throw new RestoreRefused('This backup is of a PostgreSQL database: set DATABASE_URL to restore it.');
      if (!opts.force && (await postgresHasTables(config.databaseUrl)))
        throw new RestoreRefused(
          'The database in DATABASE_URL already has tables. Restore into a new, empty database, or pass --force to replace them.',
        );
      await run('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${config.databaseUrl}`,
        path.join(work, PG_FILE),
      ]);
    } else {
      if (config.databaseUrl)
        throw new RestoreRefused('This backup is of a SQLite database: unset DATABASE_URL to restore it.');
      const copy = path.join(work, SQLITE_FILE);
      const check = sqliteIntegrity(copy);
      if (check !== 'ok')
        throw new RestoreRefused(`The backup's database failed its integrity check: ${check}`);
      const target = sqliteFile(config);
      await mkdir(config.dataDir, { recursive: true });
      if (existsSync(target)) {
        if (!opts.force)
          throw new RestoreRefused(
            `${target} already exists. Stop the server and pass --force to replace it (the old file is kept beside it).`,
          );
        const kept = `${target}.before-restore-${stamp(new Date())}`;
        for (const suffix of ['', '-wal', '-shm'])
          if (existsSync(target + suffix)) renameSync(target + suffix, kept + suffix);
      }
      const incoming = `${target}.restoring`;
      await writeFile(incoming, await readFile(copy));
      renameSync(incoming, target);
    }

    const store = createImageStore(config);
    try {
      const dir = path.join(work, 'uploads');
      for (const name of existsSync(dir) ? readdirSync(dir) : [])
        if (isStoredName(name)) await store.put(name, await readFile(path.join(dir, name)));
    } finally {
      store.close();
    }
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
