import { describe, expect, it } from 'vitest';
import { countReport, insertBatch } from '../../scripts/lib/storeCopy.ts';

describe('moving a lead store to PostgreSQL: the pure parts', () => {
  it('inserts a batch in one statement that leaves rows already there alone', () => {
    const rows = [
      { id: 'a', website_id: 1, data: '{}' },
      { id: 'b', website_id: 2, data: null },
    ];
    expect(insertBatch({ name: 'leads', key: ['id'] }, rows)).toEqual({
      sql: 'INSERT INTO leads (id, website_id, data) VALUES (?, ?, ?), (?, ?, ?) ON CONFLICT (id) DO NOTHING',
      params: ['a', 1, '{}', 'b', 2, null],
    });
    expect(insertBatch({ name: 'code_sends', key: null }, [{ website_id: 1 }]).sql).toBe(
      'INSERT INTO code_sends (website_id) VALUES (?)',
    );
  });

  it('prints one line per table and fails when a table holds other than the source rows', () => {
    const report = countReport([
      { table: 'leads', source: 2, target: 2, added: 2 },
      { table: 'code_sends', source: 1, target: 3, added: 0 },
    ]);
    expect(report.lines).toEqual([
      'leads       sqlite       2  postgres       2  added       2  ok',
      'code_sends  sqlite       1  postgres       3  added       0  DIFFERENT',
    ]);
    expect(report.ok).toBe(false);
  });
});
