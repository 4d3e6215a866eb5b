import { Meilisearch } from 'meilisearch';
import type { Reservation } from './table.ts';
import { wantedIndexState } from './rules.ts';

/** What the reservation pass reads and writes of a car in the stock index. */
export interface HoldIndex {
  /** The car as indexed now (null: not in the index). */
  read(indexUid: string, carId: number): Promise<{ reserved: boolean; status: string } | null>;
  /** Partial updates: only `reserved` and `reserved_until` change; resolves once the engine applied them. */
  write(indexUid: string, cars: { id: number; reserved: boolean; reserved_until: string | null }[]): Promise<void>;
}

/** The index through a key allowed documents.get and documents.add (MEILI_WRITE_KEY). */
export function meiliHoldIndex(host: string, key: string): HoldIndex {
  const client = new Meilisearch({ host, apiKey: key, timeout: 5_000 });
  return {
    async read(indexUid, carId) {
      try {
        const doc = await client.index(indexUid).getDocument(carId, { fields: ['reserved', 'status'] });
        return { reserved: doc.reserved === true, status: String(doc.status) };
      } catch (error) {
        if ((error as { cause?: { code?: string } }).cause?.code === 'document_not_found') return null;
        throw error;
      }
    },
    async write(indexUid, cars) {
      const task = await client
        .index(indexUid)
        .updateDocuments(cars, { primaryKey: 'id' })
        .waitTask({ timeout: 10_000, interval: 100 });
      if (task.status !== 'succeeded') throw new Error(`Meilisearch task ${task.uid} ${task.status}`);
    },
  };
}

interface Holder {
  table: {
    byId(id: string): Promise<Reservation | null>;
    change(
      id: string,
      from: readonly Reservation['state'][],
      patch: { indexed_state: 'reserved' | 'free' },
      at: number,
    ): Promise<boolean>;
  };
  deps: { index: HoldIndex | null; fleet: { byWebsiteId: Map<number, { indexUid: string }> }; now: () => Date };
}

/**
 * Makes the index say what the store says: a held car reserved (with the hold's end), a car whose
 * hold ended free again, only where we marked it. A car already as wanted is left alone, so the
 * pass may call this every round (a feed import that wrote `reserved: false` over a hold is undone).
 * Returns the held reservations whose car the index no longer lists, or lists as sold.
 */
export async function syncHolds(holder: Holder, ids: readonly string[]): Promise<Reservation[]> {
  const { index, fleet } = holder.deps;
  if (!index) return [];
  const gone: Reservation[] = [];
  for (const id of ids) {
    const r = await holder.table.byId(id);
    const site = r ? fleet.byWebsiteId.get(r.websiteId) : undefined;
    if (!r || !site) continue;
    const wanted = wantedIndexState(r.state, r.indexedState);
    if (wanted === '') continue;
    const now = holder.deps.now().getTime();
    const car = await index.read(site.indexUid, r.carId);
    if (!car || car.status === 'sold') {
      if (r.state === 'held') gone.push(r);
      await holder.table.change(r.id, [r.state], { indexed_state: wanted }, now);
      continue;
    }
    const reserved = wanted === 'reserved';
    if (car.reserved !== reserved) {
      const until = reserved && r.holdEndsAt !== null ? new Date(r.holdEndsAt).toISOString() : null;
      await index.write(site.indexUid, [{ id: r.carId, reserved, reserved_until: until }]);
    }
    if (r.indexedState !== wanted) await holder.table.change(r.id, [r.state], { indexed_state: wanted }, now);
  }
  return gone;
}
