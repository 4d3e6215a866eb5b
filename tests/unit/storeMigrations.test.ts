import { describe, expect, it } from 'vitest';
import { migrationsOf, pendingMigrations, StoreTooNew } from '../../server/storage/migrations.ts';

const files = [
  { name: '0002_shared_counters.sql', sql: 'B' },
  { name: 'README.md', sql: 'not a migration' },
  { name: '0001_baseline.sql', sql: 'A' },
];

const additive = (...versions: number[]) => versions.map((version) => ({ version, breaksOlderCode: null }));

describe('lead store schema versions', () => {
  it('reads numbered files in version order and ignores other files', () => {
    expect(migrationsOf(files)).toEqual([
      { version: 1, name: 'baseline', sql: 'A', breaksOlderCode: null, addColumns: [] },
      { version: 2, name: 'shared_counters', sql: 'B', breaksOlderCode: null, addColumns: [] },
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
    expect(pendingMigrations(additive(1), known).map((m) => m.version)).toEqual([2]);
    expect(pendingMigrations(additive(1, 2), known)).toEqual([]);
  });

  it('starts older code on a store whose newer versions are all additive', () => {
    const known = migrationsOf(files);
    expect(pendingMigrations(additive(1, 2, 3, 4), known)).toEqual([]);
    expect(pendingMigrations(additive(1, 3), known).map((m) => m.version)).toEqual([2]);
  });

  it('refuses a store with a newer version that breaks older code, with one clear line', () => {
    const known = migrationsOf(files);
    const applied = [
      ...additive(1, 2, 3),
      { version: 5, breaksOlderCode: 'leads.data split into columns' },
      { version: 4, breaksOlderCode: 'codes renamed to sign_in_codes' },
    ];
    expect(() => pendingMigrations(applied, known)).toThrow(StoreTooNew);
    expect(() => pendingMigrations(applied, known)).toThrow(
      'The lead store is at schema version 4 (codes renamed to sign_in_codes), which this release (2) cannot read: run the release that wrote it, or a newer one.',
    );
  });

  it('does not refuse a breaking version this code already knows', () => {
    const known = migrationsOf([...files, { name: '0003_split.sql', sql: '-- breaks-older-code: split\nSELECT 1;' }]);
    expect(pendingMigrations([...additive(1, 2), { version: 3, breaksOlderCode: 'split' }], known)).toEqual([]);
  });

  it('reads the breaking mark and the columns to add where missing from the header', () => {
    const [m] = migrationsOf([
      {
        name: '0001_a.sql',
        sql: "-- breaks-older-code:  codes renamed \n-- add-column-if-missing: code_sends network TEXT NOT NULL DEFAULT ''\nSELECT 1;",
      },
    ]);
    expect(m!.breaksOlderCode).toBe('codes renamed');
    expect(m!.addColumns).toEqual([{ table: 'code_sends', column: 'network', definition: "TEXT NOT NULL DEFAULT ''" }]);
    expect(() => migrationsOf([{ name: '0001_a.sql', sql: '-- breaks-older-code:\nSELECT 1;' }])).toThrow(
      'Schema migration 1_a: "-- breaks-older-code:" needs a reason after the colon.',
    );
  });
});
