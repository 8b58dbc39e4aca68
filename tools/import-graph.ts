import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The import graph of a source tree, read as text (no TypeScript needed), for the architecture tests of
 * apps/server and apps/web (docs/decisions/012). Static imports, re-exports, type-only imports and dynamic
 * import() all count: a type-only cycle is still a cycle a reader has to untangle.
 */
export interface SourceFile {
  /** Absolute path. */
  file: string;
  text: string;
  /** Imported files inside the tree, resolved to absolute paths (packages are left out). */
  imports: string[];
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export const isTestFile = (file: string) => /\.test\.tsx?$|[\\/]test[\\/]|test-(support|kit)\.ts$/.test(file);

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : listFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string, aliases: Record<string, string>): string | null {
  let target: string | null = null;
  if (specifier.startsWith('.')) target = path.resolve(path.dirname(from), specifier);
  for (const [prefix, dir] of Object.entries(aliases))
    if (specifier.startsWith(prefix)) target = path.join(dir, specifier.slice(prefix.length));
  if (target === null) return null;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  return null;
}

/** Every .ts/.tsx file under `root` with its imports; `aliases` maps a prefix ('#web/') to a folder. */
export function readSourceTree(root: string, aliases: Record<string, string> = {}): SourceFile[] {
  return listFiles(root).map((file) => {
    const text = readFileSync(file, 'utf8');
    const imports = [...text.matchAll(IMPORT)]
      .map((m) => resolve(file, m[1] ?? m[2] ?? '', aliases))
      .filter((f): f is string => f !== null);
    return { file, text, imports };
  });
}

/** The import cycles of the graph (strongly connected components of more than one file, or a self-import). */
export function importCycles(files: readonly SourceFile[]): string[][] {
  const edges = new Map(files.map((f) => [f.file, f.imports]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (edges.get(v) ?? []).includes(v)) cycles.push(component.sort());
  };
  for (const f of files) if (!index.has(f.file)) visit(f.file);
  return cycles;
}
