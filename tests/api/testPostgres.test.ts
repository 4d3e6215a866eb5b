import { existsSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startPostgres } from '../../scripts/lib/postgresCluster.ts';

describe('the tests’ own PostgreSQL', () => {
  it('starts a throw-away cluster on a loopback port in the tests’ range and removes it on stop', async () => {
    const cluster = await startPostgres();
    try {
      expect(cluster.url).toBe(`postgres://postgres@127.0.0.1:${cluster.port}/postgres`);
      expect(cluster.port).toBeGreaterThanOrEqual(45_000);
      expect(cluster.port).toBeLessThanOrEqual(45_099);
      const client = new pg.Client(cluster.url);
      await client.connect();
      const { rows } = await client.query<{ ok: number }>('SELECT 1 AS ok');
      await client.end();
      expect(rows).toEqual([{ ok: 1 }]);
    } finally {
      cluster.stop();
    }
    expect(existsSync(cluster.dir)).toBe(false);
  }, 60_000);
});
