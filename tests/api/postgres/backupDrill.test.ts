import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { LeadStore } from '../../../server/store.ts';

// The backup drill of docs/operations/backups.md on PostgreSQL: a database of its own in the run's
// cluster (pg_dump takes a whole database), backed up, its tables dropped, restored, compared.
const LEADS = 25;

async function sql(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

const run = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, [script, ...args], {
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, ...env },
  });

describe('npm run backup and npm run restore on PostgreSQL', () => {
  it('back up, drop every table, restore: every lead comes back', async () => {
    const base = process.env.LEAD_STORE_TEST_URL;
    expect(base, 'the api-postgres project starts a PostgreSQL').toBeDefined();
    const name = `backup_drill_${randomBytes(4).toString('hex')}`;
    await sql(base!, `CREATE DATABASE ${name}`);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();

    const store = new LeadStore(databaseUrl);
    await store.opened();
    await store.write(async () => {
      for (let i = 0; i < LEADS; i++) {
        await store.insertLead({
          id: `pg-lead-${String(i).padStart(3, '0')}`,
          website_id: 200 + (i % 4),
          form: 'test-drive',
          category: 'sales',
          subcategory: null,
          created_at: new Date(Date.UTC(2026, 10, 2, 0, i)).toISOString(),
          data: { name: `Driver ${i}`, message: `Sunday ${i}? ✓` },
        });
      }
    });
    await store.close();
    const leads = () => sql(databaseUrl, 'SELECT * FROM leads ORDER BY id');
    const before = await leads();
    expect(before).toHaveLength(LEADS);

    const work = mkdtempSync(join(tmpdir(), 'backup-drill-pg-'));
    const env = {
      DATABASE_URL: databaseUrl,
      LEAD_API_DB: join(work, 'unused.sqlite'),
      DEPLOY_ROOT: join(work, 'origin'),
    };
    const taken = run('scripts/backup.ts', ['--to', join(work, 'backups'), '--no-meili'], env);
    expect(taken.stderr).toBe('');
    expect(taken.status).toBe(0);
    const [folder] = readdirSync(join(work, 'backups'));
    expect(taken.stdout).toBe(
      [
        `Backup ${folder} in ${join(work, 'backups', folder!)}`,
        `lead store (postgres): ${LEADS} leads → leads.pgdump`,
        'releases: 0 dealers → releases.json',
        '',
      ].join('\n'),
    );

    await sql(databaseUrl, 'DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    expect(await sql(databaseUrl, "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'")).toEqual([
      { n: 0 },
    ]);

    const restored = run('scripts/restore.ts', ['--from', join(work, 'backups', folder!), '--only', 'store'], env);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toBe(
      [
        `Restore of ${join(work, 'backups', folder!)}`,
        `lead store (postgres): ${LEADS} leads → DATABASE_URL`,
        'Meilisearch: not in this backup; re-import the feeds (npm run import) or seed.',
        '',
      ].join('\n'),
    );
    expect(restored.status).toBe(0);
    expect(await leads()).toEqual(before);
  }, 120_000);
});
