/**
 * `npm run test:pg`: the server suite again on PostgreSQL. Each test file creates its own database
 * through TEST_DATABASE_URL (a role allowed to CREATE DATABASE), default the local CI cluster.
 */
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://alumni:alumni@127.0.0.1:5432/postgres';
const r = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(r.status ?? 1);
