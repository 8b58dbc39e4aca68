import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md describes the code as it is: every `apps/` path it names exists, every file its layout
 * map lists under an `apps/` folder exists there, and every module it lists is a folder of modules/.
 * Placeholders (`<domain>`, `{id}`, `*`) are not paths; build output (`dist`, `dist-ssr`) is made by the build.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

const isPlaceholder = (p: string) => /[<>{}*…]/.test(p);
/** Build output (git-ignored, made by `npm run build`): named on the page, absent from a fresh checkout. */
const isBuildOutput = (p: string) => /\/(dist|dist-ssr)(\/|$)/.test(p);
const exists = (p: string) => existsSync(path.join(root, p));

/** Every file below `dir` (relative to the repo root), by base name. */
function baseNamesUnder(dir: string): Set<string> {
  const names = new Set<string>();
  const walk = (abs: string) => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      if (entry.isDirectory()) walk(path.join(abs, entry.name));
      else names.add(entry.name);
    }
  };
  walk(path.join(root, dir));
  return names;
}

/** `apps/…` paths written anywhere on the page, trailing punctuation dropped. */
function namedAppPaths(text: string): string[] {
  const found = text.match(/apps\/[A-Za-z0-9_./<>{}*…-]+/g) ?? [];
  return [...new Set(found.map((p) => p.replace(/[.,;:]+$/, '')))].filter(
    (p) => !isPlaceholder(p) && !isBuildOutput(p),
  );
}

interface LayoutEntry {
  /** The entry's path from the repo root (a folder ends in '/'). */
  path: string;
  /** The files (`name.ts`, `name.tsx`, `name.mjs`) its description names. */
  files: string[];
  /** The description's words (lists of folder names). */
  text: string;
}

/**
 * The layout map: the code block under "## Repository layout". A line at column 0 names a path from the root;
 * a line indented by two spaces names a path inside the last column-0 folder; deeper lines continue the
 * description of the entry above.
 */
function layoutEntries(text: string): LayoutEntry[] {
  const section = text.slice(text.indexOf('## Repository layout'));
  const block = section.slice(section.indexOf('```') + 3, section.indexOf('```', section.indexOf('```') + 3));
  const entries: LayoutEntry[] = [];
  let base = '';
  for (const line of block.split('\n')) {
    const top = /^(\S+)\s{2,}/.exec(line) ?? /^(\S+)$/.exec(line);
    const inner = /^ {2}(\S+)/.exec(line);
    let entry: LayoutEntry | undefined;
    if (top?.[1]) {
      if (top[1].endsWith('/')) base = top[1];
      entry = { path: top[1], files: [], text: '' };
    } else if (inner?.[1] && !line.startsWith('   ')) {
      entry = { path: base + inner[1], files: [], text: '' };
    }
    if (entry) entries.push(entry);
    const current = entries.at(-1);
    if (!current) continue;
    const description = entry ? line.replace(/^\s*\S+/, '') : line;
    current.text += ` ${description}`;
    // A file name standing alone: not `<domain>.routes.ts` nor `modules/index.ts` (a path, checked above).
    for (const m of description.matchAll(/(?<![\w.>/-])([\w-]+(?:\.[\w-]+)*\.(?:tsx|ts|mjs))\b/g)) {
      if (m[1]) current.files.push(m[1]);
    }
  }
  return entries;
}

describe('docs/architecture.md', () => {
  it('names only apps/ paths that exist', () => {
    const named = namedAppPaths(doc);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((p) => !exists(p))).toEqual([]);
  });

  it('lists in its layout map only folders and files that exist under apps/', () => {
    const entries = layoutEntries(doc).filter((e) => e.path.startsWith('apps/') && !isPlaceholder(e.path));
    expect(entries.length).toBeGreaterThan(10);
    expect(entries.filter((e) => !exists(e.path)).map((e) => e.path)).toEqual([]);
    const missingFiles = entries.flatMap((e) => {
      if (!e.path.endsWith('/') || !exists(e.path) || !statSync(path.join(root, e.path)).isDirectory())
        return [];
      const names = baseNamesUnder(e.path);
      return e.files.filter((f) => !names.has(f)).map((f) => `${e.path}${f}`);
    });
    expect(missingFiles).toEqual([]);
  });

  it('lists as server modules only folders of apps/server/src/modules', () => {
    const modules = layoutEntries(doc).find((e) => e.path === 'apps/server/src/modules/');
    expect(modules).toBeDefined();
    const listed = (modules?.text.split('<')[0]?.split(':').at(-1) ?? '')
      .split(',')
      .map((w) => w.trim())
      .filter((w) => /^[a-z][a-z-]*$/.test(w));
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.filter((m) => !exists(`apps/server/src/modules/${m}`))).toEqual([]);
  });
});
