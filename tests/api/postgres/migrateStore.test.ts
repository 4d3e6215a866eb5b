import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { DeliveryQueue } from '../../../server/delivery/queue.ts';
import { LeadStore } from '../../../server/store.ts';
import { testStoreLocation } from '../../support/testStore.ts';

/** A SQLite store as the release before schema versions wrote it, rows in every table. */
function sqliteStore(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'migrate-store-')), 'leads.sqlite');
  const db = new DatabaseSync(path);
  db.exec(readFileSync('tests/fixtures/leadStore/release-before-versions.sql', 'utf8'));
  db.close();
  return path;
}

const migrate = (from: string, to: string) =>
  spawnSync(process.execPath, ['scripts/migrate-store.ts', '--from', from, '--to', to], {
    encoding: 'utf8',
    timeout: 30_000,
  });

const line = (name: string, sqlite: number, postgres: number, added: number, verdict: 'ok' | 'DIFFERENT') =>
  `${name.padEnd(18)}  sqlite ${String(sqlite).padStart(7)}  postgres ${String(postgres).padStart(7)}  added ${String(added).padStart(7)}  ${verdict}`;
const table = (name: string, n: number, added: number) => line(name, n, n, added, 'ok');
const leadCount = async (location: string) => {
  const store = new LeadStore(location);
  await store.opened();
  const [row] = await store.driver.all('SELECT count(*) AS n FROM leads');
  await store.close();
  return Number(row?.n);
};
const ROWS = {
  leads: 2,
  valuations: 1,
  deliveries: 2,
  idempotency: 1,
  watchlist: 1,
  sessions: 1,
  codes: 1,
  events: 1,
  vitals: 2,
  code_sends: 1,
  code_refusals: 1,
  reservations: 1,
  reservation_events: 1,
  staff: 1,
  staff_links: 1,
  staff_sessions: 1,
  lead_marks: 1,
  lead_notes: 1,
  staff_passkeys: 1,
  staff_challenges: 1,
};

/** Rows in the tables later migrations added, written into the (now current) SQLite store. */
async function laterRows(path: string) {
  const store = new LeadStore(path);
  await store.opened();
  const run = (sql: string, params: (string | number)[]) => store.driver.run(sql, params);
  await run(
    `INSERT INTO reservations (id, lead_id, website_id, car_id, car_slug, car_name, stocknum, processor, amount_cents,
       currency, state, shopper, source, created_at, expires_at, updated_at)
     VALUES (?, 'lead-1', 102, 7, 'cx-5', 'Mazda CX-5', 'M7', 'stripe', 20000, 'AUD', 'held', 'a@b.c', 's', 1, 2, 3)`,
    ['res-1'],
  );
  await run("INSERT INTO reservation_events (reservation_id, at, action, actor) VALUES (?, 1, 'held', 'x')", ['res-1']);
  await run(
    "INSERT INTO staff (id, email, role, dealers, created_at, created_by) VALUES (?, 'k@d.e', 'manager', 'harbour-auto-group', 1, 'x')",
    ['stf-1'],
  );
  await run('INSERT INTO staff_links (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, 1, 2)', [
    'l-1',
    'stf-1',
  ]);
  await run(
    "INSERT INTO staff_sessions (token_hash, staff_id, csrf, created_at, seen_at, expires_at) VALUES (?, ?, 'c', 1, 1, 2)",
    ['s-1', 'stf-1'],
  );
  await run("INSERT INTO lead_marks (lead_id, status, updated_at, updated_by) VALUES (?, 'won', 1, 'k@d.e')", [
    'lead-1',
  ]);
  await run("INSERT INTO lead_notes (lead_id, at, author, status, note) VALUES (?, 1, 'k@d.e', 'won', 'sold')", [
    'lead-1',
  ]);
  await run("INSERT INTO staff_passkeys (id, staff_id, public_key, counter, created_at) VALUES (?, ?, 'pk', 0, 1)", [
    'cred-1',
    'stf-1',
  ]);
  await run("INSERT INTO staff_challenges (id, staff_id, challenge, expires_at) VALUES (?, ?, 'ch', 2)", [
    'ch-1',
    'stf-1',
  ]);
  await store.close();
}

