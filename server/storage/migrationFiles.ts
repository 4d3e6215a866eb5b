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

export const MIGRATIONS_TABLE =
  'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)';
