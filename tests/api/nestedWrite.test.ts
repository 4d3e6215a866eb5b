import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LeadStore } from '../../server/store.ts';
import { testStoreLocation } from '../support/testStore.ts';

/** A write started inside a write: the same behaviour on SQLite (api) and PostgreSQL (api-postgres). */
const now = new Date('2026-03-02T01:00:00.000Z');
const opened: LeadStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

async function freshStore(): Promise<LeadStore> {
  const store = new LeadStore(testStoreLocation(join(mkdtempSync(join(tmpdir(), 'nested-write-')), 'leads.sqlite')));
  opened.push(store);
  await store.opened();
  return store;
}

describe('a write inside a write joins it, on both engines', () => {
  it('resolves within the outer write and commits both rows with it', { timeout: 5_000 }, async () => {
    const store = await freshStore();
    const answer = await store.write(async () => {
      await store.addEvent('outer', 7, { n: 1 }, now);
      const inner = await store.write(async () => {
        await store.addEvent('inner', 7, { n: 2 }, now);
        return 'inner done';
      });
      return `${inner}, outer done`;
    });
    expect(answer).toBe('inner done, outer done');
    expect(await store.events('outer', 7)).toEqual([{ n: 1 }]);
    expect(await store.events('inner', 7)).toEqual([{ n: 2 }]);
  });

  it('rolls back with the outer write when the outer write throws after it', { timeout: 5_000 }, async () => {
    const store = await freshStore();
    const failed = store.write(async () => {
      await store.addEvent('outer', 7, { n: 1 }, now);
      await store.write(() => store.addEvent('inner', 7, { n: 2 }, now));
      throw new Error('outer write refused');
    });
    await expect(failed).rejects.toThrow('outer write refused');
    expect(await store.events('outer', 7)).toEqual([]);
    expect(await store.events('inner', 7)).toEqual([]);
  });

  it(
    'a write started by a timer the outer write set, after it ended, is a transaction of its own',
    { timeout: 5_000 },
    async () => {
      const store = await freshStore();
      let late: Promise<string> | undefined;
      await store.write(async () => {
        await store.addEvent('outer', 7, { n: 1 }, now);
        late = new Promise<string>((resolve) => {
          setImmediate(() => {
            const refused = store.write(async () => {
              await store.addEvent('late', 7, { n: 3 }, now);
              throw new Error('late write refused');
            });
            resolve(
              refused.then(
                () => 'stored',
                (error: unknown) => (error as Error).message,
              ),
            );
          });
        });
      });
      expect(await late).toBe('late write refused');
      expect(await store.events('late', 7)).toEqual([]);
      expect(await store.events('outer', 7)).toEqual([{ n: 1 }]);
    },
  );
});
