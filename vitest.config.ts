import { defineConfig } from 'vitest/config';

// One project per kind of test, each with its own npm script (`npm run test:<name>`):
// unit needs nothing running and starts nothing; the others start real processes or servers.
const searchEngine = {
  // One real Meilisearch, seeded with the demo stock (reused when one is already running).
  globalSetup: ['tests/support/searchEngineSetup.ts'],
  testTimeout: 60_000,
  hookTimeout: 900_000,
  fileParallelism: false,
};

export default defineConfig({
  test: {
    projects: [
      // Pure functions and file-level checks: no server, no child process.
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // The real lead API (server/main.ts) as child processes on free ports, with SMTP and webhook receivers.
      { test: { name: 'api', include: ['tests/api/**/*.test.ts'], exclude: ['tests/api/postgres/**'] } },
      // The same lead-API tests on a real PostgreSQL the run starts (tests/support/postgresSetup.ts),
      // less those about SQLite alone (its file lock, its file modes, its pre-version store files) and
      // the PostgreSQL harness's own test; plus tests/api/postgres/: several instances on one
      // database, and moving a SQLite store into it.
      {
        test: {
          name: 'api-postgres',
          include: ['tests/api/**/*.test.ts'],
          exclude: [
            'tests/api/busyStore.test.ts',
            'tests/api/privateFiles.test.ts',
            'tests/api/storeUpgrade.test.ts',
            'tests/api/testPostgres.test.ts',
          ],
          globalSetup: ['tests/support/postgresSetup.ts'],
          env: { LEAD_STORE_TEST_ENGINE: 'postgres' },
          hookTimeout: 60_000,
        },
      },
      // The local dealer server of `npm start` and its development image host, on a free port.
      { test: { name: 'local-server', include: ['tests/localServer/**/*.test.ts'] } },
      // A real nginx on loopback, started by the tests (Debian's /usr/sbin/nginx).
      {
        test: { name: 'deploy', include: ['tests/deploy/**/*.test.ts'], testTimeout: 120_000, fileParallelism: false },
      },
      // Search index, tenant isolation, proxy and stock import against the real engine.
      { test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], ...searchEngine } },
      // Dealer builds (the fleet build and the secret scan of built sites) against the real engine.
      { test: { name: 'build', include: ['tests/build/**/*.test.ts'], ...searchEngine } },
    ],
  },
});
