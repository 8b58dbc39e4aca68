import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // '#web/…' is apps/web/src/… (tsconfig.json "paths"; vitest.config.ts has the same).
  resolve: { alias: [{ find: /^#web\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api, '/healthz': api },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // No inline scripts: the server's CSP is script-src 'self'.
    modulePreload: { polyfill: false },
    // No data: URLs either: the CSP's font-src is 'self', so small font subsets must stay files.
    assetsInlineLimit: 0,
  },
});
