import { describe, expect, it } from 'vitest';
import { DERIVED_ID_MIN, derivedId, normaliseKey, rowKey } from '../../../scripts/import/keys.ts';
import { indexedCar, SyncPlan, type IndexedCar } from '../../../scripts/import/sync.ts';
import { demoDealer, goodRow, placesOf } from './support.ts';

const hobart = placesOf(demoDealer('hobart-toyota'));
const NOW = 1_790_000_000;
/** A row as an export keyed by stock number writes it: no id column. */
const stockRow = (overrides: Record<string, unknown> = {}) => {
  const { id: _id, ...row } = goodRow(overrides);
  return row;
};
const byStocknum = (indexed: ReadonlyMap<number, IndexedCar> = new Map()) =>
  new SyncPlan(hobart, indexed, NOW, { slug: 'hobart-toyota', key: 'stocknum' });

describe('ids derived from the dealer and its key', () => {
  it('are the same for the same dealer and key however the key is written, and differ between dealers', () => {
    const id = derivedId('hobart-toyota', 'U5001');
    expect(derivedId('hobart-toyota', ' u5001 ')).toBe(id);
    expect(normaliseKey('  ab   12 ')).toBe('AB 12');
    expect(derivedId('sunshine-toyota', 'U5001')).not.toBe(id);
    expect(derivedId('hobart-toyota', 'U5002')).not.toBe(id);
  });

  it('are whole numbers above the sample ids and within Number.MAX_SAFE_INTEGER', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => derivedId(`dealer-${i % 7}`, `K${i}`));
    expect(new Set(ids).size).toBe(2000);
    for (const id of ids) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(DERIVED_ID_MIN);
    }
    expect(DERIVED_ID_MIN + 2 ** 52 - 1).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
  });

  it('reads the key from the raw row before it is checked', () => {
    expect(rowKey(3, { id: '42' }, 'id', 'x')).toEqual({ ok: true, id: 42, label: '42' });
    expect(rowKey(3, { id: 'abc' }, 'id', 'x')).toEqual({ ok: true, id: null, label: 'abc' });
    expect(rowKey(3, { vin: '' }, 'vin', 'x')).toEqual({
      ok: false,
      error: "row 3 vin: expected a VIN (the dealer's feed.key), found nothing",
    });
  });
});

describe('a feed keyed by stock number', () => {
  it('needs no id column: the car gets the derived id, the same on a second import', () => {
    const first = byStocknum();
    const outcome = first.row(1, stockRow());
    expect(outcome.kind).toBe('added');
    if (outcome.kind !== 'added') return;
    expect(outcome.car.id).toBe(derivedId('hobart-toyota', 'U5001'));
    const again = byStocknum(new Map([[outcome.car.id, indexedCar(outcome.car)]]));
    expect(again.row(1, stockRow())).toEqual({ kind: 'unchanged' });
  });

  it('reports each duplicate key with its row number; the first row wins', () => {
    const plan = byStocknum();
    const first = plan.row(1, stockRow());
    plan.row(2, stockRow({ price: '1' }));
    plan.row(3, stockRow({ stocknum: 'U5002' }));
    plan.row(4, stockRow({ stocknum: 'u5001 ', price: '2' }));
    expect(plan.errors).toEqual([
      'row 2 stocknum: expected a unique stocknum, found "U5001" again',
      'row 4 stocknum: expected a unique stocknum, found "U5001" again',
    ]);
    expect(plan.counts).toEqual({ added: 2, updated: 0, unchanged: 0, invalid: 2 });
    expect(first.kind === 'added' && first.car.price).toBe(27990);
  });

  it('rejects a row without a stock number', () => {
    const plan = byStocknum();
    expect(plan.row(5, stockRow({ stocknum: ' ' }))).toEqual({
      kind: 'invalid',
      error: "row 5 stocknum: expected a stock number (the dealer's feed.key), found nothing",
    });
  });
});

describe('a bad row of a car the index holds', () => {
  const live = (() => {
    const outcome = new SyncPlan(hobart, new Map(), NOW).row(1, goodRow());
    if (outcome.kind !== 'added') throw new Error('the good row did not import');
    return outcome.car;
  })();
  const indexed = new Map<number, IndexedCar>([[live.id, indexedCar(live)]]);

  it.each([
    [
      'a price that is not a price',
      { price: 'TBA' },
      'row 1 price: expected a price like 42990, $42,990 or POA, found "TBA"',
    ],
    [
      "another dealer's dealership",
      { dealership_id: '1101' },
      "row 1 dealership_id: expected one of this dealer's dealerships (1601), found 1101",
    ],
  ])('%s: the car is kept as it was, not missing, not sold', (_name, change, message) => {
    const plan = new SyncPlan(hobart, indexed, NOW + 86_400);
    expect(plan.row(1, goodRow(change))).toEqual({
      kind: 'invalid',
      error: `${message} (car 5001 kept from the last good import)`,
    });
    expect(plan.kept).toEqual([5001]);
    expect(plan.missing()).toEqual([]);
    // The stock is unchanged: the same fingerprint as a feed that lists the car as it was.
    const same = new SyncPlan(hobart, indexed, NOW + 86_400);
    same.row(1, goodRow());
    expect(plan.fingerprint(new Map(), new Set())).toBe(same.fingerprint(new Map(), new Set()));
  });

  it('a bad row of a car the index does not hold is skipped, not kept', () => {
    const plan = new SyncPlan(hobart, indexed, NOW);
    plan.row(1, goodRow());
    plan.row(2, goodRow({ id: '5009', stocknum: 'U5009', price: 'TBA' }));
    expect(plan.kept).toEqual([]);
    expect(plan.errors).toEqual(['row 2 price: expected a price like 42990, $42,990 or POA, found "TBA"']);
  });
});
