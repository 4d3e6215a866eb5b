import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { isPostgresUrl, LeadStore } from '../server/store.ts';
import { buildEnv } from '../src/config/env/load.ts';
import { sqliteInUse } from './backup/sqliteInUse.ts';
import { cliArgs } from './lib/cli.ts';
import { COPIED_TABLES, countReport, insertBatch, type TableCount } from './lib/storeCopy.ts';

/**
 * `npm run migrate-store -- --to postgres://… [--from leads.sqlite]`: copies a SQLite lead store
 * (LEAD_API_DB by default) into PostgreSQL in one transaction, pending deliveries still pending,
 * then checks and prints the rows per table. A second run adds nothing. Refuses while another
 * process (the API, a delivery worker) still has the SQLite file open: rows written during the copy
 * would be left behind.
 */
const usage = 'npm run migrate-store -- --to postgres://user@host/db [--from path/to/leads.sqlite]';
const { values } = cliArgs(usage, { options: { to: { type: 'string' }, from: { type: 'string' } } });
if (!values.to || !isPostgresUrl(values.to)) {
  console.error(`migrate-store: --to must be a postgres:// URL.\nUsage: ${usage}`);
  process.exit(2);
}
const from = resolve(values.from ?? buildEnv().LEAD_API_DB);
const BATCH = 500;
if (!existsSync(from)) {
  console.error(`migrate-store: no lead store at ${from}; nothing was copied.`);
  process.exit(1);
}
if (sqliteInUse(from)) {
  console.error(
    `migrate-store: ${from} is open in another process (the lead API or a delivery worker): stop them first; nothing was copied.`,
  );
  process.exit(1);
}

let source: LeadStore;
let target: LeadStore;
try {
  // Opening migrates each store to this release's schema first (the SQLite file in place).
  source = new LeadStore(from);
  target = new LeadStore(values.to);
  await target.opened();
} catch (error) {
  console.error(`migrate-store: ${(error as Error).message}`);
  process.exit(1);
}

const count = async (store: LeadStore, table: string) =>
  Number((await store.driver.all(`SELECT count(*) AS n FROM ${table}`))[0]?.n ?? 0);

const counts: TableCount[] = await target.write(async () => {
  const found: TableCount[] = [];
  for (const table of COPIED_TABLES) {
    const before = await count(target, table.name);
    const rows = await source.driver.all(`SELECT * FROM ${table.name}`);
    // A log without a key (code sends, refusals) is copied into an empty table only: never twice.
    const copy = table.key !== null || before === 0;
    for (let i = 0; copy && i < rows.length; i += BATCH) {
      const { sql, params } = insertBatch(table, rows.slice(i, i + BATCH));
      await target.driver.run(sql, params);
    }
    const after = await count(target, table.name);
    found.push({ table: table.name, source: rows.length, target: after, added: after - before });
  }
  // Events keep their ids; new ones continue after the highest.
  await target.driver.all(
    "SELECT setval(pg_get_serial_sequence('events', 'id'), GREATEST((SELECT max(id) FROM events), 1))",
  );
  return found;
});
await source.close();
await target.close();

const report = countReport(counts);
console.log(`Lead store ${from} → PostgreSQL`);
for (const line of report.lines) console.log(line);
if (!report.ok) {
  console.error('migrate-store: the row counts differ (a store already in use?): see DIFFERENT above.');
  process.exit(1);
}
