import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isPostgresUrl, storeLocation } from '../server/store.ts';
import { buildEnv } from '../src/config/env/load.ts';
import {
  BACKUP_PARTS,
  backupName,
  backupsToPrune,
  DEFAULT_KEEP,
  MANIFEST,
  partFile,
  type BackupManifest,
} from './backup/plan.ts';
import { backupSqlite, collectReleases, dumpPostgres, meiliDump, takeDumpFile } from './backup/take.ts';
import { cliArgs, wholeNumber } from './lib/cli.ts';
import { connectSearchEngine, DEFAULT_DATA_DIR } from './lib/searchEngine.ts';

/**
 * `npm run backup [-- --to DIR] [--keep N] [--meili-dumps DIR]`: one dated folder under DIR holding
 * the lead store (SQLite's online backup of LEAD_API_DB, or pg_dump of DATABASE_URL), a Meilisearch
 * dump and the deploy release records, then a manifest; the oldest beyond --keep are removed. The
 * folder is written as `<name>.partial` and renamed when whole, so a failed run leaves no backup
 * that looks complete and removes none. Guide: docs/operations/backups.md.
 */
const usage = 'npm run backup -- [--to DIR] [--keep N] [--meili-dumps DIR] [--no-meili]';
const { values } = cliArgs(usage, {
  options: {
    to: { type: 'string', default: '.data/backups' },
    keep: { type: 'string', default: String(DEFAULT_KEEP) },
    'meili-dumps': { type: 'string' },
    'no-meili': { type: 'boolean', default: false },
  },
});
const keep = wholeNumber('keep', values.keep, 1, 1000);
const env = buildEnv();
const root = resolve(values.to);
const name = backupName(new Date());
const folder = join(root, name);
const partial = `${folder}.partial`;

async function take(): Promise<BackupManifest> {
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  const location = storeLocation(env);
  const engine = isPostgresUrl(location) ? 'postgres' : 'sqlite';
  const leads =
    engine === 'postgres'
      ? await dumpPostgres(location, join(partial, partFile('postgres')))
      : await backupSqlite(location, join(partial, partFile('sqlite')));
  console.log(`lead store (${engine}): ${leads} leads → ${partFile(engine)}`);

  let meilisearch: BackupManifest['meilisearch'] = null;
  if (!values['no-meili']) {
    const engineHere = await connectSearchEngine();
    try {
      const dumpUid = await meiliDump(engineHere.host, engineHere.masterKey);
      // The embedded engine's dump folder is ours; a separate engine's only when named.
      const dumpDir = values['meili-dumps'] ?? (env.MEILI_HOST ? undefined : join(DEFAULT_DATA_DIR, 'dumps'));
      const copied = takeDumpFile(dumpDir, dumpUid, join(partial, partFile('meilisearch')));
      meilisearch = { dumpUid, file: copied ? partFile('meilisearch') : null };
      console.log(
        copied
          ? `meilisearch: dump ${dumpUid} → ${partFile('meilisearch')}`
          : `meilisearch: dump ${dumpUid} left in the engine's dump folder (no --meili-dumps)`,
      );
    } finally {
      await engineHere.stop();
    }
  }

  const dealers = collectReleases(resolve(env.DEPLOY_ROOT));
  writeFileSync(join(partial, partFile('releases')), JSON.stringify(dealers, null, 2));
  console.log(`releases: ${dealers.length} dealer${dealers.length === 1 ? '' : 's'} → ${partFile('releases')}`);

  const manifest: BackupManifest = {
    version: 1,
    createdAt: new Date().toISOString(),
    leadStore: { engine, file: partFile(engine), leads },
    meilisearch,
    releases: { file: partFile('releases'), dealers: dealers.length },
  };
  writeFileSync(join(partial, MANIFEST), JSON.stringify({ ...manifest, parts: BACKUP_PARTS }, null, 2));
  return manifest;
}

console.log(`Backup ${name} in ${folder}`);
try {
  await take();
  renameSync(partial, folder);
} catch (error) {
  rmSync(partial, { recursive: true, force: true });
  console.error(`backup: ${(error as Error).message}; no backup was written, none removed.`);
  process.exit(1);
}
const old = backupsToPrune(readdirSync(root), keep);
for (const gone of old) rmSync(join(root, gone), { recursive: true, force: true });
if (old.length > 0) console.log(`removed ${old.length} old backup${old.length === 1 ? '' : 's'} (keeping ${keep})`);
