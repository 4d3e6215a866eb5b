import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DELIVERY_COLUMNS, IDEMPOTENCY_COLUMNS, LEAD_COLUMNS } from '../../server/storage/columns.ts';
import type { Engine } from '../../server/storage/driver.ts';
import { LeadStore } from '../../server/store.ts';
import { testStoreLocation } from '../support/testStore.ts';

/**
 * The typed column definitions both engines insert from (server/storage/columns.ts) against the
 * schema a real store migrates to: SQLite on the api run, PostgreSQL on the api-postgres run.
 */
const store = new LeadStore(testStoreLocation(join(mkdtempSync(join(tmpdir(), 'store-columns-')), 'leads.sqlite')));
afterAll(() => store.close());

const SCHEMA_COLUMNS = {
  sqlite: 'SELECT name FROM pragma_table_info(?) ORDER BY cid',
  postgres:
    'SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position',
} satisfies Record<Engine, string>;

const schemaColumns = async (table: string) =>
  (await store.driver.all(SCHEMA_COLUMNS[store.driver.engine], [table])).map((r) => String(r.name)).sort();

describe('one column definition per table, the same as the migrated schema', () => {
  it.each([
    ['leads', LEAD_COLUMNS],
    ['deliveries', DELIVERY_COLUMNS],
    ['idempotency', IDEMPOTENCY_COLUMNS],
  ])('%s: the definition names every column of the migrated table, and no other', async (table, columns) => {
    await store.opened();
    const found = await schemaColumns(table);
    expect(found.length).toBeGreaterThan(4);
    expect(Object.keys(columns).sort()).toEqual(found);
  });

  it("the engine's intake writes every column of the lead, its job and its key as the other engine does", async () => {
    const accepted = await store.driver.intake({
      key: {
        scoped: 'site:102 POST /api/leads columns-key-1',
        bodyHash: 'body-hash-1',
        response: { status: 201, body: { success: true, lead_id: 'lead-columns-1' } },
        at: '2026-03-02T01:00:00.000Z',
      },
      lead: {
        id: 'lead-columns-1',
        website_id: 102,
        form: 'general-enquiry',
        category: 'General Enquiry',
        subcategory: null,
        created_at: '2026-03-02T01:00:00.000Z',
        data: { message: 'Is it still available?' },
      },
      jobs: [{ id: 'job-columns-1', channel: 'email', target: 'sales@example.com', crm: true, event: 'created' }],
      queuedAt: 1_772_413_200_000,
    });
    expect(accepted).toBe(true);
    expect(await store.driver.all('SELECT * FROM leads')).toEqual([
      {
        id: 'lead-columns-1',
        website_id: 102,
        form: 'general-enquiry',
        category: 'General Enquiry',
        subcategory: null,
        created_at: '2026-03-02T01:00:00.000Z',
        updated_at: '2026-03-02T01:00:00.000Z',
        data: '{"message":"Is it still available?"}',
      },
    ]);
    expect(await store.driver.all('SELECT * FROM deliveries')).toEqual([
      {
        id: 'job-columns-1',
        lead_id: 'lead-columns-1',
        website_id: 102,
        event: 'created',
        channel: 'email',
        target: 'sales@example.com',
        crm: 1,
        payload: null,
        status: 'queued',
        attempts: 0,
        queued_at: 1_772_413_200_000,
        next_at: 1_772_413_200_000,
        lease_until: null,
        last_error: null,
        sent_at: null,
        max_age_ms: null,
      },
    ]);
    expect(await store.driver.all('SELECT * FROM idempotency')).toEqual([
      {
        key: 'site:102 POST /api/leads columns-key-1',
        body_hash: 'body-hash-1',
        status: 201,
        response: '{"success":true,"lead_id":"lead-columns-1"}',
        created_at: '2026-03-02T01:00:00.000Z',
      },
    ]);
  });
});
