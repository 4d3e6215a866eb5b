/**
 * Backups (`npm run backup`, `npm run restore`), the pure part: what a backup folder holds, its
 * name, which old ones go, the release records and the check of a manifest read back. No IO here.
 */

/** The parts of a backup; the compiler checks that each has its file and description. */
export type BackupPart = 'sqlite' | 'postgres' | 'meilisearch' | 'releases';

export const BACKUP_PARTS = {
  sqlite: { file: 'leads.sqlite', what: 'the SQLite lead store, copied with SQLite’s online backup' },
  postgres: { file: 'leads.pgdump', what: 'the PostgreSQL lead store, pg_dump’s custom format' },
  meilisearch: { file: 'meilisearch.dump', what: 'a Meilisearch dump: every index, its settings and keys' },
  releases: { file: 'releases.json', what: 'the deploy records: each dealer’s live release and release notes' },
} as const satisfies Record<BackupPart, { file: string; what: string }>;

/** The manifest, written last: a folder without it is not a backup. */
export const MANIFEST = 'backup.json';

/** How many backups `npm run backup` keeps by default (one a night: two weeks). */
export const DEFAULT_KEEP = 14;

export interface ReleaseRecord {
  id: string;
  /** The release's own `.release.json`, as it was (null when it had none). */
  meta: unknown;
}

export interface DealerReleases {
  slug: string;
  /** The release `current` pointed at (null before a first deploy). */
  current: string | null;
  releases: ReleaseRecord[];
}

export interface BackupManifest {
  version: 1;
  createdAt: string;
  leadStore: { engine: 'sqlite' | 'postgres'; file: string; leads: number };
  /** The dump's id on the engine, and its file here when the engine's dump folder was readable. */
  meilisearch: { dumpUid: string; file: string | null } | null;
  releases: { file: string; dealers: number };
}

/** The folder of a backup taken at `now`: UTC to the second, sorting by time (20261128T013000Z). */
export function backupName(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

export const isBackupName = (name: string): boolean => /^\d{8}T\d{6}Z$/.test(name);

/** The backups to delete so that the newest `keep` remain; other folders are never touched. */
export function backupsToPrune(names: readonly string[], keep: number): string[] {
  const backups = names.filter(isBackupName).sort();
  return backups.slice(0, Math.max(0, backups.length - keep));
}

/** The last part of a backup folder path, to name a part's file inside it. */
export const partFile = (part: BackupPart): string => BACKUP_PARTS[part].file;

/** Checks a manifest read back from disk: the manifest, or one line saying what is wrong with it. */
export function checkManifest(text: string, folder: string): BackupManifest | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return `${folder}/${MANIFEST} is not JSON: not a backup of this tool, or cut short.`;
  }
  const m = value as Partial<BackupManifest> | null;
  if (m?.version !== 1) return `${folder}/${MANIFEST} has no "version": 1: not a backup of this tool.`;
  const engine = m.leadStore?.engine;
  if (engine !== 'sqlite' && engine !== 'postgres') {
    return `${folder}/${MANIFEST}: leadStore.engine must be "sqlite" or "postgres".`;
  }
  if (m.leadStore?.file !== partFile(engine)) {
    return `${folder}/${MANIFEST}: leadStore.file must be "${partFile(engine)}".`;
  }
  if (m.releases?.file !== partFile('releases')) {
    return `${folder}/${MANIFEST}: releases.file must be "${partFile('releases')}".`;
  }
  return m as BackupManifest;
}

/** What the restore does with one recorded release, given whether its folder is still there. */
export type ReleaseStep =
  | { kind: 'meta'; slug: string; id: string; meta: unknown }
  | { kind: 'current'; slug: string; id: string }
  | { kind: 'gone'; slug: string; id: string };

/**
 * The release records put back: each present release gets its recorded `.release.json` back, each
 * dealer's `current` points where it did; a release whose folder is gone (its files are not in a
 * backup: they are rebuilt) is reported.
 */
export function releaseSteps(dealers: readonly DealerReleases[], present: (slug: string, id: string) => boolean) {
  const steps: ReleaseStep[] = [];
  for (const dealer of dealers) {
    for (const release of dealer.releases) {
      if (!present(dealer.slug, release.id)) steps.push({ kind: 'gone', slug: dealer.slug, id: release.id });
      else if (release.meta !== null)
        steps.push({ kind: 'meta', slug: dealer.slug, id: release.id, meta: release.meta });
    }
    if (dealer.current && present(dealer.slug, dealer.current)) {
      steps.push({ kind: 'current', slug: dealer.slug, id: dealer.current });
    }
  }
  return steps;
}

/** The one line a restore prints about the search engine, which must import its dump at start-up. */
export function meiliRestoreLine(manifest: BackupManifest, folder: string): string {
  const dump = manifest.meilisearch;
  if (!dump) return 'Meilisearch: not in this backup; re-import the feeds (npm run import) or seed.';
  if (!dump.file) {
    return `Meilisearch: dump ${dump.dumpUid} stayed in the engine's dump folder: start the engine once with --import-dump <that folder>/${dump.dumpUid}.dump on an empty --db-path.`;
  }
  return `Meilisearch: stop the engine, then start it once with --import-dump ${folder}/${dump.file} on an empty --db-path (docs/operations/backups.md).`;
}
