import { describe, expect, it } from 'vitest';
import type { Car } from '../../src/domain/car.ts';
import { passLine, stockChanges } from '../../scripts/bench/syncPass.ts';

const car = (id: number, dealer: string, over: Partial<Car> = {}) =>
  ({
    id,
    slug: `car-${id}`,
    stocknum: `U${id}`,
    dealership_slug: `${dealer}-main`,
    status: 'in_stock',
    show_on_dealer_website: true,
    price: 10_000 + id,
    created_at_timestamp: 1,
    ...over,
  }) as Car;

describe('the sync bench’s stock change', () => {
  const cars = [
    ...[1, 2, 3, 4, 5, 6].map((id) => car(id, 'a')),
    car(7, 'a', { status: 'sold' }),
    ...[11, 12, 13, 14].map((id) => car(id, 'b')),
  ];
  const dealerOf = (c: Car) => c.dealership_slug.split('-')[0]!;

  it('changes 5 cars on sale at every dealer: 2 prices, 1 sold, 1 removed, 1 new', () => {
    const { upserts, removals } = stockChanges(cars, dealerOf, 1, 500);
    expect(removals).toEqual([4, 14]);
    expect(upserts.map((c) => [c.id, c.price, c.status])).toEqual([
      [1, 9_501, 'in_stock'],
      [2, 10_302, 'in_stock'],
      [3, 10_003, 'sold'],
      [15, 10_001, 'in_stock'],
      [11, 9_511, 'in_stock'],
      [12, 10_312, 'in_stock'],
      [13, 10_013, 'sold'],
      [16, 10_011, 'in_stock'],
    ]);
    expect(upserts.find((c) => c.id === 15)).toMatchObject({
      slug: 'car-1-n15',
      stocknum: 'N15',
      created_at_timestamp: 500,
    });
  });

  it('moves on to other cars the next round, and skips a dealer with too few on sale', () => {
    const { upserts, removals } = stockChanges(cars, dealerOf, 2, 500);
    expect(removals).toEqual([5]);
    expect(upserts.map((c) => c.id)).toEqual([2, 3, 4, 15]);
  });
});

describe('a pass’s report row', () => {
  it('counts incremental dealers and the pages rendered, whole dealers by their built pages', () => {
    const lines = [
      '↻ a                        stock changed',
      '✓ a                           40 pages  3.1 s',
      '↻ a                        7 pages (5 cars changed) 3.1 s',
      '✓ b                          300 pages  14.0 s',
      '↻ b                        whole dealer: the code changed since the last build 14.0 s',
      '✓ c                          300 pages  8.0 s',
      '↻ c                        300 pages (1 car changed; every page: the makes, models or bodies in stock changed) 8.0 s',
    ];
    expect(passLine({ title: 'incremental', seconds: 17.14, cpu: 30.06, lines })).toBe(
      '| incremental | 2 (1) | 607 | 17.1 | 30.1 |',
    );
  });
});
