import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LeadStore } from '../../../server/store.ts';
import { migrationsFor } from '../../../server/storage/migrationFiles.ts';
import { testStoreLocation } from '../../support/testStore.ts';

const location = () => testStoreLocation(join(mkdtempSync(join(tmpdir(), 'pg-versions-')), 'leads.sqlite'));

describe('PostgreSQL schema versions', () => {
  it('applies every numbered migration once, also when several instances start together', async () => {
    const url = location();
    const stores = [new LeadStore(url), new LeadStore(url), new LeadStore(url)];
    await Promise.all(stores.map((s) => s.opened()));
    expect(await stores[0]!.driver.all('SELECT version, name FROM schema_migrations ORDER BY version')).toEqual(
      migrationsFor('postgres').map((m) => ({ version: m.version, name: m.name })),
    );
    await Promise.all(stores.map((s) => s.close()));
  });

  it('starts on a database a newer release changed only additively', async () => {
    const url = location();
    const store = new LeadStore(url);
    const next = migrationsFor('postgres').length + 1;
    await store.driver.run(
      "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, 'from_the_future', '')",
      [next],
    );
    await store.close();
    const older = new LeadStore(url);
    await older.opened();
    expect(await older.driver.all('SELECT count(*) AS n FROM schema_migrations')).toEqual([{ n: next }]);
    await older.close();
  });

  it('refuses a database a newer release changed in a way older code cannot read, with one clear line', async () => {
    const url = location();
    const store = new LeadStore(url);
    const next = migrationsFor('postgres').length + 1;
    await store.driver.run(
      "INSERT INTO schema_migrations (version, name, applied_at, breaks_older_code) VALUES (?, 'from_the_future', '', 'codes renamed')",
      [next],
    );
    await store.close();
    const newer = new LeadStore(url);
    await expect(newer.opened()).rejects.toThrow(
      `The lead store is at schema version ${next} (codes renamed), which this release (${next - 1}) cannot read: run the release that wrote it, or a newer one.`,
    );
    await newer.close();
  });
});
