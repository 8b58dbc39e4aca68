import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * recharts (about 100 kB gzipped) must stay in the dashboard's lazy chunk: the member side never downloads
 * it. That holds while (1) only this folder imports recharts and (2) nothing imports this folder statically
 * (the router reaches dashboard-page.tsx through import()). Checked on the built output as well with:
 *   npx vite build --outDir /tmp/x && ! grep -l recharts-wrapper /tmp/x/assets/index-*.js
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(src).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const inDashboard = (file: string) => file.startsWith(here + path.sep);

describe('recharts stays in the lazy dashboard chunk', () => {
  it('is imported only under features/admin/dashboard', () => {
    const importers = files
      .filter(({ text }) => /from\s+['"]recharts['"]/.test(text))
      .map(({ file }) => file);
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((f) => !inDashboard(f)).map((f) => path.relative(src, f))).toEqual([]);
  });

  it('is reached from outside only through a dynamic import()', () => {
    const staticImports = files
      .filter(({ file }) => !inDashboard(file))
      .filter(({ text }) => /(?:from|import)\s+['"][^'"]*features\/admin\/dashboard\//.test(text))
      .map(({ file }) => path.relative(src, file));
    expect(staticImports).toEqual([]);
  });
});
