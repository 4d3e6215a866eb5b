import { startPostgres } from '../../scripts/lib/postgresCluster.ts';

/**
 * Vitest global set-up of the api-postgres project: one throw-away PostgreSQL for the run (each test
 * store is a schema of its own in it, tests/support/testStore.ts), stopped and removed afterwards.
 */
export default async function setup(): Promise<() => void> {
  // Commits return before their WAL reaches the disk: a killed API process still loses nothing (the
  // server has the commit), only a crash of PostgreSQL itself could: tests/api/postgres/crash.test.ts
  // does that on a cluster of its own with durability on. It keeps the time-bound tests' budgets on a
  // shared machine; the benchmark runs with the default.
  const cluster = await startPostgres(['synchronous_commit = off']);
  process.env.LEAD_STORE_TEST_URL = cluster.url;
  return () => {
    cluster.stop();
  };
}
