import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Engine } from './driver.ts';
import { migrationsOf, type Migration } from './migrations.ts';

const cache = new Map<Engine, Migration[]>();

/** The numbered migration files of one engine (server/storage/migrations/<engine>/), read once. */
export function migrationsFor(engine: Engine): Migration[] {
  let found = cache.get(engine);
  if (!found) {
    const dir = fileURLToPath(new URL(`./migrations/${engine}/`, import.meta.url));
    found = migrationsOf(readdirSync(dir).map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') })));
    cache.set(engine, found);
  }
  return found;
}

/** breaks_older_code: the reason a migration stops older releases, null when additive (migrations.ts). */
export const MIGRATIONS_TABLE =
  'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL, breaks_older_code TEXT)';

/** A schema_migrations table written before breaks_older_code lacks it. */
export const MIGRATIONS_COLUMN = 'ALTER TABLE schema_migrations ADD COLUMN breaks_older_code TEXT';

export const RECORD_MIGRATION =
  'INSERT INTO schema_migrations (version, name, applied_at, breaks_older_code) VALUES (?, ?, ?, ?)';

export const APPLIED_VERSIONS = 'SELECT version, breaks_older_code AS "breaksOlderCode" FROM schema_migrations';
