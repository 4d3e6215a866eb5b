/**
 * Which waiting intakes go to the database together: the oldest first, at most `cap`, and one per
 * Idempotency-Key. A second request with a key already in the batch waits for the next one, where
 * the first request's record is found and replayed: a batch never stores a key twice.
 */
export function takeBatch<T extends { readonly key: string | null }>(
  waiting: readonly T[],
  cap: number,
): { batch: T[]; rest: T[] } {
  const batch: T[] = [];
  const rest: T[] = [];
  const keys = new Set<string>();
  for (const item of waiting) {
    if (batch.length >= cap || (item.key !== null && keys.has(item.key))) {
      rest.push(item);
      continue;
    }
    if (item.key !== null) keys.add(item.key);
    batch.push(item);
  }
  return { batch, rest };
}
