import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // '#web/…' is apps/web/src/… (tsconfig.json "paths", vite.config.ts).
  resolve: { alias: [{ find: /^#web\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], environment: 'node' },
});
