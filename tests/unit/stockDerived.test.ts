import { describe, expect, it } from 'vitest';
import { BODY_LABELS, filteredFeatures, weeklyPriceRange } from '../../src/stock/derived.ts';

describe('derived stock fields shared by the sample generator and the importer', () => {
  it("buckets the lender's weekly payment when the car carries one", () => {
    expect(weeklyPriceRange(30_000, 420)).toBe('400-500');
    expect(weeklyPriceRange(30_000, 90)).toBe('0-100');
  });

  it('else buckets 8.5% p.a. over 5 years on the price, no deposit: $30,000 is $142 a week', () => {
    expect(weeklyPriceRange(30_000)).toBe('100-150');
    expect(weeklyPriceRange(60_000)).toBe('250-300');
    expect(weeklyPriceRange(200_000)).toBe('500+');
  });

  it('gives a car without a price no weekly range', () => {
    expect(weeklyPriceRange(0)).toBeNull();
  });

  it('labels body keys for the body facet and keeps only facet equipment', () => {
    expect([BODY_LABELS.cabChassis, BODY_LABELS.suv, BODY_LABELS.peopleMover]).toEqual([
      'Cab Chassis',
      'SUV',
      'People Mover',
    ]);
    expect(filteredFeatures(['Bluetooth', 'Sunroof', 'Tow Bar', 'Cup Holders'])).toEqual(['Sunroof', 'Tow Bar']);
  });
});
