/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './vite.config.ts';

/**
 * Vitest's default is one worker fewer than the cores, which on a 2-core CI machine is one: the
 * unit and API files then ran one after another with a core idle. A file's work is CPU (PGlite
 * runs in the worker's thread), so one worker a core.
 */
const workers = Math.max(2, availableParallelism());

/**
 * Four projects, run one after another by `npm test` (tests/run.mjs):
 * unit — logic and components next to their code; api — the server in-process on PGlite (or on
 * PostgreSQL when TEST_DATABASE_URL is set); e2e — Debian Chromium against `npm start`;
 * engines — the offline flows in WebKit and Firefox against `npm start`.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          maxWorkers: workers,
          include: [
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'build/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          environment: 'happy-dom',
          setupFiles: ['src/test-support/unit-setup.ts'],
        },
      },
      {
        plugins: [linguiMacros()],
        test: {
          name: 'api',
          maxWorkers: workers,
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Every list call compares its prepared statement with a direct build (read-rows.ts);
          // every reply is parsed by its schema and written both ways (response-serializer.ts).
          env: { SHAPED_SQL_CHECK: 'true', REPLY_SCHEMA_CHECK: 'true' },
          globalSetup: ['tests/api/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The smoke walk reads the portal's route tree (its routes' titles are Lingui messages).
        plugins: [linguiMacros()],
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          fileParallelism: false,
          // A poll that follows a page load waits for a whole start of the portal: 1 s (the
          // default) was now and then too short on a loaded 2-core machine. Speed is asserted
          // by the budget tests, not by these waits.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'engines',
          include: ['tests/engines/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/engines/support/global-setup.ts'],
          fileParallelism: false,
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
