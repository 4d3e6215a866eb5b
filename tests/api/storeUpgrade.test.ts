import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { DeliveryQueue } from '../../server/delivery/queue.ts';
import { LeadStore } from '../../server/store.ts';
import { migrationsFor } from '../../server/storage/migrationFiles.ts';

/** A store file as the release before schema versions wrote it (tests/fixtures/leadStore/). */
function oldStore(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'store-upgrade-')), 'leads.sqlite');
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec(readFileSync('tests/fixtures/leadStore/release-before-versions.sql', 'utf8'));
  db.close();
  return path;
}

const TABLES = [
  'leads',
  'idempotency',
  'watchlist',
  'codes',
  'sessions',
  'valuations',
  'events',
  'deliveries',
  'code_sends',
  'code_refusals',
  'vitals',
];

async function counts(store: LeadStore) {
  const found: Record<string, number> = {};
  for (const table of TABLES)
    found[table] = Number((await store.driver.all(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
  return found;
}

describe('a lead store written before schema versions', () => {
  it('upgrades in place with every row kept, and records each version once', async () => {
    const path = oldStore();
    const store = new LeadStore(path);
    const latest = migrationsFor('sqlite').length;
    expect(await store.driver.all('SELECT version, name FROM schema_migrations ORDER BY version')).toEqual(
      migrationsFor('sqlite').map((m) => ({ version: m.version, name: m.name })),
    );
    expect(await counts(store)).toEqual({
      leads: 2,
      idempotency: 1,
      watchlist: 1,
      codes: 1,
      sessions: 1,
      valuations: 1,
      events: 1,
      deliveries: 2,
      code_sends: 1,
      code_refusals: 1,
      vitals: 2,
    });
    expect(await store.getLead('lead-1')).toMatchObject({ website_id: 102, data: { message: 'White CX-5?' } });
    expect(await store.findIdempotent('site:102 POST /api/leads key-00000001')).toEqual({
      bodyHash: 'hash-1',
      response: { status: 201, body: { success: true, lead_id: 'lead-1' } },
    });
    // The pending delivery is still pending, and the queue takes it.
    const queue = new DeliveryQueue(store);
    const claimed = await queue.claim(Date.parse('2026-03-02T02:00:00Z'), 10, 60_000);
    expect(claimed.map((j) => [j.id, j.status])).toEqual([['lead-1.created.email.leads', 'sending']]);
    await store.close();

    const again = new LeadStore(path);
    expect(await again.driver.all('SELECT count(*) AS n FROM schema_migrations')).toEqual([{ n: latest }]);
    expect((await counts(again)).leads).toBe(2);
    await again.close();
  });

  it('adds the sign-in source columns as version 4 to a store that lacks them, once', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'store-upgrade-')), 'leads.sqlite');
    const db = new DatabaseSync(path);
    const fixture = readFileSync('tests/fixtures/leadStore/release-before-versions.sql', 'utf8')
      .replace(", network TEXT NOT NULL DEFAULT '', prefix TEXT NOT NULL DEFAULT ''", '')
      .replace(', network, prefix) VALUES', ') VALUES')
      .replace(", '127.0.0', '041234')", ')');
    db.exec(fixture);
    db.close();
    const store = new LeadStore(path);
    expect(await store.driver.all('SELECT network, prefix FROM code_sends')).toEqual([{ network: '', prefix: '' }]);
    await store.close();
    const again = new LeadStore(path);
    expect(await again.driver.all('SELECT version, breaks_older_code FROM schema_migrations')).toEqual(
      [1, 2, 3, 4, 5, 6].map((version) => ({ version, breaks_older_code: null })),
    );
    await again.close();
  });

  it('takes a store whose start-up already added the columns before they were version 4', async () => {
    const path = oldStore();
    const db = new DatabaseSync(path);
    // What the release before numbered no-ops left: version 1 only, schema_migrations without breaks_older_code.
    db.exec(
      "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL); INSERT INTO schema_migrations VALUES (1, 'baseline', '2026-03-01T00:00:00.000Z')",
    );
    db.close();
    const store = new LeadStore(path);
    expect(await store.driver.all('SELECT version, name FROM schema_migrations ORDER BY version')).toEqual([
      { version: 1, name: 'baseline' },
      { version: 2, name: 'shared_counters' },
      { version: 3, name: 'wake_workers' },
      { version: 4, name: 'sign_in_source_columns' },
      { version: 5, name: 'reservations' },
      { version: 6, name: 'console' },
    ]);
    expect(await store.driver.all('SELECT network, prefix FROM code_sends')).toEqual([
      { network: '127.0.0', prefix: '041234' },
    ]);
    await store.close();
  });

  it('starts on a store a newer release changed only additively (a rollback or a rolling restart)', async () => {
    const path = oldStore();
    await new LeadStore(path).close();
    const db = new DatabaseSync(path);
    const next = migrationsFor('sqlite').length + 1;
    db.exec('ALTER TABLE leads ADD COLUMN source TEXT');
    db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, 'lead_source', '')").run(next);
    db.close();
    const store = new LeadStore(path);
    expect(await store.getLead('lead-1')).toMatchObject({ website_id: 102, data: { message: 'White CX-5?' } });
    await store.close();
  });

  it('refuses a store a newer release changed in a way older code cannot read, and the API will not start, with one clear line', async () => {
    const path = oldStore();
    await new LeadStore(path).close();
    const db = new DatabaseSync(path);
    const next = migrationsFor('sqlite').length + 1;
    db.prepare(
      "INSERT INTO schema_migrations (version, name, applied_at, breaks_older_code) VALUES (?, 'from_the_future', '', 'leads.data split into columns')",
    ).run(next);
    db.close();
    const refusal = `The lead store is at schema version ${next} (leads.data split into columns), which this release (${next - 1}) cannot read: run the release that wrote it, or a newer one.`;
    expect(() => new LeadStore(path)).toThrow(refusal);
    const { DATABASE_URL: _sqlite, ...env } = process.env;
    const api = spawnSync(process.execPath, ['server/main.ts'], {
      env: { ...env, LEAD_API_DB: path, LEAD_API_PORT: '45099', DELIVERY_WORKER: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(api.status).toBe(1);
    expect(api.stderr).toBe(`lead API: ${refusal}\n`);
  }, 30_000);
});
