/**
 * `npm run seed` fills the configured database with the demo community (only when it is empty).
 * `npm run seed -- --scale large` writes benchmark-sized data into an empty database and prints the time.
 * Options: --database <sqlite file | postgres://...> (default: DATABASE_URL, else DATA_DIR/alumni.db),
 *          --users, --events, --participations, --comments (large only).
 * Pictures go to DATA_DIR/uploads, which the server serves at /uploads/.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../index.ts';
import { migrateToLatest } from '../migrate.ts';
import type { SeedLogger } from './bulk.ts';
import { seedDemoIfEmpty } from './demo.ts';
import { LARGE_DEFAULTS, type LargeOptions, seedLarge } from './large.ts';
import { ensureStarterCatalog } from './starter-catalog.ts';

const USAGE = `Pemakaian: npm run seed -- [--scale demo|large] [--database <berkas sqlite | postgres://...>]
                     [--users N] [--events N] [--participations N] [--comments N]`;

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'demo' },
    database: { type: 'string' },
    users: { type: 'string' },
    events: { type: 'string' },
    participations: { type: 'string' },
    comments: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  strict: true,
});

if (values.help || (values.scale !== 'demo' && values.scale !== 'large')) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

function count(name: keyof LargeOptions): number {
  const raw = values[name];
  if (raw === undefined) return LARGE_DEFAULTS[name];
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) {
    console.error(`--${name} harus bilangan bulat >= 0`);
    process.exit(2);
  }
  return n;
}

const print = (obj: unknown, msg?: unknown) =>
  console.log(typeof obj === 'string' ? obj : `${String(msg ?? '')} ${JSON.stringify(obj)}`.trim());
const log: SeedLogger = { info: print };

const config = loadConfig();
// npm runs workspace scripts inside apps/server; a relative --database path means the caller's folder.
const given = values.database;
const target =
  given === undefined
    ? (config.databaseUrl ?? path.join(config.dataDir, 'alumni.db'))
    : /^postgres(ql)?:\/\//.test(given) || given === ':memory:'
      ? given
      : path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
const database = openDatabase(target);
const shown = target.replace(/\/\/[^@/]*@/, '//***@');
try {
  await migrateToLatest(database.db);
  // As at every start (main.ts): the starter categories and job types, once (docs/decisions/021).
  await ensureStarterCatalog(database.db, config.uploadDir);
  if (values.scale === 'demo') {
    const demo = await seedDemoIfEmpty(database.db, config, log);
    if (demo)
      console.log(
        `Selesai: ${shown}. Anggota demo '${demo.username}' masuk dengan kata sandi '${demo.password}' ` +
          '(hanya ditampilkan sekali ini; anggota demo lainnya tidak punya kata sandi).',
      );
  } else {
    const options: LargeOptions = {
      users: count('users'),
      events: count('events'),
      participations: count('participations'),
      comments: count('comments'),
    };
    const result = await seedLarge(database.db, config, log, options);
    console.log(
      `Selesai dalam ${(result.ms / 1000).toFixed(1)} s: ${shown} (acara terpadat: id ${result.busiestEventId}).`,
    );
    console.log(
      `Semua anggota (anggota1, anggota2, ...) masuk dengan password "${result.password}" (dibuat acak, hanya ditampilkan sekali).`,
    );
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.destroy();
}
