import { describe, expect, it } from 'vitest';
import { keyInformation } from '../../src/domain/carSpecs.ts';
import { carDescription } from '../../src/domain/carDescription.ts';
import { showsOdometer } from '../../src/domain/format.ts';
import { carFixture } from '../fixtures/car.ts';

const km = (value: number) => `${value.toLocaleString('en-AU')} km`;

/** A used tandem caravan as the sample stock and caravan feeds list it: towed, so 0 km. */
const caravan = carFixture({
  car_type: 'used',
  km: 0,
  make: 'Jayco',
  model: 'Journey',
  badge: '19.61-3 OB',
  name: '2021 Jayco Journey 19.61-3 OB',
  year: 2021,
  trans: null,
  fuel: null,
  colour: 'Glacier White',
  location_name: 'Alice Springs',
  state: 'nt',
  item_type: 'caravan',
  simple_body: 'hardtop',
  body: 'Hardtop',
  sleeps: 4,
});

describe('odometer on a listing', () => {
  it('shows a used or demo reading, never a new one nor a towed van with no reading', () => {
    expect(showsOdometer('used', 143_810)).toBe(true);
    expect(showsOdometer('demo', 1_200)).toBe(true);
    expect(showsOdometer('new', 12)).toBe(false);
    expect(showsOdometer('used', 0)).toBe(false);
    expect(showsOdometer('demo', 0)).toBe(false);
  });

  it('leaves Odometer out of a towed caravan’s key information and keeps Sleeps', () => {
    const rows = keyInformation(caravan, km);
    expect(rows.map((row) => row.label)).not.toContain('Odometer');
    expect(rows.find((row) => row.label === 'Sleeps')).toEqual({ label: 'Sleeps', value: '4' });
  });

  it('still gives a used car its reading', () => {
    expect(keyInformation(carFixture({ km: 143_810 }), km)[1]).toEqual({ label: 'Odometer', value: '143,810 km' });
  });

  it('says no "0 km" in the caravan’s meta description', () => {
    const site = { name: 'Outback Moto', locale: 'en-AU', distanceUnit: 'km' } as Parameters<typeof carDescription>[2];
    const live = { sold: false, priceText: '$64,990', price: { amount: 64_990, note: 'drive away' } } as Parameters<
      typeof carDescription
    >[1];
    expect(carDescription(caravan, live, site)).toBe(
      'Used 2021 Jayco Journey 19.61-3 OB: Hardtop, Glacier White. Available now at Outback Moto, Alice Springs NT. $64,990 drive away.',
    );
  });
});
