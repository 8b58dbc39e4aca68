/**
 * Production build of the server (docs/decisions/009): esbuild bundles src/main.ts, with the
 * workspace's TypeScript (the server and @alumni/contract) compiled in and every npm dependency left as a
 * normal import, into dist/. `npm start` runs dist/main.js with plain Node: no TypeScript at run time.
 * Plain JavaScript on purpose, so it runs on any supported Node without a loader.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@alumni/'),
);

rmSync(path.join(here, 'dist'), { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: here,
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  // zod comes with @alumni/contract and is bundled with it; the rest are resolved from node_modules at run time.
  external: [...external, '@faker-js/*', '@fastify/*'],
  logLevel: 'warning',
  legalComments: 'none',
});
console.log(`server built into apps/server/dist in ${Math.round(performance.now() - started)} ms`);
