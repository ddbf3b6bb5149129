import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves a core free, which on a 2-core machine means one file at a time;
    // much of an API test is waiting on the database or a timer, so two files share the cores
    // well (the PGlite run went from 500 s to 320 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'test/**/*.test.ts',
            'eslint-rules/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: [
            '**/*.api.test.ts',
            '**/*.fault.test.ts',
            '**/*.soak.test.ts',
            'node_modules/**',
          ],
          environment: 'node',
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'component',
          include: ['src/client/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['test/support/client/setup.ts'],
          // Waits end when the screen shows the awaited state; the limits only bound a broken
          // test, and are wide enough that a loaded machine never decides one.
          testTimeout: 20_000,
          expect: { poll: { timeout: 5_000 } },
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts', 'test/**/*.api.test.ts', 'bench/**/*.api.test.ts'],
          environment: 'node',
          // Each file builds its own server on its own database, so files can share one module
          // graph per worker: the server's imports load once per worker instead of once per file
          // (docs/decisions/014-test-suites-and-their-budget.md).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Slower suites, run by `npm run test:faults` / `npm run test:soak` (and .ci/run), not by
        // `npm test`: servers killed mid-write, a database restarted, ten minutes of traffic.
        test: {
          name: 'faults',
          include: ['test/**/*.fault.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
          maxWorkers: 1,
        },
      },
      {
        test: {
          name: 'soak',
          include: ['test/**/*.soak.test.ts'],
          environment: 'node',
          testTimeout: 900_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
        },
      },
    ],
  },
});
