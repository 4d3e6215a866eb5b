import { describe, expect, it } from 'vitest';
import { indexedCar, SyncPlan } from '../../../scripts/import/sync.ts';
import { runningHold } from '../../../scripts/import/toCar.ts';
import type { Car } from '../../../src/domain/car.ts';
import { demoDealer, goodRow, placesOf } from './support.ts';

// A hold paid online reaches the index at once and the dealer's system later: an import in
// between must not make the car available again, and a feed that sells it wins.
const hobart = placesOf(demoDealer('hobart-toyota'));
const NOW = 1_790_000_000;
const ends = (seconds: number) => new Date((NOW + seconds) * 1000).toISOString();

/** The car as the feed gives it, then as the index holds it after the reservation pass marked it. */
function heldInIndex(until: string): Car {
  const outcome = new SyncPlan(hobart, new Map(), NOW).row(1, goodRow());
  if (outcome.kind !== 'added') throw new Error(`the good row is ${outcome.kind}`);
  return { ...outcome.car, reserved: true, reserved_until: until };
}

describe('an import over a car held online', () => {
  it('keeps it reserved until the hold ends: the unchanged feed row changes nothing', () => {
    const held = heldInIndex(ends(3600));
    const plan = new SyncPlan(hobart, new Map([[held.id, indexedCar(held)]]), NOW);
    expect(plan.row(1, goodRow())).toEqual({ kind: 'unchanged' });
  });

  it('keeps it reserved through a price change the feed brings', () => {
    const held = heldInIndex(ends(3600));
    const plan = new SyncPlan(hobart, new Map([[held.id, indexedCar(held)]]), NOW);
    const outcome = plan.row(1, goodRow({ price: '31990' }));
    expect(outcome).toMatchObject({
      kind: 'updated',
      car: { reserved: true, reserved_until: ends(3600), price: 31990 },
    });
  });

  it('lets the feed decide once the hold has ended', () => {
    const held = heldInIndex(ends(-1));
    const outcome = new SyncPlan(hobart, new Map([[held.id, indexedCar(held)]]), NOW).row(1, goodRow());
    expect(outcome).toMatchObject({ kind: 'updated', car: { reserved: false } });
    expect(outcome.kind === 'updated' && 'reserved_until' in outcome.car).toBe(false);
  });

  it('lets a sale in the feed end it', () => {
    const held = heldInIndex(ends(3600));
    const plan = new SyncPlan(hobart, new Map([[held.id, indexedCar(held)]]), NOW);
    expect(plan.row(1, goodRow({ status: 'sold' }))).toMatchObject({
      kind: 'updated',
      car: { status: 'sold', reserved: false },
    });
  });

  it('reads a hold as running only before its end', () => {
    const kept = { created_at_timestamp: NOW, sold_date_timestamp: null, views: 0 };
    expect(runningHold({ ...kept, reserved_until: ends(1) }, NOW)).toBe(ends(1));
    expect(runningHold({ ...kept, reserved_until: ends(0) }, NOW)).toBeNull();
    expect(runningHold({ ...kept, reserved_until: null }, NOW)).toBeNull();
  });
});
