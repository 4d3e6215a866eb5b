import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isPostgresUrl, storeLocation } from '../server/store.ts';
import { buildEnv } from '../src/config/env/load.ts';
import { backupName, checkManifest, MANIFEST, meiliRestoreLine } from './backup/plan.ts';
import { restorePostgres, restoreReleases, restoreSqlite } from './backup/restoreStore.ts';
import { cliArgs } from './lib/cli.ts';

/**
 * `npm run restore -- --from <backup folder>`: puts a backup of `npm run backup` back: the lead store
 * (into LEAD_API_DB, keeping a file already there beside it, or into DATABASE_URL with pg_restore),
 * the release records of the releases still on disk, and prints how the search engine imports its
 * dump. Guide: docs/operations/backups.md.
 */
const usage = 'npm run restore -- --from <backup folder> [--only store|releases]';
const { values } = cliArgs(usage, { options: { from: { type: 'string' }, only: { type: 'string' } } });
function fail(message: string): never {
  console.error(`restore: ${message}`);
  process.exit(1);
}
if (!values.from) {
  console.error(`restore: --from names the backup folder to restore.\nUsage: ${usage}`);
  process.exit(2);
}
if (values.only !== undefined && values.only !== 'store' && values.only !== 'releases') {
  console.error(`restore: --only takes store or releases, not "${values.only}".\nUsage: ${usage}`);
  process.exit(2);
}
// The store belongs to the lead API's user and the releases to the deploy user: each restores its own.
const doStore = values.only !== 'releases';
const doReleases = values.only !== 'store';
const folder = resolve(values.from);
if (!existsSync(join(folder, MANIFEST))) {
  fail(`${folder} has no ${MANIFEST}: not a backup, or one that did not finish; nothing was changed.`);
}
const manifest = checkManifest(readFileSync(join(folder, MANIFEST), 'utf8'), folder);
if (typeof manifest === 'string') fail(`${manifest} Nothing was changed.`);

const env = buildEnv();
const location = storeLocation(env);
const hostEngine = isPostgresUrl(location) ? 'postgres' : 'sqlite';
if (doStore && manifest.leadStore.engine !== hostEngine) {
  fail(
    `this backup holds a ${manifest.leadStore.engine} lead store but this host stores leads in ${hostEngine}` +
      ` (${hostEngine === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is unset'}); nothing was changed.`,
  );
}

console.log(`Restore of ${folder}`);
const storeFile = join(folder, manifest.leadStore.file);
try {
  if (!doStore) {
    // The lead store is left as it is (--only releases).
  } else if (manifest.leadStore.engine === 'postgres') {
    const leads = await restorePostgres(storeFile, location);
    console.log(`lead store (postgres): ${leads} leads → DATABASE_URL`);
  } else {
    const { leads, keptAs } = await restoreSqlite(storeFile, location, backupName(new Date()));
    console.log(`lead store (sqlite): ${leads} leads → ${location}`);
    if (keptAs) console.log(`the store that was there is kept as ${keptAs}`);
  }
} catch (error) {
  fail(`${(error as Error).message}; nothing was changed.`);
}

if (doReleases) {
  const releases = restoreReleases(join(folder, manifest.releases.file), resolve(env.DEPLOY_ROOT));
  console.log(`releases: ${releases.meta} release records and ${releases.current} live releases put back`);
  for (const gone of releases.gone) {
    console.log(`releases: ${gone} is gone (release files are not backed up): rebuild and deploy that dealer`);
  }
}
if (doStore) console.log(meiliRestoreLine(manifest, folder));
