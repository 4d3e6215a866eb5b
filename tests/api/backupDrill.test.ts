import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedBinary, meiliLaunch } from '../../scripts/lib/searchEngine.ts';
import { openPort } from '../../scripts/lib/openPort.ts';
import { LeadStore } from '../../server/store.ts';

// The backup drill of docs/operations/backups.md on a SQLite lead store, a real Meilisearch and a
// deploy root: back up while the API has the store open, destroy all three, restore, compare.
const work = mkdtempSync(join(tmpdir(), 'backup-drill-'));
const engines: ChildProcess[] = [];
afterAll(() => {
  for (const engine of engines) engine.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

const MASTER_KEY = 'backup-drill-master-key-0123456789';
const LEADS = 40;
const CARS = 120;
const SLUG = 'drill-motors';
const RELEASES = ['20261101T000000000Z', '20261102T000000000Z'];

async function startEngine(dataDir: string, extra: string[] = []): Promise<string> {
  const port = await openPort();
  const launch = meiliLaunch(dataDir, port, MASTER_KEY);
  const child = spawn(embeddedBinary(), [...launch.args, ...extra], { stdio: 'ignore', env: launch.env });
  engines.push(child);
  const host = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`Meilisearch exited with ${child.exitCode}`);
    const ok = await fetch(`${host}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return host;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('Meilisearch did not start within 60 s');
}

async function meili(host: string, path: string, method = 'GET', body?: unknown) {
  const response = await fetch(`${host}${path}`, {
    method,
    headers: { Authorization: `Bearer ${MASTER_KEY}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} ${path}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

async function waitTask(host: string, taskUid: unknown) {
  for (let i = 0; i < 300; i++) {
    const task = await meili(host, `/tasks/${String(taskUid)}`);
    if (task.status === 'succeeded') return;
    expect(task.status).not.toBe('failed');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`task ${String(taskUid)} did not finish`);
}

const cars = Array.from({ length: CARS }, (_, i) => ({
  id: `car-${i}`,
  make: i % 2 ? 'Mazda' : 'Toyota',
  price: 10_000 + i,
}));
const allLeads = (file: string) => {
  const db = new DatabaseSync(file, { readOnly: true });
  const rows = db.prepare('SELECT * FROM leads ORDER BY id').all();
  db.close();
  return rows;
};
const run = (script: string, args: string[], env: Record<string, string>) => {
  const { DATABASE_URL: _unset, ...inherited } = process.env;
  return spawnSync(process.execPath, [script, ...args], {
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...inherited, ...env },
  });
};

describe('npm run backup and npm run restore', () => {
  it('back up, destroy, restore: every lead, car and release record comes back', async () => {
    const db = join(work, 'leads', 'leads.sqlite');
    const deployRoot = join(work, 'origin');
    const meiliData = join(work, 'meili');
    const backups = join(work, 'backups');
    const env = { LEAD_API_DB: db, DEPLOY_ROOT: deployRoot, MEILI_HOST: '', MEILI_MASTER_KEY: MASTER_KEY };

    // The lead API's store, open (as the running API holds it) while the backup runs.
    const api = new LeadStore(db);
    await api.write(async () => {
      for (let i = 0; i < LEADS; i++) {
        await api.insertLead({
          id: `lead-${String(i).padStart(3, '0')}`,
          website_id: 100 + (i % 3),
          form: 'enquiry',
          category: 'sales',
          subcategory: null,
          created_at: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
          data: { name: `Shopper ${i}`, message: `Is car ${i} still there? ✓` },
        });
      }
    });
    const leadsBefore = allLeads(db);
    expect(leadsBefore).toHaveLength(LEADS);

    const host = await startEngine(meiliData);
    env.MEILI_HOST = host;
    const added = await meili(host, '/indexes/cars/documents?primaryKey=id', 'POST', cars);
    await waitTask(host, added.taskUid);

    const dealerDir = join(deployRoot, 'releases', SLUG);
    const metas = RELEASES.map((id, n) => ({
      id,
      source: 'dist',
      deployedAt: `2026-11-0${n + 1}T00:00:00.000Z`,
      assets: [],
      cars: null,
    }));
    for (const [n, id] of RELEASES.entries()) {
      mkdirSync(join(dealerDir, id), { recursive: true });
      writeFileSync(join(dealerDir, id, 'index.html'), `<p>${id}</p>`);
      writeFileSync(join(dealerDir, id, '.release.json'), JSON.stringify(metas[n]));
    }
    symlinkSync(RELEASES[1]!, join(dealerDir, 'current'));

    const taken = run('scripts/backup.ts', ['--to', backups, '--meili-dumps', join(meiliData, 'dumps')], env);
    expect(taken.stderr).toBe('');
    expect(taken.status).toBe(0);
    const [name] = readdirSync(backups);
    const folder = join(backups, name!);
    const manifest = JSON.parse(readFileSync(join(folder, 'backup.json'), 'utf8')) as {
      meilisearch: { dumpUid: string };
    };
    expect(taken.stdout).toBe(
      [
        `Backup ${name} in ${folder}`,
        `lead store (sqlite): ${LEADS} leads → leads.sqlite`,
        `meilisearch: dump ${manifest.meilisearch.dumpUid} → meilisearch.dump`,
        'releases: 1 dealer → releases.json',
        '',
      ].join('\n'),
    );
    expect(readdirSync(folder).sort()).toEqual(['backup.json', 'leads.sqlite', 'meilisearch.dump', 'releases.json']);

    // While the API still has the store open, a restore is refused and changes nothing.
    const refused = run('scripts/restore.ts', ['--from', folder], env);
    expect([refused.status, refused.stdout]).toEqual([1, `Restore of ${folder}\n`]);
    expect(refused.stderr).toBe(
      `restore: ${db} is open in another process (the lead API or a delivery worker): stop them first; nothing was changed.\n`,
    );
    expect(allLeads(db)).toEqual(leadsBefore);

    // Destroy: the API stops, its store, the engine's data and the release records are lost.
    await api.close();
    for (const engine of engines.splice(0)) engine.kill('SIGKILL');
    rmSync(join(work, 'leads'), { recursive: true, force: true });
    rmSync(meiliData, { recursive: true, force: true });
    for (const id of RELEASES) rmSync(join(dealerDir, id, '.release.json'));
    rmSync(join(dealerDir, 'current'));

    const restored = run('scripts/restore.ts', ['--from', folder], env);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toBe(
      [
        `Restore of ${folder}`,
        `lead store (sqlite): ${LEADS} leads → ${db}`,
        'releases: 2 release records and 1 live releases put back',
        `Meilisearch: stop the engine, then start it once with --import-dump ${folder}/meilisearch.dump on an empty --db-path (docs/operations/backups.md).`,
        '',
      ].join('\n'),
    );
    expect(restored.status).toBe(0);
    expect(allLeads(db)).toEqual(leadsBefore);
    expect(
      RELEASES.map((id) => JSON.parse(readFileSync(join(dealerDir, id, '.release.json'), 'utf8')) as unknown),
    ).toEqual(metas);
    expect(readlinkSync(join(dealerDir, 'current'))).toBe(RELEASES[1]);

    // The engine, as the guide says: started once with the dump on an empty data folder.
    const again = await startEngine(join(work, 'meili-restored'), ['--import-dump', join(folder, 'meilisearch.dump')]);
    const documents = await meili(again, `/indexes/cars/documents?limit=${CARS + 10}`);
    expect(documents.total).toBe(CARS);
    expect(
      (documents.results as { id: string }[]).sort((a, b) => Number(a.id.slice(4)) - Number(b.id.slice(4))),
    ).toEqual(cars);
  }, 240_000);

  it('refuses a folder that holds no finished backup, changing nothing', () => {
    const empty = join(work, 'not-a-backup');
    mkdirSync(empty, { recursive: true });
    const db = join(work, 'untouched', 'leads.sqlite');
    const result = run('scripts/restore.ts', ['--from', empty], { LEAD_API_DB: db, DEPLOY_ROOT: join(work, 'o2') });
    expect([result.status, result.stdout, result.stderr]).toEqual([
      1,
      '',
      `restore: ${empty} has no backup.json: not a backup, or one that did not finish; nothing was changed.\n`,
    ]);
    expect(existsSync(join(work, 'untouched'))).toBe(false);
    const part = run('scripts/restore.ts', ['--from', empty, '--only', 'everything'], { LEAD_API_DB: db });
    expect([part.status, part.stderr]).toEqual([
      2,
      'restore: --only takes store or releases, not "everything".\nUsage: npm run restore -- --from <backup folder> [--only store|releases]\n',
    ]);
  }, 60_000);
});
