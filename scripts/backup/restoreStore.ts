import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { preparePrivateFile } from '../../server/privateFiles.ts';
import { LeadStore } from '../../server/store.ts';
import { currentRelease, RELEASE_META, switchTo } from '../deploy/releaseFiles.ts';
import { releaseSteps, type DealerReleases } from './plan.ts';
import { sqliteInUse } from './sqliteInUse.ts';

/** The message of a store another process still has open (the same words as migrate-store's). */
export const inUseMessage = (file: string) =>
  `${file} is open in another process (the lead API or a delivery worker): stop them first`;

/**
 * Puts a SQLite backup in place of the lead store `target`. Refused while another process has the
 * target open; a store already there is kept beside it (`<file>.before-restore-<stamp>`, its WAL
 * with it), never overwritten. Returns the restored lead count and where the old store went.
 */
export async function restoreSqlite(
  backupFile: string,
  target: string,
  stamp: string,
): Promise<{ leads: number; keptAs: string | null }> {
  if (sqliteInUse(target)) throw new Error(inUseMessage(target));
  let keptAs: string | null = null;
  if (existsSync(target)) {
    keptAs = `${target}.before-restore-${stamp}`;
    for (const suffix of ['', '-wal', '-shm']) {
      if (existsSync(target + suffix)) renameSync(target + suffix, keptAs + suffix);
    }
  }
  try {
    preparePrivateFile(target);
    const source = new DatabaseSync(backupFile, { readOnly: true });
    try {
      await backup(source, target);
    } finally {
      source.close();
    }
  } catch (error) {
    // The store that was there goes back: a failed restore changes nothing.
    rmSync(target, { force: true });
    if (keptAs)
      for (const suffix of ['', '-wal', '-shm'])
        if (existsSync(keptAs + suffix)) renameSync(keptAs + suffix, target + suffix);
    throw error;
  }
  const restored = new DatabaseSync(target);
  try {
    return { leads: (restored.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n, keptAs };
  } finally {
    restored.close();
  }
}

/** `pg_restore` of a custom-format dump into DATABASE_URL, replacing the tables it holds, in one transaction. */
export async function restorePostgres(dumpFile: string, url: string): Promise<number> {
  const run = spawnSync(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${url}`, dumpFile],
    { encoding: 'utf8', timeout: 60 * 60_000 },
  );
  if (run.error) throw new Error(`pg_restore could not run (${run.error.message}): install postgresql-client`);
  if (run.status !== 0) throw new Error(`pg_restore failed: ${run.stderr.trim().split('\n')[0] ?? ''}`);
  const store = new LeadStore(url);
  try {
    await store.opened();
    return Number((await store.driver.all('SELECT count(*) AS n FROM leads'))[0]?.n ?? 0);
  } finally {
    await store.close();
  }
}

/** Puts the release records back under `$DEPLOY_ROOT/releases/`; returns the counts and the gone releases. */
export function restoreReleases(recordsFile: string, deployRoot: string) {
  const dealers = JSON.parse(readFileSync(recordsFile, 'utf8')) as DealerReleases[];
  const dir = (slug: string) => join(deployRoot, 'releases', slug);
  const steps = releaseSteps(dealers, (slug, id) => existsSync(join(dir(slug), id)));
  const done = { meta: 0, current: 0, gone: [] as string[] };
  for (const step of steps) {
    switch (step.kind) {
      case 'meta':
        writeFileSync(join(dir(step.slug), step.id, RELEASE_META), JSON.stringify(step.meta, null, 2));
        done.meta += 1;
        break;
      case 'current':
        if (currentRelease(dir(step.slug)) !== step.id) switchTo(dir(step.slug), step.id);
        done.current += 1;
        break;
      case 'gone':
        done.gone.push(`${step.slug}/${step.id}`);
        break;
      default: {
        const never: never = step;
        throw new Error(`unknown release step ${JSON.stringify(never)}`);
      }
    }
  }
  return done;
}
