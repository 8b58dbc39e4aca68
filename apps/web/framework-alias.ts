/**
 * The web is written against React 19's API (`react`, `react-dom`) and runs on Preact 11 through
 * `preact/compat` (docs/decisions/019): the same components, hooks, React Router and TanStack Query, for about
 * a tenth of react-dom's bytes on a member's phone (docs/decisions/010). Used by vite.config.ts (the browser and the
 * server-rendering builds) and vitest.config.ts, so tests run what ships.
 */
export const FRAMEWORK_ALIAS = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
