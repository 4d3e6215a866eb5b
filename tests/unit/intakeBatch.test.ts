import { describe, expect, it } from 'vitest';
import { takeBatch } from '../../server/intake/batch.ts';

const item = (id: string, key: string | null) => ({ id, key });
const ids = (items: readonly { id: string }[]) => items.map((i) => i.id);

describe('which waiting lead intakes go to PostgreSQL together', () => {
  it('takes them oldest first, up to the cap; the rest wait in their order', () => {
    const waiting = ['a', 'b', 'c', 'd', 'e'].map((id) => item(id, `k-${id}`));
    const { batch, rest } = takeBatch(waiting, 3);
    expect(ids(batch)).toEqual(['a', 'b', 'c']);
    expect(ids(rest)).toEqual(['d', 'e']);
  });

  it('holds a second request with a key already in the batch for the next one', () => {
    const waiting = [item('first', 'k1'), item('other', 'k2'), item('retry', 'k1'), item('later', 'k3')];
    const { batch, rest } = takeBatch(waiting, 10);
    expect(ids(batch)).toEqual(['first', 'other', 'later']);
    expect(ids(rest)).toEqual(['retry']);
    // The next batch takes it: by then the first request's record is committed and replayed.
    expect(ids(takeBatch(rest, 10).batch)).toEqual(['retry']);
  });

  it('never holds back requests without a key, however many', () => {
    const waiting = [item('a', null), item('b', null), item('c', null)];
    expect(ids(takeBatch(waiting, 10).batch)).toEqual(['a', 'b', 'c']);
  });

  it('takes nothing from an empty queue', () => {
    expect(takeBatch([], 10)).toEqual({ batch: [], rest: [] });
  });
});
