import { defineConfig } from 'vitest/config';

// Three tiers, one runner: unit (pure code, and screen: the web's components in a simulated DOM against
// a mock server), integration (real database, SMTP, PAC sandbox over HTTP) and e2e (Playwright driving
// Debian Chromium against the built app). The PostgreSQL tier re-runs the integration files against
// TEST_DATABASE_URL when it is set.
const integrationFiles = [
  'packages/*/src/**/*.int.test.ts',
  'packages/*/test/**/*.int.test.ts',
  // Every benchmark in smoke mode (bench/README.md).
  'bench/**/*.int.test.ts',
];
// The files that use the database; the PostgreSQL tier re-runs only these.
const databaseFiles = [
  'packages/server/src/features/**/*.int.test.ts',
  'packages/server/src/jobs/**/*.int.test.ts',
  'packages/server/src/adapters/db/**/*.int.test.ts',
  'packages/server/test/**/*.int.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // Pure code, no module-level state a file may leave behind: the files share one module graph
          // per worker instead of a process each (164 → 50 s of CPU for the project, docs/decisions/0180).
          isolate: false,
        },
      },
      {
        // Screen tests (docs/decisions/0172): React components in a simulated DOM against a mock server
        // whose handlers are typed from the contract descriptors.
        test: {
          name: 'screen',
          include: ['packages/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['packages/web/src/testing/screen-setup.ts'],
          // The files share one module graph: MUI, React and jsdom are loaded once, not once a file (less
          // than half the CPU time, docs/decisions/0172). Every test makes its own services and query cache.
          isolate: false,
          // Typing into MUI fields costs CPU a busy two-core CI run does not always have at once (the API
          // lane, this project with it, runs at nice 10 beside the journeys: docs/decisions/0181).
          testTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: integrationFiles,
          env: { TEST_DB_TIER: 'pglite' },
          // Every file starts its own server on its own database and closes it; sharing the module graph per
          // worker loads the server and compiles PGlite's WebAssembly once, not once a file (half the CPU
          // time, docs/decisions/0180).
          isolate: false,
          // The API lane runs at nice 10 beside the journeys (docs/decisions/0181): a test that starts
          // processes of its own (the CLI's, each opening PGlite) can wait minutes for the CPU.
          testTimeout: 180_000,
          hookTimeout: 240_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'integration-pg',
                include: databaseFiles,
                env: { TEST_DB_TIER: 'postgres' },
                isolate: false,
                testTimeout: 180_000,
                hookTimeout: 240_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: ['e2e/support/failure-setup.ts'],
        },
      },
    ],
  },
});
