import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Server test files wait on databases, servers and timers more than they compute: three workers on two
    // cores took the PGlite suite from 780 s to 447 s (Nov 2026), so `npm test` asks for 3 there. The
    // component tests compute (jsdom): more workers than cores made them slower (294 s → 487 s).
    ...(process.env.VITEST_MAX_WORKERS ? { maxWorkers: Number(process.env.VITEST_MAX_WORKERS) } : {}),
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Files share a worker's module graph (each builds its own app and database): importing the app once
          // per worker instead of once per file saved about 160 s of the suite's import time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A dialog journey with user-event takes 1-2 s on a quiet machine and over 5 s when the machine is
          // busy (CI beside other jobs); a real hang still fails, at 20 s.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
