import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, isTestFile, readSourceTree, type SourceFile } from '../../../tools/import-graph.ts';

/**
 * The web's layering as checks that fail the build (docs/decisions/012; docs/conventions.md "Layout and
 * naming", bulletproof-react's one-way imports): shared code (api/, components/, lib/) -> features/ -> app/.
 * A feature never imports another feature (admin/<area> are features of their own); they are composed
 * in app/. No file imports itself back through a chain.
 */
const src = path.dirname(fileURLToPath(import.meta.url));
const files = readSourceTree(src, { '#web/': src });
const appFiles = files.filter((f) => !isTestFile(f.file));
const rel = (file: string) => path.relative(src, file).split(path.sep).join('/');

/** 'events', 'admin/users', … for a file under features/, else null. */
function featureOf(file: string): string | null {
  const parts = rel(file).split('/');
  if (parts[0] !== 'features' || parts.length < 3) return null;
  return parts[1] === 'admin' && parts.length > 3 ? `admin/${parts[2]}` : (parts[1] ?? null);
}
const layerOf = (file: string) => {
  const top = rel(file).split('/')[0] ?? '';
  // main.tsx and entry-server.tsx are the entries (the browser's and the server's): they mount app/, so they sit with it.
  const entry = top === 'main.tsx' || top === 'entry-server.tsx';
  return top === 'features' ? 'features' : top === 'app' || entry ? 'app' : 'shared';
};

function crossFeatureImports(sources: readonly Pick<SourceFile, 'file' | 'imports'>[]): string[] {
  return sources.flatMap(({ file, imports }) =>
    imports
      .filter((t) => featureOf(file) !== null && featureOf(t) !== null && featureOf(t) !== featureOf(file))
      .map((t) => `${rel(file)} -> ${rel(t)}`),
  );
}

function upwardImports(sources: readonly Pick<SourceFile, 'file' | 'imports'>[]): string[] {
  const rank = { shared: 0, features: 1, app: 2 } as const;
  return sources.flatMap(({ file, imports }) =>
    imports.filter((t) => rank[layerOf(t)] > rank[layerOf(file)]).map((t) => `${rel(file)} -> ${rel(t)}`),
  );
}

describe('web boundaries (docs/decisions/012)', () => {
  it('sees the imports it checks (the scan itself works)', () => {
    expect(appFiles.length).toBeGreaterThan(100);
    expect(appFiles.reduce((n, f) => n + f.imports.length, 0)).toBeGreaterThan(300);
    const a = path.join(src, 'features/events/x.tsx');
    const b = path.join(src, 'features/profile/y.tsx');
    const c = path.join(src, 'features/admin/users/z.tsx');
    const d = path.join(src, 'features/admin/events/w.tsx');
    expect(crossFeatureImports([{ file: a, imports: [b] }])).toEqual([
      'features/events/x.tsx -> features/profile/y.tsx',
    ]);
    expect(crossFeatureImports([{ file: c, imports: [d] }])).toHaveLength(1);
    expect(crossFeatureImports([{ file: a, imports: [path.join(src, 'features/events/api/v.ts')] }])).toEqual(
      [],
    );
    expect(upwardImports([{ file: path.join(src, 'lib/q.ts'), imports: [a] }])).toHaveLength(1);
  });

  it('no feature imports another feature', () => {
    expect(crossFeatureImports(appFiles)).toEqual([]);
  });

  it('no import runs back up a layer (shared -> features -> app)', () => {
    expect(upwardImports(appFiles)).toEqual([]);
  });

  it('imports across folders through #web/, never a relative ../ (docs/conventions.md "Layout and naming")', () => {
    const file = path.join(src, 'features/events/x.tsx');
    expect(parentImports([{ file, text: "import { A } from '../profile/a.tsx';" }])).toEqual([
      "features/events/x.tsx: '../profile/a.tsx'",
    ]);
    expect(parentImports([{ file, text: "const P = () => import('../../lib/p.ts');" }])).toHaveLength(1);
    expect(parentImports([{ file, text: "export { B } from '../b.ts';" }])).toHaveLength(1);
    expect(
      parentImports([{ file, text: "import { A } from './a.tsx';\nimport { B } from '#web/lib/b.ts';" }]),
    ).toEqual([]);
    expect(parentImports(files)).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(importCycles(files).map((cycle) => cycle.map(rel))).toEqual([]);
  });

  it('writes query keys only in queryOptions; cache calls take them from .queryKey (docs/decisions/012)', () => {
    expect(
      handWrittenKeys([{ file: 'x.ts', text: "client.invalidateQueries({ queryKey: ['events'] })" }]),
    ).toEqual(['x.ts: queryKey: [']);
    expect(handWrittenKeys([{ file: 'x.ts', text: "client.setQueryData(['user', 1], u)" }])).toHaveLength(1);
    expect(handWrittenKeys([{ file: 'x.ts', text: "(q) => q.queryKey[0] !== 'event-detail'" }])).toHaveLength(
      1,
    );
    expect(handWrittenKeys(appFiles)).toEqual([]);
  });
});

