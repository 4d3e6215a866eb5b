import type { Engine } from './driver.ts';
import type { StoreEngine } from './engine.ts';
import { PostgresEngine } from './postgres/engine.ts';
import { SqliteEngine } from './sqlite/engine.ts';

/** How a SQLite store is opened: its sync level and its wait for another connection's write lock. */
export interface OpenOptions {
  sync: 'NORMAL' | 'FULL';
  busyTimeoutMs: number;
}

/** A PostgreSQL connection URL (DATABASE_URL) rather than a SQLite file path. */
export const isPostgresUrl = (location: string) => /^postgres(ql)?:\/\//.test(location);

/** The one place an engine is chosen: each engine's opener, checked by the compiler against Engine. */
const ENGINES = {
  sqlite: (location, { sync, busyTimeoutMs }) => new SqliteEngine(location, sync, busyTimeoutMs),
  postgres: (location) => new PostgresEngine(location),
} satisfies Record<Engine, (location: string, options: OpenOptions) => StoreEngine>;

/** The store at `location`: PostgreSQL for a postgres:// URL, else the SQLite file. */
export const openEngine = (location: string, options: OpenOptions): StoreEngine =>
  ENGINES[isPostgresUrl(location) ? 'postgres' : 'sqlite'](location, options);

/** How start lines name a store: the SQLite file, or PostgreSQL without its URL (which holds a password). */
export const storeLabel = (location: string): string => (isPostgresUrl(location) ? 'PostgreSQL' : location);
