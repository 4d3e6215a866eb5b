import { describe, expect, it } from 'vitest';
import { parseShard, shardOf } from '../../scripts/lib/shard.ts';

const slugs = ['delta', 'alpha', 'echo', 'charlie', 'bravo'];
const same = (s: string) => s;

describe('--shard=i/n', () => {
  it('deals sorted dealers round-robin so each lands in exactly one shard', () => {
    const shards = [1, 2, 3].map((index) => shardOf(slugs, same, { index, count: 3 }));
    expect(shards).toEqual([['alpha', 'delta'], ['bravo', 'echo'], ['charlie']]);
    expect(shards.flat().sort()).toEqual([...slugs].sort());
  });

  it('gives everything to 1/1', () => {
    expect(shardOf(slugs, same, parseShard('1/1'))).toHaveLength(5);
  });

  it.each(['0/3', '4/3', '1/0', 'a/b', '2', ''])('rejects %j with a message naming the flag', (value) => {
    expect(() => parseShard(value)).toThrow(/--shard must look like i\/n/);
  });
});
