import { describe, expect, it } from 'vitest';
import type { Car } from '../../../src/domain/car.ts';
import {
  docHash,
  emptyFeedRefusal,
  indexedCar,
  massRemovalRefusal,
  soldVersion,
  stableJson,
  SyncPlan,
  type IndexedCar,
} from '../../../scripts/import/sync.ts';
import { demoDealer, goodRow, placesOf } from './support.ts';

const hobart = placesOf(demoDealer('hobart-toyota'));
const DAY = 86_400;
const FIRST = 1_790_000_000;

function importRows(indexed: ReadonlyMap<number, IndexedCar>, rows: Record<string, unknown>[], now: number) {
  const plan = new SyncPlan(hobart, indexed, now);
  const cars: Car[] = [];
  rows.forEach((row, i) => {
    const outcome = plan.row(i + 1, row);
    if (outcome.kind === 'added' || outcome.kind === 'updated') cars.push(outcome.car);
  });
  return { plan, cars };
}
const asIndex = (cars: Car[]) => new Map(cars.map((car) => [car.id, indexedCar(car)]));

describe('the sync plan', () => {
  const rows = [goodRow(), goodRow({ id: '5002', stocknum: 'U5002', price: '31990' })];

  it('adds new cars, then finds the same feed unchanged (nothing to send)', () => {
    const first = importRows(new Map(), rows, FIRST);
    expect(first.plan.counts).toEqual({ added: 2, updated: 0, unchanged: 0, invalid: 0 });
    const second = importRows(asIndex(first.cars), rows, FIRST + DAY);
    expect(second.plan.counts).toEqual({ added: 0, updated: 0, unchanged: 2, invalid: 0 });
    expect(second.cars).toEqual([]);
    expect(second.plan.missing()).toEqual([]);
  });

  it('updates a changed car and keeps created_at from the first time it was seen', () => {
    const first = importRows(new Map(), rows, FIRST);
    const second = importRows(asIndex(first.cars), [rows[0]!, { ...rows[1]!, price: '29990' }], FIRST + 5 * DAY);
    expect(second.plan.counts).toEqual({ added: 0, updated: 1, unchanged: 1, invalid: 0 });
    expect(second.cars[0]!.price).toBe(29990);
    expect(second.cars[0]!.price_range).toBe('20000-30000');
    expect(second.cars[0]!.created_at_timestamp).toBe(FIRST);
    expect(second.cars[0]!.created_at).toBe(new Date(FIRST * 1000).toISOString());
  });

  it('lists cars missing from the feed that are not sold yet, and sells them now', () => {
    const first = importRows(new Map(), rows, FIRST);
    const second = importRows(asIndex(first.cars), [rows[0]!], FIRST + DAY);
    expect(second.plan.missing()).toEqual([5002]);
    const sold = soldVersion(first.cars[1]!, FIRST + DAY);
    expect(sold).toMatchObject({ status: 'sold', sold: true, sold_date_timestamp: FIRST + DAY });
    // Already sold: left alone (the sold date does not move).
    const third = importRows(new Map([...asIndex(first.cars), [5002, indexedCar(sold)]]), [rows[0]!], FIRST + 2 * DAY);
    expect(third.plan.missing()).toEqual([]);
  });

  it('fingerprints the stock independently of row order, and changes it when a car changes', () => {
    const a = importRows(new Map(), rows, FIRST).plan.fingerprint(new Map(), new Set());
    const b = importRows(new Map(), [...rows].reverse(), FIRST).plan.fingerprint(new Map(), new Set());
    const c = importRows(new Map(), [rows[0]!, { ...rows[1]!, km: '1' }], FIRST).plan.fingerprint(new Map(), new Set());
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it('hashes documents regardless of key order', () => {
    expect(stableJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
    expect(docHash({ a: 1, b: 2 })).toBe(docHash({ b: 2, a: 1 }));
  });
});

describe('the mass-removal guard', () => {
  it('refuses over the limit and says how many', () => {
    expect(massRemovalRefusal('hobart-toyota', 31, 100, 30)).toBe(
      'hobart-toyota: refused: the feed would remove or sell 31 of 100 cars (31%, over the 30% limit); check the export, or run again with --allow-mass-removal',
    );
  });
  it('allows exactly the limit, a configured higher limit, and a dealer with no cars yet', () => {
    expect(massRemovalRefusal('x', 30, 100, 30)).toBeNull();
    expect(massRemovalRefusal('x', 60, 100, 75)).toBeNull();
    expect(massRemovalRefusal('x', 0, 0, 30)).toBeNull();
  });
  it('refuses an empty feed for a dealer with cars', () => {
    expect(massRemovalRefusal('x', 12, 12, 30)).toContain('12 of 12 cars (100%');
  });
  it('refuses to replace sample cars with no valid car, and allows one valid car or no sample cars', () => {
    expect(emptyFeedRefusal('x', 0, 220)).toBe(
      'x: refused: the feed lists no valid car, so its 220 sample cars stay; check the export',
    );
    expect(emptyFeedRefusal('x', 1, 220)).toBeNull();
    expect(emptyFeedRefusal('x', 0, 0)).toBeNull();
  });
});