describe('npm run migrate-store', () => {
  it('copies a SQLite store into PostgreSQL, checks and prints the rows per table; a second run adds nothing', async () => {
    const from = sqliteStore();
    await laterRows(from);
    const to = testStoreLocation(from);
    const first = migrate(from, to);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    const lines = Object.entries(ROWS).map(([name, n]) => table(name, n, n));
    expect(first.stdout).toBe(`Lead store ${from} → PostgreSQL\n${lines.join('\n')}\n`);

    const second = migrate(from, to);
    expect(second.status).toBe(0);
    const unchanged = Object.entries(ROWS).map(([name, n]) => table(name, n, 0));
    expect(second.stdout).toBe(`Lead store ${from} → PostgreSQL\n${unchanged.join('\n')}\n`);

    const store = new LeadStore(to);
    expect(store.driver.engine).toBe('postgres');
    expect(await store.getLead('lead-1')).toMatchObject({ website_id: 102, data: { message: 'White CX-5?' } });
    expect(await store.findIdempotent('site:102 POST /api/leads key-00000001')).toEqual({
      bodyHash: 'hash-1',
      response: { status: 201, body: { success: true, lead_id: 'lead-1' } },
    });
    expect(await store.watchlist(102, '0412345678')).toEqual([
      { car_id: 'mazda-cx-5-1', created_at: '2026-03-02T01:00:00.000Z' },
    ]);
    expect(await store.getSession('session-hash')).toMatchObject({ websiteId: 102, phone: '0412345678' });
    // The pending delivery is still pending on PostgreSQL and the queue there takes it; the sent one stays sent.
    const queue = new DeliveryQueue(store);
    const claimed = await queue.claim(Date.parse('2026-03-02T02:00:00Z'), 10, 60_000);
    expect(claimed.map((j) => [j.id, j.status, j.attempts])).toEqual([['lead-1.created.email.leads', 'sending', 1]]);
    expect((await queue.ofLead('lead-2')).map((j) => j.status)).toEqual(['sent']);
    // A new event continues after the copied ids.
    await store.write(() => store.addEvent('phone-reveal', 105, { car_id: 'c2' }, new Date()));
    expect(await store.driver.all('SELECT id FROM events ORDER BY id')).toEqual([{ id: 1 }, { id: 2 }]);
    await store.close();
  }, 60_000);

  it('refuses a target that is not a postgres:// URL, with its usage', () => {
    const run = migrate(sqliteStore(), '/tmp/other.sqlite');
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      'migrate-store: --to must be a postgres:// URL.\nUsage: npm run migrate-store -- --to postgres://user@host/db [--from path/to/leads.sqlite]\n',
    );
  });

  it('exits 1 when the tables hold other rows than the SQLite file (a store already in use), naming each', async () => {
    const source = sqliteStore();
    await laterRows(source);
    const to = testStoreLocation(sqliteStore());
    expect(migrate(source, to).status).toBe(0);
    // An empty SQLite store (this release's schema, no rows) into the PostgreSQL that already holds rows.
    const empty = join(mkdtempSync(join(tmpdir(), 'migrate-store-')), 'leads.sqlite');
    await new LeadStore(empty).close();
    const run = migrate(empty, to);
    expect(run.status).toBe(1);
    const lines = Object.entries(ROWS).map(([name, n]) => line(name, 0, n, 0, 'DIFFERENT'));
    expect(run.stdout).toBe(`Lead store ${empty} → PostgreSQL\n${lines.join('\n')}\n`);
    expect(run.stderr).toBe('migrate-store: the row counts differ (a store already in use?): see DIFFERENT above.\n');
  }, 60_000);

  it('refuses, copying nothing, while another process has the SQLite file open, idle or writing', async () => {
    const from = sqliteStore();
    const to = testStoreLocation(from);
    const refusal = `migrate-store: ${from} is open in another process (the lead API or a delivery worker): stop them first; nothing was copied.\n`;
    // This test process holds the file as the lead API does (WAL mode, schema current).
    const api = new LeadStore(from);
    const idle = migrate(from, to);
    expect([idle.status, idle.stdout, idle.stderr]).toEqual([1, '', refusal]);
    const writer = (api.driver as unknown as { db: DatabaseSync }).db;
    writer.exec('BEGIN IMMEDIATE');
    const writing = migrate(from, to);
    expect([writing.status, writing.stdout, writing.stderr]).toEqual([1, '', refusal]);
    writer.exec('COMMIT');
    expect(await leadCount(to)).toBe(0);
    // Once the API has stopped, the same command copies.
    await api.close();
    const after = migrate(from, to);
    expect([after.status, after.stderr]).toEqual([0, '']);
    expect(await leadCount(to)).toBe(ROWS.leads);
  }, 60_000);

  it('refuses a SQLite file that does not exist, creating nothing', () => {
    const from = join(mkdtempSync(join(tmpdir(), 'migrate-store-')), 'missing', 'leads.sqlite');
    const run = migrate(from, testStoreLocation(from));
    expect([run.status, run.stdout, run.stderr]).toEqual([
      1,
      '',
      `migrate-store: no lead store at ${from}; nothing was copied.\n`,
    ]);
    expect(existsSync(dirname(from))).toBe(false);
  });
});
