import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { API_BUSY_TIMEOUT_MS, isBusy } from '../../server/sqliteBusy.ts';
import { apiHarness, EXPORT_KEY, groupEnquiry } from './apiHarness.ts';

// Another connection holding the write lock must not freeze the API.
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function lockedStore() {
  const dir = mkdtempSync(join(tmpdir(), 'busy-'));
  dirs.push(dir);
  const dbPath = join(dir, 'leads.sqlite');
  const api = apiHarness({ dbPath });
  const other = new DatabaseSync(dbPath);
  return { api, other };
}

const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
};

describe('a write lock held by another connection', () => {
  it('answers writes 503 with Retry-After after a short wait, and stores them once the lock is gone', async () => {
    const { api, other } = lockedStore();
    other.exec('BEGIN IMMEDIATE');
    for (const body of [groupEnquiry, { ...groupEnquiry, email: 'second@example.com' }]) {
      const { value: res, ms } = await timed(() =>
        api.call('POST', '/api/leads', body, { 'Idempotency-Key': 'busy-0001' }),
      );
      expect([res.status, res.headers.get('retry-after'), res.json.error]).toEqual([
        503,
        '1',
        'The server is busy. Please try again in a moment.',
      ]);
      expect(ms).toBeLessThan(API_BUSY_TIMEOUT_MS + 1_000);
    }
    other.exec('COMMIT');
    // The refusal was not kept as the key's answer: the retry is stored.
    const retried = await api.call('POST', '/api/leads', groupEnquiry, { 'Idempotency-Key': 'busy-0001' });
    expect(retried.status).toBe(201);
    other.close();
  });

  it('keeps health checks and reads answering while the lock is held', async () => {
    const { api, other } = lockedStore();
    const stored = await api.call('POST', '/api/leads', groupEnquiry);
    expect(stored.status).toBe(201);
    other.exec('BEGIN IMMEDIATE');
    const health = await timed(() => api.call('GET', '/api/health'));
    expect([health.value.status, health.value.json.leads]).toEqual([200, 1]);
    expect(health.ms).toBeLessThan(200);
    const auth = { Authorization: `Bearer harbour-auto-group-${EXPORT_KEY}` };
    const read = await timed(() => api.call('GET', '/api/dealers/harbour-auto-group/leads', undefined, auth));
    expect(read.value.status).toBe(200);
    expect(read.ms).toBeLessThan(200);
    other.exec('ROLLBACK');
    other.close();
  });

  it('tells a lock error from other errors', () => {
    expect(isBusy(Object.assign(new Error('database is locked'), { errcode: 5 }))).toBe(true);
    expect(isBusy(new Error('database is locked'))).toBe(true);
    expect(isBusy(Object.assign(new Error('UNIQUE constraint failed'), { errcode: 19 }))).toBe(false);
  });
});
