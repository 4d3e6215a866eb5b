import { describe, expect, it } from 'vitest';
import {
  backupName,
  backupsToPrune,
  checkManifest,
  meiliRestoreLine,
  releaseSteps,
  type BackupManifest,
} from '../../scripts/backup/plan.ts';

const manifest: BackupManifest = {
  version: 1,
  createdAt: '2026-11-28T01:30:00.000Z',
  leadStore: { engine: 'sqlite', file: 'leads.sqlite', leads: 3 },
  meilisearch: { dumpUid: '20261128-013001123', file: 'meilisearch.dump' },
  releases: { file: 'releases.json', dealers: 2 },
};

describe('backup plan', () => {
  it('names a backup by its UTC second, so names sort by time', () => {
    expect(backupName(new Date('2026-11-28T01:30:05.987Z'))).toBe('20261128T013005Z');
  });

  it('prunes the oldest backups beyond the number kept, and no other folder', () => {
    const names = ['20261126T013000Z', 'notes', '20261128T013000Z', '20261127T013000Z', '20261125T013000Z.partial'];
    expect(backupsToPrune(names, 2)).toEqual(['20261126T013000Z']);
    expect(backupsToPrune(names, 3)).toEqual([]);
    expect(backupsToPrune(names, 1)).toEqual(['20261126T013000Z', '20261127T013000Z']);
  });

  it('reads a manifest back, or says in one line what is wrong with it', () => {
    expect(checkManifest(JSON.stringify(manifest), '/b/x')).toEqual(manifest);
    expect(checkManifest('{"version":1', '/b/x')).toBe(
      '/b/x/backup.json is not JSON: not a backup of this tool, or cut short.',
    );
    expect(checkManifest('null', '/b/x')).toBe('/b/x/backup.json has no "version": 1: not a backup of this tool.');
    expect(checkManifest(JSON.stringify({ ...manifest, leadStore: { engine: 'mysql' } }), '/b/x')).toBe(
      '/b/x/backup.json: leadStore.engine must be "sqlite" or "postgres".',
    );
    expect(
      checkManifest(JSON.stringify({ ...manifest, leadStore: { engine: 'postgres', file: 'leads.sqlite' } }), '/b/x'),
    ).toBe('/b/x/backup.json: leadStore.file must be "leads.pgdump".');
    expect(checkManifest(JSON.stringify({ ...manifest, releases: { file: '../etc/passwd' } }), '/b/x')).toBe(
      '/b/x/backup.json: releases.file must be "releases.json".',
    );
  });

  it('puts back the notes of releases still on disk and the live link, and names the gone ones', () => {
    const present = new Set(['a/r1', 'a/r2', 'b/r3']);
    const steps = releaseSteps(
      [
        {
          slug: 'a',
          current: 'r2',
          releases: [
            { id: 'r1', meta: { id: 'r1' } },
            { id: 'r2', meta: null },
          ],
        },
        {
          slug: 'b',
          current: 'r4',
          releases: [
            { id: 'r3', meta: { id: 'r3' } },
            { id: 'r4', meta: { id: 'r4' } },
          ],
        },
      ],
      (slug, id) => present.has(`${slug}/${id}`),
    );
    expect(steps).toEqual([
      { kind: 'meta', slug: 'a', id: 'r1', meta: { id: 'r1' } },
      { kind: 'current', slug: 'a', id: 'r2' },
      { kind: 'meta', slug: 'b', id: 'r3', meta: { id: 'r3' } },
      { kind: 'gone', slug: 'b', id: 'r4' },
    ]);
  });

  it('tells how the engine imports its dump, whether the dump is in the backup or not', () => {
    expect(meiliRestoreLine(manifest, '/b/20261128T013000Z')).toBe(
      'Meilisearch: stop the engine, then start it once with --import-dump /b/20261128T013000Z/meilisearch.dump on an empty --db-path (docs/operations/backups.md).',
    );
    expect(meiliRestoreLine({ ...manifest, meilisearch: { dumpUid: 'd1', file: null } }, '/b/x')).toBe(
      "Meilisearch: dump d1 stayed in the engine's dump folder: start the engine once with --import-dump <that folder>/d1.dump on an empty --db-path.",
    );
    expect(meiliRestoreLine({ ...manifest, meilisearch: null }, '/b/x')).toBe(
      'Meilisearch: not in this backup; re-import the feeds (npm run import) or seed.',
    );
  });
});
