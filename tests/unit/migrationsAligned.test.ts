import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIR = 'server/storage/migrations';
const filesOf = (engine: string) => readdirSync(`${DIR}/${engine}`).sort();

describe('the two engines’ migration folders', () => {
  it('carry the same numbers and names', () => {
    const sqlite = filesOf('sqlite');
    expect(sqlite.length).toBeGreaterThanOrEqual(6);
    expect(sqlite.slice(0, 6)).toEqual([
      '0001_baseline.sql',
      '0002_shared_counters.sql',
      '0003_wake_workers.sql',
      '0004_sign_in_source_columns.sql',
      '0005_reservations.sql',
      '0006_console.sql',
    ]);
    expect(filesOf('postgres')).toEqual(sqlite);
  });

  it('each file says how to roll it back in its first line', () => {
    for (const engine of ['sqlite', 'postgres'])
      for (const name of filesOf(engine))
        expect(readFileSync(`${DIR}/${engine}/${name}`, 'utf8').split('\n')[0], `${engine}/${name}`).toMatch(
          /^-- rollback: \S/,
        );
  });
});
