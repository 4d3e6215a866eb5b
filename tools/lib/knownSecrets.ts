import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { readKeyList } from '../../server/dealerKeys.ts';
import { isPostgresUrl } from '../../server/store.ts';
import type { BuildEnv } from '../../src/config/env/buildEnv.ts';
import { contactsIn, phoneDigits, type Secret } from './secretScan.ts';

export interface SecretSources {
  /** The git-ignored data folder (.data): the engine's master key, export keys, lead stores. */
  dataDir: string;
  /** The dealers' own files: a value found there (the dealer's phone) is public by design. */
  dealersDir: string;
  /** The keys and files the environment names (src/config/env/buildEnv.ts). */
  env: Partial<
    Pick<
      BuildEnv,
      | 'MEILI_MASTER_KEY'
      | 'MEILI_ADMIN_KEY'
      | 'MEILI_SEARCH_KEY'
      | 'LEAD_API_KEYS'
      | 'LEAD_API_KEYS_FILE'
      | 'LEAD_API_DB'
      | 'DATABASE_URL'
    >
  >;
  /** A reachable Meilisearch and its master key: every key it holds is a secret too. */
  meili?: { host: string; masterKey: string };
}

const readIf = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

function filesIn(dir: string, suffix: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(suffix))
        .map((name) => join(dir, name))
    : [];
}

function textUnder(dir: string): string {
  if (!existsSync(dir)) return '';
  return readdirSync(dir, { withFileTypes: true })
    .map((e) => (e.isDirectory() ? textUnder(join(dir, e.name)) : readFileSync(join(dir, e.name), 'latin1')))
    .join('\n');
}

const EMAIL = "a shopper's email (lead store)";
const PHONE = "a shopper's phone number (lead store)";

/** A lead store opened for reading only: its tables, and the rows of a query. */
interface StoreReader {
  tables: Set<string>;
  all(sql: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

/**
 * A SQLite file read-only, or a PostgreSQL database (DATABASE_URL, its search_path honoured) on a
 * connection of its own: the scan never migrates, locks or writes the store it reads.
 */
async function openStore(location: string): Promise<StoreReader> {
  if (isPostgresUrl(location)) {
    const client = new pg.Client({ connectionString: location });
    await client.connect();
    const all = async (sql: string) => (await client.query<Record<string, unknown>>(sql)).rows;
    const names = await all(
      'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()',
    );
    return { tables: new Set(names.map((r) => String(r.name))), all, close: () => client.end() };
  }
  const db = new DatabaseSync(location, { readOnly: true });
  const all = (sql: string) => Promise.resolve(db.prepare(sql).all() as Record<string, unknown>[]);
  const names = await all("SELECT name FROM sqlite_master WHERE type = 'table'");
  const close = () => {
    db.close();
    return Promise.resolve();
  };
  return { tables: new Set(names.map((r) => String(r.name))), all, close };
}

/** Shoppers' emails and phone numbers from a lead store (leads, sign-in codes, sessions, watchlists). */
async function shopperData(location: string): Promise<Secret[]> {
  const found: Secret[] = [];
  const store = await openStore(location);
  try {
    if (store.tables.has('leads')) {
      for (const row of await store.all('SELECT data FROM leads')) {
        const data = JSON.parse(String(row.data)) as Record<string, unknown>;
        if (typeof data.email === 'string') found.push({ kind: EMAIL, value: data.email, match: 'email' });
        if (typeof data.phone === 'string') found.push({ kind: PHONE, value: data.phone, match: 'phone' });
      }
    }
    for (const table of ['sessions', 'watchlist', 'codes'].filter((t) => store.tables.has(t))) {
      for (const row of await store.all(`SELECT DISTINCT phone FROM ${table}`)) {
        found.push({ kind: PHONE, value: String(row.phone), match: 'phone' });
      }
    }
  } finally {
    await store.close();
  }
  return found;
}

/**
 * Every secret and private value this machine knows of: the Meilisearch master key and every key
 * it holds, the lead API's dealer export keys, and shoppers' emails and phone numbers in the lead
 * stores: the SQLite files in .data and LEAD_API_DB, and the PostgreSQL database DATABASE_URL.
 * Values that also appear in dealers/ are public by design (the dealer's own phone) and left out.
 */
export async function knownSecrets({ dataDir: data, dealersDir, env, meili }: SecretSources): Promise<Secret[]> {
  const secrets: Secret[] = [];
  const add = (kind: string, value: string | undefined) => {
    if (value?.trim()) secrets.push({ kind, value: value.trim() });
  };
  add('Meilisearch master key', env.MEILI_MASTER_KEY);
  add('Meilisearch master key', env.MEILI_ADMIN_KEY);
  add('Meilisearch master key', readIf(join(data, 'meili', 'master.key')));
  add('Meilisearch master key', meili?.masterKey);
  add('Meilisearch search key (signs tenant tokens)', env.MEILI_SEARCH_KEY);
  if (meili) {
    const res = await fetch(`${meili.host}/keys?limit=1000`, {
      headers: { Authorization: `Bearer ${meili.masterKey}` },
    });
    if (!res.ok) throw new Error(`Meilisearch at ${meili.host} refused to list its keys (${res.status}).`);
    for (const key of ((await res.json()) as { results: { key: string; actions: string[] }[] }).results) {
      const searchOnly = key.actions.every((a) => a === 'search');
      add(searchOnly ? 'Meilisearch search key (signs tenant tokens)' : 'Meilisearch admin key', key.key);
    }
  }
  const exportKeys = [
    env.LEAD_API_KEYS ?? '',
    ...Object.entries(
      JSON.parse(readIf(env.LEAD_API_KEYS_FILE ?? join(data, 'leads', 'dealer-keys.json')) || '{}') as Record<
        string,
        string
      >,
    ).map(([slug, key]) => `${slug}=${key}`),
    (JSON.parse(readIf(join(data, 'e2e', 'lead-api.json')) || '{}') as { env?: Record<string, string> }).env
      ?.LEAD_API_KEYS ?? '',
  ].join(',');
  for (const key of readKeyList(exportKeys).keys.values()) add('lead API dealer export key', key);

  const stores = [
    ...[
      env.LEAD_API_DB ?? '',
      ...filesIn(join(data, 'leads'), '.sqlite'),
      ...filesIn(join(data, 'e2e'), '.sqlite'),
    ].filter((file) => file && existsSync(file)),
    ...(env.DATABASE_URL ? [env.DATABASE_URL] : []),
  ];
  const publicContacts = contactsIn(textUnder(dealersDir));
  for (const store of new Set(stores)) {
    for (const item of await shopperData(store)) {
      const normal = item.match === 'phone' ? phoneDigits(item.value) : item.value.toLowerCase();
      if (!publicContacts.has(normal)) secrets.push({ ...item, value: normal });
    }
  }
  const seen = new Set<string>();
  return secrets.filter((s) => !seen.has(s.value) && seen.add(s.value));
}