const RELATIVE_UP = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)(['"])(\.\.\/[^'"]*)\1/g;

/**
 * Imports that climb out of their folder with '../' to reach a file inside src/: those are written
 * '#web/…' (siblings stay './'). Only a reach outside src/ (the repo's tools/) may use '../'.
 */
function parentImports(sources: readonly Pick<SourceFile, 'file' | 'text'>[]): string[] {
  return sources.flatMap(({ file, text }) =>
    [...text.matchAll(RELATIVE_UP)]
      .filter((m) => path.resolve(path.dirname(file), m[2] ?? '').startsWith(src + path.sep))
      .map((m) => `${rel(file)}: '${m[2]}'`),
  );
}

const CACHE_CALL =
  /\b(?:invalidateQueries|removeQueries|refetchQueries|cancelQueries|resetQueries|setQueryData|setQueriesData|getQueryData|getQueriesData)\(\s*(?:\{[^}]*?queryKey:\s*\[|\[)/g;
const KEY_LITERAL = /queryKey\[\d+\]\s*[!=]==?\s*['"]/g;

/** Places that write a query key by hand outside a queryOptions(...) definition. */
function handWrittenKeys(sources: readonly Pick<SourceFile, 'file' | 'text'>[]): string[] {
  return sources.flatMap(({ file, text }) =>
    [...text.matchAll(CACHE_CALL), ...text.matchAll(KEY_LITERAL)].map(
      (m) =>
        `${path.isAbsolute(file) ? rel(file) : file}: ${m[0].replace(/^.*?(queryKey[^'"]*|\[)$/s, '$1')}`,
    ),
  );
}

/**
 * recharts (about 100 kB gzipped) must stay in the dashboard's lazy chunk: the member side never downloads
 * it. That holds while (1) only features/admin/dashboard imports recharts and (2) nothing imports that folder
 * statically (the router reaches dashboard-page.tsx through import()). Checked on the built output as well with:
 *   npx vite build --outDir /tmp/x && ! grep -l recharts-wrapper /tmp/x/assets/index-*.js
 */
describe('recharts stays in the lazy dashboard chunk', () => {
  const dashboard = path.join(src, 'features/admin/dashboard');
  const inDashboard = (file: string) => file.startsWith(dashboard + path.sep);

  it('is imported only under features/admin/dashboard', () => {
    const importers = appFiles
      .filter(({ text }) => /from\s+['"]recharts['"]/.test(text))
      .map(({ file }) => file);
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((f) => !inDashboard(f)).map(rel)).toEqual([]);
  });

  it('is reached from outside only through a dynamic import()', () => {
    const staticImports = appFiles
      .filter(({ file }) => !inDashboard(file))
      .filter(({ text }) => /(?:from|import)\s+['"][^'"]*features\/admin\/dashboard\//.test(text))
      .map(({ file }) => rel(file));
    expect(staticImports).toEqual([]);
  });
});
