/**
 * Build steps for a member's phone (docs/decisions/010):
 * - precompress: every text asset in dist/ gets a brotli (.br) and a gzip (.gz) twin, served by the server
 *   with the right Content-Encoding (apps/server/src/plugins/spa.ts, @fastify/static `preCompressed`).
 * - fontPreload: the Latin font file (the only one a page in Indonesian needs) is preloaded from <head>, so
 *   text paints in the brand font without waiting for the CSS to be parsed.
 * - asyncEntry: the entry script is `async` (docs/decisions/037, "The entry does not wait on the page"), so the
 *   page's first style, layout and paint never wait in one task behind its download and run.
 * - bundleReport: with BUNDLE_REPORT=1, bench/bundle-report.md lists what each member-facing page loads
 *   first (its chunk and every chunk it imports statically) and what the entry chunk is made of.
 * - serviceWorker: dist/sw.js from sw/sw.js, with this build's id and the shell's files to keep offline
 *   (docs/decisions/029-installable-app-offline.md).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_ASSET = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
/** Below this a compressed twin saves less than the headers it costs. */
const MIN_BYTES = 512;

const brotli = (data: Buffer) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
const gzip = (data: Buffer) => gzipSync(data, { level: 9 });

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : [full];
  });
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'alumni:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!TEXT_ASSET.test(file) || statSync(file).size < MIN_BYTES) continue;
        const data = readFileSync(file);
        writeFileSync(`${file}.br`, brotli(data));
        writeFileSync(`${file}.gz`, gzip(data));
      }
    },
  };
}

const LATIN_FONT = /plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/;

export function fontPreload(): Plugin {
  return {
    name: 'alumni:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((f) => LATIN_FONT.test(f));
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/** Vite's entry script tag in index.html: a module script from /assets/. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * Marks the entry script `async`. A module script is deferred: it runs when the document has been parsed, and
 * Chromium then does the page's first style and layout in the same task, after it. On a slow phone that task
 * waits for the script's download, and the page's own work is counted as the script's. `async` runs the entry in
 * a task of its own as soon as it has arrived; main.tsx waits for the parsed document itself.
 */
export function asyncEntry(): Plugin {
  return {
    name: 'alumni:async-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!ENTRY_SCRIPT.test(html))
          throw new Error('alumni:async-entry: the entry script tag was not found');
        return html.replace(ENTRY_SCRIPT, '<script type="module" async crossorigin src="$1"></script>');
      },
    },
  };
}

interface ChunkInfo {
  imports: string[];
  facade: string | null;
  code: string;
  moduleSizes: [string, number][];
}

const kib = (n: number) => (n / 1024).toFixed(1);

/** The package (node_modules) or the source folder a module belongs to. */
function ownerOf(id: string): string {
  const nm = id.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = id.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? id);
  }
  const src = id.match(/(?:apps\/web\/src|packages\/contract\/src)\/.*/);
  if (!src) return id;
  const parts = src[0].split('/');
  return parts.slice(0, Math.min(parts.length, 5)).join('/');
}

