import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Three layers (see scripts/test.mjs, which `npm test` runs):
//   unit   — pure logic in src/shared, src/server, bench/ and scripts/ (the docs' shell blocks), and React components in src/client (jsdom)
//   api    — every route through real HTTP on a real database (PGlite; PostgreSQL when TEST_DB=postgres)
//   e2e    — user journeys in headless Chromium against the production build (e2e: one shared server;
//            e2e-own-server: files that start their own; one file at a time)
/** The React component files' settings (the client and client-isolated projects). */
const CLIENT: TestProjectInlineConfiguration['test'] = {
  environment: 'jsdom',
  maxWorkers: 2,
  // Screens in jsdom with user-event typing and lazily loaded dialogs: slow on a busy 2-core machine.
  testTimeout: 20_000,
  setupFiles: ['src/client/test/setup.ts'],
};

/** The browser journeys' settings (the e2e and e2e-own-server projects): one file at a time, bounds for a busy machine. */
const E2E: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  fileParallelism: false,
  // A bound for a hang: the longest journey (a backup restored while the server runs) took 47 s beside the other lane
  // (decision 037) on a slow host, 20 s alone.
  testTimeout: 120_000,
  hookTimeout: 240_000, // a bound for a hang: starting a server (≤ 180 s, server-process.ts) happens in hooks
  // A browser on a busy machine: what a page shows after an action may take seconds to appear.
  expect: { poll: { timeout: 15_000 } },
};

export default defineConfig({
  plugins: [react()],
  // `@/` is src/, as in tsconfig.json "paths" (tsx, used by npm run dev and the scripts, reads that itself).
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.api.test.ts'],
          environment: 'node',
          // Pure logic: the files share one module graph per worker instead of loading it again for each file
          // (82 files: 65 s → 18 s). A test that changes the environment or the clock puts it back.
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          exclude: ['**/*.isolated.test.{ts,tsx}'],
          ...CLIENT,
          // One jsdom and one module graph per worker rather than per file (73 files: about 5 min → 1 min). Between
          // tests, src/client/test/setup.ts unmounts what was rendered and resets what a page keeps in a module.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Client files that need a module graph of their own (vi.resetModules: code not loaded yet).
          name: 'client-isolated',
          include: ['src/client/**/*.isolated.test.{ts,tsx}'],
          ...CLIENT,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          // (bench/: the admin bench's seed on its baseline schema.)
          include: ['src/server/**/*.api.test.ts', 'bench/**/*.api.test.ts'],
          environment: 'node',
          // One migrated template database per run; each test database is a copy of it.
          globalSetup: ['src/server/test/api-global-setup.ts'],
          // Vitest's default on 2 cores is one worker; the API files wait on the database and HTTP much of the time,
          // so two side by side finish sooner (PostgreSQL: 122 s → 90 s for a sample of 8 files).
          maxWorkers: 2,
          // Each file starts its own server and database, so the files share one module graph per worker rather than
          // loading the server's code again for each (12 files: 162 s → 112 s, loaded machine).
          isolate: false,
          // Bounds for a hang, not speeds: beside the e2e lane (scripts/test.mjs, decision 037) on a slow 2-core host a
          // file took four times its time alone.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/*.e2e.ts'],
          ...E2E,
          globalSetup: ['e2e/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Journeys and process checks that start servers of their own (e2e/support/own-server.ts, chaos.ts). A group
          // of its own, so not beside the shared-server files: both are CPU-bound, and side by side on 2 cores the
          // layer took 916 s against 811 s one file at a time.
          name: 'e2e-own-server',
          include: ['e2e/own-server/*.e2e.ts'],
          ...E2E,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
