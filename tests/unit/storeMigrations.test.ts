import { describe, expect, it } from 'vitest';
import { migrationsOf, pendingMigrations, StoreTooNew } from '../../server/storage/migrations.ts';

const files = [
  { name: '0002_shared_counters.sql', sql: 'B' },
  { name: 'README.md', sql: 'not a migration' },
  { name: '0001_baseline.sql', sql: 'A' },
];

describe('lead store schema versions', () => {
  it('reads numbered files in version order and ignores other files', () => {
    expect(migrationsOf(files)).toEqual([
      { version: 1, name: 'baseline', sql: 'A' },
      { version: 2, name: 'shared_counters', sql: 'B' },
    ]);
  });

  it('refuses a gap in the numbers', () => {
    expect(() =>
      migrationsOf([
        { name: '0001_a.sql', sql: '' },
        { name: '0003_c.sql', sql: '' },
      ]),
    ).toThrow('Schema migrations must be numbered 0001, 0002, … without gaps: 3_c.');
  });

  it('applies what the store lacks, in order, and nothing twice', () => {
    const known = migrationsOf(files);
    expect(pendingMigrations([], known).map((m) => m.version)).toEqual([1, 2]);
    expect(pendingMigrations([1], known).map((m) => m.version)).toEqual([2]);
    expect(pendingMigrations([1, 2], known)).toEqual([]);
  });

  it('refuses a store newer than the code with one clear line', () => {
    const known = migrationsOf(files);
    expect(() => pendingMigrations([1, 2, 3], known)).toThrow(StoreTooNew);
    expect(() => pendingMigrations([1, 2, 3], known)).toThrow(
      'The lead store is at schema version 3, newer than this release knows (2): run the release that wrote it, or a newer one.',
    );
  });
});
