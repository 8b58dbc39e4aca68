/**
 * `npm run backup` / `npm run restore FILE` (docs/decisions/016): a backup taken by the CLI in its own
 * process WHILE this process keeps writing restores to a database that passes its integrity check and holds
 * every write acknowledged before the backup began. On the database the suite targets: a SQLite file
 * (online backup API, then `PRAGMA integrity_check`), or with TEST_DATABASE_URL a PostgreSQL database
 * (pg_dump, then pg_restore into a NEW database in one transaction that stops at the first error).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/helpers.ts';
import { SERVER_DIR } from '../../test/process.ts';
import { startS3 } from '../../test/services.ts';
import { type Database, openDatabase } from '../db/index.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createS3Store } from '../modules/uploads/image-store.service.ts';
import { contentName } from '../modules/uploads/uploads.service.ts';
import { backup, restore, sqliteFile, sqliteIntegrity } from './backup.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function tempDir(tag: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `alumni-${tag}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function adminQuery(text: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await c.query(text);
  } finally {
    await c.end();
  }
}

/** A new, empty PostgreSQL database (dropped after the file); its URL. */
async function newPgDatabase(): Promise<string> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs the CLI the way `npm run backup|restore` does (tsx src/ops/cli.ts) with its own environment. */
function cli(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/ops/cli.ts', ...args], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
  return { child, done };
}

describe(`backup during a write load, then restore (${adminUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('restores a sound database holding every write acknowledged before the backup began, and the pictures', async () => {
    const dataDir = tempDir('backup-src');
    const databaseUrl = adminUrl ? await newPgDatabase() : undefined;
    const env = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const database: Database = openDatabase(databaseUrl ?? sqliteFile({ dataDir }));
    cleanups.push(() => database.destroy());
    await migrateToLatest(database.db);

    const picture = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#884400' } })
      .webp()
      .toBuffer();
    mkdirSync(path.join(dataDir, 'uploads'));
    writeFileSync(path.join(dataDir, 'uploads', contentName(picture)), picture);

    // The write load: one insert after another until told to stop; `acked` grows as each one commits.
    const acked: number[] = [];
    let stop = false;
    const load = (async () => {
      while (!stop) {
        acked.push((await createUser({ db: database.db })).id);
        // SQLite answers synchronously: let I/O (the CLI's exit) through between writes.
        await new Promise((r) => setImmediate(r));
      }
    })();
    while (acked.length < 20) await new Promise((r) => setImmediate(r));

    const ackedBefore = [...acked];
    const archive = path.join(tempDir('backup-out'), 'cadangan.tar.gz');
    const run = cli(['backup', '--out', archive], env);
    const result = await run.done;
    const writesDuring = acked.length - ackedBefore.length;
    stop = true;
    await load;
    expect(result.output).toMatch(/Cadangan dibuat: .*cadangan\.tar\.gz \((sqlite|postgres), 1 gambar\)/);
    expect(result.code).toBe(0);
    expect(writesDuring).toBeGreaterThan(0); // the backup really ran under the load

    const restoredDir = tempDir('backup-dst');
    const restoredUrl = adminUrl ? await newPgDatabase() : undefined;
    const restoredEnv = { DATA_DIR: restoredDir, ...(restoredUrl ? { DATABASE_URL: restoredUrl } : {}) };
    const restored = await cli(['restore', archive], restoredEnv).done;
    expect(restored.output).toMatch(/Dipulihkan dari/);
    expect(restored.code).toBe(0);

    if (!restoredUrl) expect(sqliteIntegrity(sqliteFile({ dataDir: restoredDir }))).toBe('ok');
    const copy = openDatabase(restoredUrl ?? sqliteFile({ dataDir: restoredDir }));
    try {
      const ids = new Set((await copy.db.selectFrom('users').select('id').execute()).map((r) => r.id));
      expect(ackedBefore.filter((id) => !ids.has(id))).toEqual([]);
      // Nothing half-written: every row there is a whole user.
      const broken = await copy.db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb.or([eb('username', 'is', null), eb('email', 'is', null)]))
        .execute();
      expect(broken).toEqual([]);
    } finally {
      await copy.destroy();
    }
    const restoredPicture = path.join(restoredDir, 'uploads', contentName(picture));
    expect(readFileSync(restoredPicture).equals(picture)).toBe(true);

    // A second restore over the restored data is refused without --force, and changes nothing.
    const again = await cli(['restore', archive], restoredEnv).done;
    expect(again.code).toBe(1);
    expect(again.output).toMatch(restoredUrl ? /already has tables/ : /already exists/);
    const forced = await cli(['restore', archive, '--force'], restoredEnv).done;
    expect(forced.code).toBe(0);
    if (!restoredUrl) {
      expect(readdirSync(restoredDir).some((f) => f.startsWith('alumni.db.before-restore-'))).toBe(true);
      expect(sqliteIntegrity(sqliteFile({ dataDir: restoredDir }))).toBe('ok');
    }
  }, 120_000);

  it('refuses a file that is not a backup, in a clear sentence', async () => {
    const dataDir = tempDir('backup-bad');
    const bogus = path.join(dataDir, 'bukan.tar.gz');
    writeFileSync(bogus, 'not an archive');
    const res = await cli(['restore', bogus], { DATA_DIR: dataDir }).done;
    expect(res.code).toBe(1);
    expect(res.output).toMatch(/is not a backup made by npm run backup/);
    expect(existsSync(sqliteFile({ dataDir }))).toBe(false);
    const usage = await cli(['restore'], { DATA_DIR: dataDir }).done;
    expect(usage.code).toBe(1);
    expect(usage.output).toMatch(/usage: npm run backup/);
  }, 60_000);
});

describe('backup and restore with pictures in an S3 bucket', () => {
  it('takes the pictures from the bucket and puts them into the bucket configured at restore', async () => {
    // The database side is the SQLite path here (the test above covers the suite's database).
    const [from, to] = [await startS3('alumni-from'), await startS3('alumni-to')];
    cleanups.push(
      () => from.stop(),
      () => to.stop(),
    );
    const source = createS3Store(from.config);
    const target = createS3Store(to.config);
    cleanups.push(
      () => source.close(),
      () => target.close(),
    );
    const picture = await sharp({ create: { width: 12, height: 8, channels: 3, background: '#0a7a3f' } })
      .webp()
      .toBuffer();
    await source.put(contentName(picture), picture);

    const dataDir = tempDir('backup-s3-src');
    const database = openDatabase(sqliteFile({ dataDir }));
    await migrateToLatest(database.db);
    await database.destroy();
    const archive = path.join(tempDir('backup-s3-out'), 'bucket.tar.gz');
    const made = await backup(
      { dataDir, uploadDir: path.join(dataDir, 'uploads'), databaseUrl: undefined, s3: from.config },
      archive,
    );
    expect(made.manifest).toMatchObject({ database: 'sqlite', pictures: 1 });

    const restoredDir = tempDir('backup-s3-dst');
    await restore(
      {
        dataDir: restoredDir,
        uploadDir: path.join(restoredDir, 'uploads'),
        databaseUrl: undefined,
        s3: to.config,
      },
      archive,
    );
    const object = await target.get(contentName(picture));
    const chunks: Buffer[] = [];
    for await (const chunk of object?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(picture)).toBe(true);
    expect(sqliteIntegrity(sqliteFile({ dataDir: restoredDir }))).toBe('ok');
  }, 60_000);
});