/** `pages`: a path and the source file of its route component (the lazy chunk's module). */
export function bundleReport(reportFile: string, pages: Record<string, string>): Plugin {
  return {
    name: 'alumni:bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      let entry = '';
      let css = 0;
      for (const out of Object.values(bundle)) {
        if (out.type === 'asset') {
          if (out.fileName.endsWith('.css') && out.fileName.includes('/index-'))
            css = brotli(Buffer.from(out.source)).length;
          continue;
        }
        if (out.isEntry) entry = out.fileName;
        chunks.set(out.fileName, {
          imports: out.imports,
          facade: out.facadeModuleId,
          code: out.code,
          moduleSizes: Object.entries(out.modules).map(([id, m]) => [id, m.renderedLength]),
        });
      }
      const closure = (start: string[]) => {
        const seen = new Set<string>();
        const stack = [...start];
        while (stack.length) {
          const f = stack.pop() as string;
          if (seen.has(f) || !chunks.has(f)) continue;
          seen.add(f);
          stack.push(...(chunks.get(f)?.imports ?? []));
        }
        return [...seen];
      };
      const compressed = new Map<string, { br: number; gz: number }>();
      const sizeOf = (f: string) => {
        let s = compressed.get(f);
        if (!s) {
          const code = Buffer.from(chunks.get(f)?.code ?? '');
          s = { br: brotli(code).length, gz: gzip(code).length };
          compressed.set(f, s);
        }
        return s;
      };
      const lines = [
        '# Bundle report (generated by `BUNDLE_REPORT=1 npm run build -w @alumni/web`)',
        '',
        'JavaScript a page loads before it can show anything: the entry chunk, the page chunk, and every chunk',
        'they import statically (brotli quality 11 and gzip -9, as apps/web/dist serves them). Lazy chunks',
        '(admin, forms, profile, charts, Excel) are not in these numbers. Budgets: docs/decisions/010.',
        '',
        `Entry stylesheet: ${kib(css)} KiB brotli.`,
        '',
        '| page | chunks | JS brotli KiB | JS gzip KiB | budget KiB |',
        '|---|---:|---:|---:|---:|',
      ];
      for (const [page, marker] of Object.entries(pages)) {
        const pageChunk = [...chunks.entries()].find(([, c]) => c.facade?.endsWith(marker))?.[0];
        const files = closure(pageChunk ? [entry, pageChunk] : [entry]);
        const br = files.reduce((n, f) => n + sizeOf(f).br, 0);
        const gz = files.reduce((n, f) => n + sizeOf(f).gz, 0);
        const budget = page === '/' ? 100 : page.startsWith('/event') ? 130 : '';
        lines.push(`| \`${page}\` | ${files.length} | ${kib(br)} | ${kib(gz)} | ${budget} |`);
      }
      for (const [page, marker] of Object.entries(pages)) {
        const pageChunk = [...chunks.entries()].find(([, c]) => c.facade?.endsWith(marker))?.[0];
        if (!pageChunk) continue;
        const shared = new Set(closure([entry]));
        lines.push(
          '',
          `## \`${page}\`: its chunks besides the entry's`,
          '',
          '| chunk | brotli KiB |',
          '|---|---:|',
          ...closure([pageChunk])
            .filter((f) => !shared.has(f))
            .sort((a, b) => sizeOf(b).br - sizeOf(a).br)
            .map((f) => `| \`${f}\` | ${kib(sizeOf(f).br)} |`),
        );
      }
      const totals = new Map<string, number>();
      for (const [id, size] of chunks.get(entry)?.moduleSizes ?? [])
        totals.set(ownerOf(id), (totals.get(ownerOf(id)) ?? 0) + size);
      lines.push(
        '',
        `## Entry chunk \`${entry}\` and the chunks it imports statically`,
        '',
        '| chunk | brotli KiB | gzip KiB |',
        '|---|---:|---:|',
        ...closure([entry]).map((f) => `| \`${f}\` | ${kib(sizeOf(f).br)} | ${kib(sizeOf(f).gz)} |`),
        '',
        '## What the entry chunk is made of (rendered source before minification, largest first)',
        '',
        '| package or folder | KiB |',
        '|---|---:|',
        ...[...totals.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 30)
          .map(([owner, size]) => `| ${owner} | ${kib(size)} |`),
        '',
      );
      writeFileSync(reportFile, lines.join('\n'));
    },
  };
}

/** Files in public/ the service worker keeps from its install on: the offline page and what it shows. */
const OFFLINE_FILES = ['/offline.html', '/offline.css', '/favicon.svg', '/icons/icon-192.png'];
/** The SPA shell as the server sends it for any client route (its not-found handler, lib/spa-shell.ts). */
export const SHELL_PATH = '/_shell';

export function serviceWorker(source: string): Plugin {
  return {
    name: 'alumni:service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const keep = new Set<string>();
      const visit = (file: string) => {
        const item = bundle[file];
        if (!item || keep.has(file)) return;
        keep.add(file);
        if (item.type !== 'chunk') return;
        for (const css of item.viteMetadata?.importedCss ?? []) keep.add(css);
        for (const dep of item.imports) visit(dep);
      };
      // The entry and the app it starts (app/boot.tsx, its `import()`: every page runs it, a visitor's on the
      // first touch, docs/decisions/037), with what they import.
      for (const [file, item] of Object.entries(bundle))
        if (item.type === 'chunk' && item.isEntry) {
          visit(file);
          for (const dep of item.dynamicImports) visit(dep);
        }
      for (const file of Object.keys(bundle)) if (LATIN_FONT.test(file)) keep.add(file);
      const precache = [SHELL_PATH, ...OFFLINE_FILES, ...[...keep].sort().map((f) => `/${f}`)];
      const build = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .update(readFileSync(source))
        .digest('hex')
        .slice(0, 12);
      const code = readFileSync(source, 'utf8')
        .replace("'__BUILD__'", JSON.stringify(build))
        .replace('__PRECACHE__', JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}
