import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { searchPathOf } from '../../../server/storage/postgres/driver.ts';
import { LeadStore } from '../../../server/store.ts';
import { knownSecrets } from '../../../tools/lib/knownSecrets.ts';
import { scanDist } from '../../../tools/lib/secretScan.ts';
import { testStoreLocation } from '../../support/testStore.ts';

const EMAIL = "a shopper's email (lead store)";
const PHONE = "a shopper's phone number (lead store)";

/** A built site of one page that shows `text`, as dist/<slug>/ would. */
function distWith(text: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-pg-scan-'));
  mkdirSync(join(dist, 'demo'));
  writeFileSync(join(dist, 'demo', 'index.html'), `<!doctype html><p>${text}</p>`);
  return dist;
}

const scan = (url: string) =>
  knownSecrets({
    dataDir: mkdtempSync(join(tmpdir(), 'data-none-')),
    dealersDir: resolve('dealers'),
    env: { DATABASE_URL: url },
  });

describe('the secrets scan of a lead store on PostgreSQL (DATABASE_URL)', () => {
  it("knows the shoppers' emails and phones of the leads and watchlists there, and finds them in a site", async () => {
    const url = testStoreLocation(join(tmpdir(), 'secret-scan-pg', 'leads.sqlite'));
    const store = new LeadStore(url);
    await store.opened();
    await store.insertLead({
      id: 'pg-scan-1',
      website_id: 7,
      form: 'general-enquiry',
      category: 'General Enquiry',
      subcategory: null,
      created_at: '2026-11-27T01:00:00.000Z',
      data: { email: 'Only.In.Postgres@example.net', phone: '0433 221 199', name: 'Private' },
    });
    await store.watch(7, '0411 987 650', 'car-1', new Date('2026-11-27T01:00:00.000Z'));
    await store.close();

    const secrets = await scan(url);
    expect(secrets).toEqual(
      expect.arrayContaining([
        { kind: EMAIL, value: 'only.in.postgres@example.net', match: 'email' },
        { kind: PHONE, value: '0433221199', match: 'phone' },
        { kind: PHONE, value: '0411987650', match: 'phone' },
      ]),
    );
    const found = scanDist(distWith('Call +61 411 987 650 or mail ONLY.IN.POSTGRES@example.net'), secrets).findings;
    expect(found).toEqual([
      { file: 'demo/index.html', kind: EMAIL },
      { file: 'demo/index.html', kind: PHONE },
    ]);
  });

  it('reads a database without changing it: an empty one gains no table', async () => {
    const url = testStoreLocation(join(tmpdir(), 'secret-scan-pg-empty', 'leads.sqlite'));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const schema = searchPathOf(url)!;
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      expect((await scan(url)).filter((s) => s.kind === EMAIL || s.kind === PHONE)).toEqual([]);
      const tables = await client.query('SELECT 1 FROM information_schema.tables WHERE table_schema = $1', [schema]);
      expect(tables.rowCount).toBe(0);
    } finally {
      await client.end();
    }
  });
});
