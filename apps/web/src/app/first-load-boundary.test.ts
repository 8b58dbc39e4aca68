import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Fast on a phone (docs/decisions/010): what a member's phone loads first for `/`, `/event`, `/event/{id}` and
 * `/about-us` (the entry and those pages' route modules, through their static imports) carries no zod
 * schema, form library, admin, chart or Excel code. Values from the contract come from its zod-free entry
 * `@alumni/contract/constants` (docs/decisions/012); `import type` from `@alumni/contract` costs nothing.
 * The built sizes are in bench/bundle-report.md (`BUNDLE_REPORT=1 npm run build -w @alumni/web`).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '..');
const contractSrc = path.resolve(src, '../../../packages/contract/src');

const FIRST_LOAD_ROOTS = [
  'main.tsx',
  'features/landing/home-page.tsx',
  'features/events/event-list-page.tsx',
  'app/routes/event-detail-route.tsx',
  'features/about/about-page.tsx',
].map((f) => path.join(src, f));

const FORBIDDEN_PACKAGES = ['zod', 'react-hook-form', '@hookform/resolvers', 'recharts', '@e965/xlsx'];

/** Static (not type-only, not `import()`) import specifiers of a source file. */
function staticImports(text: string): string[] {
  const specs: string[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const m of text.matchAll(re)) if (!m[2] && m[3]) specs.push(m[3]);
  return specs;
}

function resolve(from: string, spec: string): string | null {
  let base: string | null = null;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('#web/')) base = path.join(src, spec.slice('#web/'.length));
  else if (spec === '@alumni/contract') base = path.join(contractSrc, 'index.ts');
  else if (spec.startsWith('@alumni/contract/')) base = path.join(contractSrc, `${spec.slice(17)}.ts`);
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) if (existsSync(candidate)) return candidate;
  return null;
}

/** Every file the roots reach through static imports, and every package they name. */
function firstLoad() {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const stack = [...FIRST_LOAD_ROOTS];
  while (stack.length) {
    const file = stack.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      const target = resolve(file, spec);
      if (target) stack.push(target);
      else if (!spec.startsWith('.') && !spec.endsWith('.css')) packages.set(spec, file);
    }
  }
  return { files: [...files], packages };
}

const rel = (f: string) => path.relative(path.resolve(src, '../../..'), f);

describe('first load of the member-facing pages', () => {
  const { files, packages } = firstLoad();

  it('reaches the pages (the check itself works)', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(files.map(rel)).toContain('packages/contract/src/constants.ts');
    expect(packages.has('react')).toBe(true);
  });

  it('has no zod, form, chart or Excel package', () => {
    const found = FORBIDDEN_PACKAGES.filter((p) =>
      [...packages.keys()].some((k) => k === p || k.startsWith(`${p}/`)),
    );
    expect(found.map((p) => `${p} (${rel(packages.get(p) ?? '')})`)).toEqual([]);
  });

  it('takes contract values only from its zod-free entries (constants, errors)', () => {
    const zodFree = ['constants.ts', 'errors.ts'].map((f) => path.join(contractSrc, f));
    const schemaModules = files.filter((f) => f.startsWith(contractSrc) && !zodFree.includes(f));
    expect(schemaModules.map(rel)).toEqual([]);
  });

  it('holds no admin code', () => {
    expect(files.filter((f) => f.includes(`${path.sep}admin${path.sep}`)).map(rel)).toEqual([]);
  });

  it('keeps the contract’s constants entry free of imports', () => {
    const text = readFileSync(path.join(contractSrc, 'constants.ts'), 'utf8');
    expect(staticImports(text)).toEqual([]);
    expect(text).not.toMatch(/from\s+['"]zod['"]/);
  });
});
