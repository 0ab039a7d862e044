import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/private-api': api, '/oauth': api } },
  build: {
    outDir: process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : 'dist',
    emptyOutDir: true,
    // Source maps only when asked (SOURCEMAP=1): they hold the whole source, and the server never serves them.
    sourcemap: process.env.SOURCEMAP === '1',
    // scripts/bundle-budget.mjs reads it to sum what each route loads first.
    manifest: true,
    // Every browser the app supports preloads modules itself: no polyfill in the entry (issue 14). The app's
    // own import (boot.ts, after the first paint) preloads nothing (issue 33): the helper's list of 20
    // <link rel=modulepreload> tags, appended in one go, was a 16-65 ms task on a phone's main thread. The
    // framework is one chunk instead, so the app arrives in two round trips. Lazy pages keep their preloads.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps) => (/(^|\/)main-[\w-]+\.js$/.test(file) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
          ],
        },
      },
    },
  },
});
