import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rollup } from 'vite';
import { asyncEntry, bundleReport, fontPreload, precompress, serviceWorker } from './build-plugins.ts';
import { FRAMEWORK_ALIAS } from './framework-alias.ts';

const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

/** The member-facing pages whose first load docs/decisions/010 budgets, and their route modules (app/routes.tsx). */
const MEMBER_PAGES = {
  '/': 'features/landing/home-page.tsx',
  '/event': 'features/events/event-list-page.tsx',
  '/event/{id}': 'app/routes/event-detail-route.tsx',
  '/about-us': 'features/about/about-page.tsx',
};

/**
 * React Router reads React 19's `useOptimistic` when the framework has it and falls back when it does not;
 * preact/compat has not, so the bundler's 'always undefined' notice about it is expected (docs/decisions/019).
 */
const onLog: NonNullable<Rollup.RollupOptions['onLog']> = (level, log, handler) => {
  if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
  handler(level, log);
};

/** The browser's build; `vite build --ssr src/entry-server.tsx` (isSsrBuild) is the server-rendering one. */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [
          fontPreload(),
          asyncEntry(),
          serviceWorker(fileURLToPath(new URL('./sw/sw.js', import.meta.url))),
          precompress(),
        ]),
    ...(process.env.BUNDLE_REPORT && !isSsrBuild
      ? [bundleReport(path.resolve(import.meta.dirname, '../../bench/bundle-report.md'), MEMBER_PAGES)]
      : []),
  ],
  // The server-rendering build (apps/web/dist-ssr, docs/decisions/019) carries its libraries inside, so the
  // framework alias reaches them too and the server needs no web packages at run time.
  ssr: { noExternal: true },
  // '#web/…' is apps/web/src/… (tsconfig.json "paths"; vitest.config.ts has the same).
  resolve: {
    alias: [
      { find: /^#web\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      ...FRAMEWORK_ALIAS,
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api, '/healthz': api },
  },
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist-ssr',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rolldownOptions: { onLog },
      }
    : {
        target: 'es2022',
        sourcemap: false,
        // No inline scripts: the server's CSP is script-src 'self'.
        modulePreload: { polyfill: false },
        // No data: URLs either: the CSP's font-src is 'self', so small font subsets must stay files.
        assetsInlineLimit: 0,
        // Everything the first paint needs (React, the router, TanStack Query, the shell) in one entry chunk
        // instead of six: on HTTP/1.1 each file costs a request and about 1 KiB of headers (docs/decisions/010).
        // lucide's icons are a few hundred bytes each: one chunk for all of them instead of a request apiece.
        rolldownOptions: {
          onLog,
          output: {
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial'], priority: 2 },
                // What the member pages share (queries, the API client, dates, cards, badges, icons): one file
                // instead of some twenty of a few hundred bytes each.
                {
                  name: 'pages',
                  test: /([\\/]src[\\/]api[\\/]get-|[\\/]src[\\/]lib[\\/](api|dates|numbers|initial-data|community-zone|paths|text)\.|[\\/]src[\\/]components[\\/](event|community)[\\/]|[\\/]components[\\/]ui[\\/](badge|avatar|empty-state|pagination|text)|@tanstack[\\/]react-query|lucide-react|contract[\\/]src[\\/]constants)/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
