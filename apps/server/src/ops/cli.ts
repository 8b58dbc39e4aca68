/**
 * `npm run backup [-- --out FILE]` and `npm run restore FILE [-- --force]` (ops/backup.ts). Reads the same
 * environment as the server (DATA_DIR, DATABASE_URL, S3_*). Paths are taken relative to the folder npm was
 * started in (INIT_CWD), not apps/server.
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { backup, RestoreRefused, restore } from './backup.ts';

const [command, ...args] = process.argv.slice(2);
const cwd = process.env.INIT_CWD ?? process.cwd();
const usage = 'usage: npm run backup [-- --out FILE]  |  npm run restore FILE [-- --force]';

try {
  const config = loadConfig();
  if (command === 'backup') {
    const i = args.indexOf('--out');
    const out = i >= 0 ? args[i + 1] : undefined;
    if (i >= 0 && !out) throw new RestoreRefused(usage);
    const { file, manifest } = await backup(
      config,
      out ? path.resolve(cwd, out) : path.resolve(cwd, defaultName()),
    );
    console.log(`Cadangan dibuat: ${file} (${manifest.database}, ${manifest.pictures} gambar)`);
  } else if (command === 'restore') {
    const file = args.find((a) => !a.startsWith('--'));
    if (!file) throw new RestoreRefused(usage);
    const manifest = await restore(config, path.resolve(cwd, file), { force: args.includes('--force') });
    console.log(
      `Dipulihkan dari ${file}: ${manifest.database} (dibuat ${manifest.createdAt}), ${manifest.pictures} gambar`,
    );
  } else {
    throw new RestoreRefused(usage);
  }
} catch (err) {
  console.error(err instanceof RestoreRefused ? err.message : err);
  process.exit(1);
}

function defaultName() {
  return `backup-${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-')}.tar.gz`;
}
