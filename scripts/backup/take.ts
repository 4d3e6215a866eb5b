import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { preparePrivateFile } from '../../server/privateFiles.ts';
import { LeadStore } from '../../server/store.ts';
import { currentRelease, readMeta, releaseNames } from '../deploy/releaseFiles.ts';
import type { DealerReleases } from './plan.ts';

/** How long a Meilisearch dump may take before the backup gives up on it. */
const DUMP_TIMEOUT_MS = 30 * 60_000;

const leadCount = (db: DatabaseSync) => (db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n;

/**
 * Copies a SQLite lead store page by page with SQLite's online backup (the API may go on writing: a
 * page changed under the copy restarts it), then checks the copy. Returns the copy's lead count.
 */
export async function backupSqlite(file: string, dest: string): Promise<number> {
  if (!existsSync(file)) throw new Error(`no lead store at ${file}`);
  const source = new DatabaseSync(file, { timeout: 5_000 });
  // Shoppers' details: the copy is made 0600 in a 0700 folder before a page is written.
  preparePrivateFile(dest);
  try {
    await backup(source, dest);
  } finally {
    source.close();
  }
  // One self-contained file: the copy leaves WAL mode (the API sets it again when it opens a restore).
  const copy = new DatabaseSync(dest);
  try {
    copy.exec('PRAGMA journal_mode = DELETE');
    const check = copy.prepare('PRAGMA integrity_check').get() as { integrity_check: string };
    if (check.integrity_check !== 'ok') throw new Error(`the copy of ${file} fails its integrity check`);
    return leadCount(copy);
  } finally {
    copy.close();
  }
}

/** `pg_dump` of the PostgreSQL lead store in its custom format; returns the lead count it held. */
export async function dumpPostgres(url: string, dest: string): Promise<number> {
  const run = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dest}`, `--dbname=${url}`], {
    encoding: 'utf8',
    timeout: 60 * 60_000,
  });
  if (run.error) throw new Error(`pg_dump could not run (${run.error.message}): install postgresql-client`);
  if (run.status !== 0) throw new Error(`pg_dump failed: ${run.stderr.trim().split('\n')[0] ?? ''}`);
  const store = new LeadStore(url);
  try {
    await store.opened();
    return Number((await store.driver.all('SELECT count(*) AS n FROM leads'))[0]?.n ?? 0);
  } finally {
    await store.close();
  }
}

interface MeiliTask {
  status: string;
  details?: { dumpUid?: string };
  error?: { message?: string };
}

/** Asks Meilisearch for a dump and waits for it; returns the dump's id (its file is `<id>.dump`). */
export async function meiliDump(host: string, key: string, started = Date.now()): Promise<string> {
  const call = async (path: string, method = 'GET') => {
    const response = await fetch(`${host}${path}`, {
      method,
      headers: { Authorization: `Bearer ${key}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Meilisearch answered ${response.status} to ${method} ${path}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const { taskUid } = (await call('/dumps', 'POST')) as { taskUid: number };
  while (Date.now() - started < DUMP_TIMEOUT_MS) {
    const task = (await call(`/tasks/${taskUid}`)) as unknown as MeiliTask;
    if (task.status === 'succeeded' && task.details?.dumpUid) return task.details.dumpUid;
    if (task.status === 'failed' || task.status === 'canceled') {
      throw new Error(`the Meilisearch dump ${task.status}: ${task.error?.message ?? 'no reason given'}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the Meilisearch dump took over ${DUMP_TIMEOUT_MS / 60_000} minutes`);
}

/** Copies the engine's dump file into the backup (removing it there when allowed); true if it did. */
export function takeDumpFile(dumpDir: string | undefined, dumpUid: string, dest: string): boolean {
  if (!dumpDir) return false;
  const file = join(dumpDir, `${dumpUid}.dump`);
  if (!existsSync(file)) throw new Error(`the dump ${file} is not there: is --meili-dumps the engine's --dump-dir?`);
  copyFileSync(file, dest);
  try {
    rmSync(file, { force: true });
  } catch {
    // The engine's folder is not ours to write on a production host: a tmpfiles rule ages it out.
  }
  return true;
}

/** Every dealer's release records under `$DEPLOY_ROOT/releases/`: the live one and each release's notes. */
export function collectReleases(deployRoot: string): DealerReleases[] {
  const root = join(deployRoot, 'releases');
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((slug) => {
      const dir = join(root, slug);
      const releases = releaseNames(dir)
        .sort()
        .map((id) => ({ id, meta: readMeta(join(dir, id)) }));
      return { slug, current: currentRelease(dir), releases };
    });
}
