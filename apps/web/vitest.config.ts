import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { FRAMEWORK_ALIAS } from './framework-alias.ts';

export default defineConfig({
  // '#web/…' is apps/web/src/… (tsconfig.json "paths", vite.config.ts).
  resolve: {
    alias: [
      { find: /^#web\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      ...FRAMEWORK_ALIAS,
    ],
  },
  // react-router's ESM build (its 'node' export is CommonJS, whose require('react') no alias reaches).
  ssr: { resolve: { conditions: ['module', 'node', 'development|production'] } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // Libraries that import 'react' are bundled by vitest too, so they get preact/compat as the build does.
    server: { deps: { inline: [/@tanstack\/react-query/, /react-router/, /lucide-react/] } },
  },
});
