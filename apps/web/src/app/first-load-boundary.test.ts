import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
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
  'app/boot.tsx',
  'features/landing/home-page.tsx',
  'features/events/event-list-page.tsx',
  'app/routes/event-detail-route.tsx',
  'features/about/about-page.tsx',
].map((f) => path.join(src, f));

/**
 * What only a signed-in member uses (docs/decisions/034): the install offer, Web Push, the bell and its pages,
 * the account and phone menus, tickets, the own profile. They load by `import()` when a member needs them,
 * never with a visitor's first screen.
 */
const MEMBER_ONLY = [
  'features/install/install-offer.tsx',
  'lib/push-device.ts',
  'lib/push-support.ts',
  'components/push-settings.tsx',
  'features/notifications/',
  'features/ticket/',
  'features/profile/',
  'app/layouts/user-menu.tsx',
  'app/layouts/mobile-menu.tsx',
].map((f) => path.join(src, f));

/**
 * The most JavaScript (gzip -9 KiB, as Lighthouse's phone downloads it) a visitor's `/` loads to run the app:
 * the entry chunk, the app it starts (app/boot.tsx), the landing page's chunk and every chunk they import
 * statically. 101.4 KiB when set (docs/decisions/034, bench/bundle-report.md); 102.4 with the adoption in turns
 * (docs/decisions/036); 104.5 once the entry and the app were two chunks (docs/decisions/037: what a chunk
 * boundary costs in wrappers and lost compression context). Whatever a visitor does not need goes behind
 * `import()` instead.
 *
 * What a visitor's server-rendered page runs before its first touch is the entry chunk alone (docs/decisions/037:
 * the page sleeps until then): 3.7 KiB when set, within SLEEPING_JS_BUDGET_KIB.
 */
const HOME_JS_BUDGET_KIB = 105.5;
const SLEEPING_JS_BUDGET_KIB = 5;
const dist = path.resolve(src, '../dist');

/** Chunks a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`; not `import("./x.js")`). */
function chunkImports(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1] as string);
}

/** The built files a visitor's `/` loads to run the app, and their gzip sizes in KiB. */
function builtHomeFirstLoad(): { entry: string; files: Map<string, number> } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  const assets = readdirSync(path.join(dist, 'assets'));
  const home = assets.find((f) => /^home-page-[\w-]+\.js$/.test(f));
  const boot = assets.find((f) => /^boot-[\w-]+\.js$/.test(f));
  if (!entry || !home || !boot) throw new Error('apps/web/dist has no entry script, app or landing chunk');
  const files = new Map<string, number>();
  const stack = [entry, boot, home];
  while (stack.length) {
    const file = stack.pop() as string;
    if (files.has(file)) continue;
    const code = readFileSync(path.join(dist, 'assets', file));
    files.set(file, gzipSync(code, { level: 9 }).length / 1024);
    stack.push(...chunkImports(code.toString('utf8')));
  }
  return { entry, files };
}

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

  it('holds no member-only code (install offer, push, bell, menus, tickets, own profile)', () => {
    const found = files.filter((f) =>
      MEMBER_ONLY.some((m) => f === m || (m.endsWith(path.sep) && f.startsWith(m))),
    );
    expect(found.map(rel)).toEqual([]);
  });

  it('keeps the contract’s constants entry free of imports', () => {
    const text = readFileSync(path.join(contractSrc, 'constants.ts'), 'utf8');
    expect(staticImports(text)).toEqual([]);
    expect(text).not.toMatch(/from\s+['"]zod['"]/);
  });
});

// The built files (run `npm run build` first; without apps/web/dist there is nothing to weigh).
describe.skipIf(!existsSync(path.join(dist, 'index.html')))('built first load of a visitor’s `/`', () => {
  it(`stays within ${HOME_JS_BUDGET_KIB} KiB of gzipped JavaScript, the sleeping page's within ${SLEEPING_JS_BUDGET_KIB}`, () => {
    const { entry, files } = builtHomeFirstLoad();
    expect(files.size).toBeGreaterThan(2);
    const total = [...files.values()].reduce((a, b) => a + b, 0);
    const sizes = Object.fromEntries([...files].map(([f, kib]) => [f, Math.round(kib * 10) / 10]));
    expect({ total: Math.round(total * 10) / 10, sizes }).toEqual({
      total: expect.toSatisfy((t: number) => t <= HOME_JS_BUDGET_KIB),
      sizes,
    });
    // The sleeping page runs its entry chunk and nothing it imports statically but the bundler's small runtime.
    const entryImports = chunkImports(readFileSync(path.join(dist, 'assets', entry), 'utf8'));
    const sleeping = [entry, ...entryImports].reduce((a, f) => a + (files.get(f) ?? 0), 0);
    expect(sleeping).toBeLessThanOrEqual(SLEEPING_JS_BUDGET_KIB);
  });
});
