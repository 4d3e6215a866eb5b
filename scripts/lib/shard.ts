/** A `--shard=i/n` value: this runner builds part i (1-based) of n. */
export interface Shard {
  index: number;
  count: number;
}

/** Reads `i/n`; throws a message naming the flag when the value is not a valid shard. */
export function parseShard(value: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    throw new Error(`--shard must look like i/n with 1 ≤ i ≤ n (e.g. 2/4), got '${value}'`);
  }
  return { index, count };
}

/**
 * The dealers of one shard: sorted by slug and dealt round-robin, so every dealer lands in exactly
 * one shard, shards differ in size by at most one, and adding a dealer moves few others.
 */
export function shardOf<T>(items: readonly T[], slugOf: (item: T) => string, shard: Shard): T[] {
  return [...items]
    .sort((a, b) => slugOf(a).localeCompare(slugOf(b)))
    .filter((_, position) => position % shard.count === shard.index - 1);
}
