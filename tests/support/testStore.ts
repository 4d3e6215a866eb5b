import { createHash } from 'node:crypto';

/**
 * Which engine the lead-store tests run on: the api project uses SQLite files; the api-postgres
 * project (LEAD_STORE_TEST_ENGINE=postgres in vitest.config.ts) stores in the PostgreSQL its global
 * set-up started (tests/support/postgresSetup.ts names it in LEAD_STORE_TEST_URL).
 */
function postgresUrl(): string | undefined {
  if (process.env.LEAD_STORE_TEST_ENGINE !== 'postgres') return undefined;
  const url = process.env.LEAD_STORE_TEST_URL;
  if (!url) throw new Error('The api-postgres project runs without its PostgreSQL (tests/support/postgresSetup.ts).');
  return url;
}

/**
 * The store a test would keep in the SQLite file `path`: that file, or on the PostgreSQL run a
 * schema of its own named after the path (the same path twice is the same store, as a file is).
 */
export function testStoreLocation(path: string): string {
  const base = postgresUrl();
  if (!base) return path;
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=t_${createHash('sha256').update(path).digest('hex').slice(0, 20)}`);
  return url.toString();
}

/** The environment that points a lead API or worker process at the store of `path` (see testStoreLocation). */
export function testStoreEnv(path: string): { LEAD_API_DB: string } | { LEAD_API_DB: string; DATABASE_URL: string } {
  return postgresUrl() ? { LEAD_API_DB: path, DATABASE_URL: testStoreLocation(path) } : { LEAD_API_DB: path };
}
