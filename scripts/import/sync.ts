import { createHash } from 'node:crypto';
import type { Car, CarStatus } from '../../src/domain/car.ts';
import { placeOf, type DealerStockPlaces } from './places.ts';
import { rowKey, withDerivedId, type FeedKey } from './keys.ts';
import { checkRow } from './rowSchema.ts';
import { toCar, type KeptFields } from './toCar.ts';
import { expectedFound } from '../../src/config/expectedFound.ts';

/** JSON with keys sorted at every level, so a document's hash does not depend on key order (hot path: plain loops). */
export function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + stableJson(value[i]);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  let out = '{';
  for (const key of Object.keys(record).sort()) {
    const item = record[key];
    if (item === undefined) continue;
    out += `${out.length === 1 ? '' : ','}${JSON.stringify(key)}:${stableJson(item)}`;
  }
  return `${out}}`;
}

export const docHash = (car: unknown) => createHash('sha1').update(stableJson(car)).digest('base64url');

/** What the importer remembers of each car of the dealer in the index (small: the full documents are not kept). */
export interface IndexedCar extends KeptFields {
  hash: string;
  status: CarStatus;
  /** A seeded sample car (not the dealer's stock): the dealer's first import replaces it. */
  sample: boolean;
}

export function indexedCar(car: Car): IndexedCar {
  return {
    // The sold-listing mark is the stock jobs' own (src/search/soldListings.ts), never the feed's:
    // a marked car the feed still lists unchanged is unchanged.
    hash: docHash({ ...car, sold_listing_ended: undefined }),
    status: car.status,
    created_at_timestamp: car.created_at_timestamp,
    sold_date_timestamp: car.sold_date_timestamp,
    views: car.views,
    reserved_until: car.reserved_until ?? null,
    sample: car.sample_stock === true,
  };
}

export type RowOutcome =
  { kind: 'added' | 'updated'; car: Car } | { kind: 'unchanged' } | { kind: 'invalid'; error: string };

/** How a dealer's feed names its cars: the `feed.key` field, and the dealer's slug (derived ids hash it). */
export interface Keying {
  slug: string;
  key: FeedKey;
}

/** Turns feed rows into index changes against what the index holds; one instance per dealer and import. */
export class SyncPlan {
  readonly counts = { added: 0, updated: 0, unchanged: 0, invalid: 0 };
  readonly errors: string[] = [];
  /** Invalid rows whose car the index already holds: the car stays as it was (ids). */
  readonly kept: number[] = [];
  private readonly seen = new Map<number, string>();
  private readonly dealer: DealerStockPlaces;
  private readonly indexed: ReadonlyMap<number, IndexedCar>;
  private readonly nowSeconds: number;
  private readonly keying: Keying;

  constructor(
    dealer: DealerStockPlaces,
    indexed: ReadonlyMap<number, IndexedCar>,
    nowSeconds: number,
    keying: Keying = { slug: '', key: 'id' },
  ) {
    this.dealer = dealer;
    this.indexed = indexed;
    this.nowSeconds = nowSeconds;
    this.keying = keying;
  }

  /** Checks and converts one feed row (numbered from 1, the header not counted). */
  row(rowNumber: number, raw: Record<string, unknown>): RowOutcome {
    const { key, slug } = this.keying;
    const named = rowKey(rowNumber, raw, key, slug);
    if (!named.ok) return this.invalid(named.error);
    // Duplicates first: the first row of a key wins, whether or not it was valid.
    if (named.id !== null && this.seen.has(named.id))
      return this.invalid(`row ${rowNumber} ${key}: ${expectedFound(`a unique ${key}`, `${named.label} again`)}`);
    const checked = checkRow(rowNumber, withDerivedId(raw, key, named.id));
    if (!checked.ok) return this.keepOrSkip(named.id, named.label, checked.error);
    const input = checked.car;
    const place = placeOf(this.dealer, input.dealership_id, input.location_id);
    if (!place.ok) return this.keepOrSkip(input.id, named.label, `row ${rowNumber} ${place.field}: ${place.message}`);
    const before = this.indexed.get(input.id) ?? null;
    const car = toCar(input, place.place, before, this.nowSeconds);
    const hash = docHash(car);
    this.seen.set(input.id, hash);
    if (before === null) {
      this.counts.added++;
      return { kind: 'added', car };
    }
    if (before.hash === hash) {
      this.counts.unchanged++;
      return { kind: 'unchanged' };
    }
    this.counts.updated++;
    return { kind: 'updated', car };
  }

  /** A bad row: a car the index holds stays exactly as it was (not missing, not sold); any other row is skipped. */
  private keepOrSkip(id: number | null, label: string, error: string): RowOutcome {
    const before = id === null ? undefined : this.indexed.get(id);
    if (id === null || before === undefined) return this.invalid(error);
    this.seen.set(id, before.hash);
    this.kept.push(id);
    return this.invalid(`${error} (car ${label} kept from the last good import)`);
  }

  /** Marks a row rejected after conversion (for example its id belongs to another dealer's car). */
  reject(outcome: 'added' | 'updated', id: number, error: string): void {
    this.counts[outcome]--;
    this.seen.delete(id);
    this.invalid(error);
  }

  private invalid(error: string): RowOutcome {
    this.counts.invalid++;
    this.errors.push(error);
    return { kind: 'invalid', error };
  }

  /** Cars in the index the feed no longer lists and that are not sold yet (already-sold ones stay as they are). */
  missing(): number[] {
    return [...this.indexed].filter(([id, car]) => !this.seen.has(id) && car.status !== 'sold').map(([id]) => id);
  }

  /** A fingerprint of the dealer's stock after the import: ids and document hashes, order-free. */
  fingerprint(changedMissing: ReadonlyMap<number, string>, deleted: ReadonlySet<number>): string {
    const hashes = new Map<number, string>();
    for (const [id, car] of this.indexed) if (!deleted.has(id)) hashes.set(id, car.hash);
    for (const [id, hash] of changedMissing) hashes.set(id, hash);
    for (const [id, hash] of this.seen) hashes.set(id, hash);
    const lines = [...hashes].sort(([a], [b]) => a - b).map(([id, hash]) => `${id}:${hash}`);
    return createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 32);
  }
}

/** The sold version of a car the feed dropped: status sold, sold now (SPEC §4 sold window). */
export function soldVersion(car: Car, nowSeconds: number): Car {
  return { ...car, status: 'sold', sold: true, sold_date_timestamp: nowSeconds };
}

/** Refusal text when a feed would remove or sell more than the allowed share of the dealer's cars; null when fine. */
export function massRemovalRefusal(slug: string, removing: number, current: number, maxPercent: number): string | null {
  if (current === 0 || (removing / current) * 100 <= maxPercent) return null;
  const percent = Math.round((removing / current) * 100);
  return (
    `${slug}: refused: the feed would remove or sell ${removing} of ${current} cars (${percent}%, over the ${maxPercent}% limit); ` +
    'check the export, or run again with --allow-mass-removal'
  );
}

/** Refusal text when a dealer's first import would replace its sample cars with no car at all; null when fine. */
export function emptyFeedRefusal(slug: string, listed: number, samples: number): string | null {
  if (samples === 0 || listed > 0) return null;
  return `${slug}: refused: the feed lists no valid car, so its ${samples} sample cars stay; check the export`;
}
