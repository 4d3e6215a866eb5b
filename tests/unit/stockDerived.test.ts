import { describe, expect, it } from 'vitest';
import { BODY_LABELS, carName, derivedFields, filteredFeatures, weeklyPriceRange } from '../../src/stock/derived.ts';

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

describe('derivedFields', () => {
  const place = {
    dealership: { id: 1601, slug: 'hobart-toyota', name: 'Hobart Toyota' },
    location: {
      id: 1061,
      name: 'Hobart Toyota Sales',
      slug: 'hobart',
      city: 'Hobart',
      state: 'TAS',
      postcode: '7000',
      phone: '03 6200 0000',
    },
  };

  it('derives the names, facets and place of a car from its own fields', () => {
    const fields = derivedFields({
      year: 2022,
      make: 'Toyota',
      model: 'RAV4',
      badge: 'GX Hybrid',
      stocknum: 'U1001',
      price: 38_990,
      drive: 'AWD',
      body: 'suv',
      photos: ['https://images.example.com/a.jpg', 'https://images.example.com/b.jpg'],
      equipment: ['Apple CarPlay', 'Bluetooth'],
      place,
    });
    expect(fields).toMatchObject({
      slug: '2022-toyota-rav4-gx-hybrid-u1001',
      name: '2022 Toyota RAV4 GX Hybrid',
      make_model: 'Toyota RAV4',
      drive: 'All Wheel Drive',
      photos_count: 2,
      primary_image_url: 'https://images.example.com/a.jpg',
      dealership_id: 1601,
      location_id: 1061,
      private_postcode: '7000',
      body: 'SUV',
      filtered_features: ['Apple CarPlay'],
      price_range: '30000-40000',
      weekly_price_range: '150-200',
      manufacturer_slug: 'toyota',
      model_slug: 'rav4',
    });
  });
});

describe('carName', () => {
  const car = { year: 2026, make: 'Hyundai', model: 'Tucson' };

  it('does not say the model twice when the base trim is named after it', () => {
    expect(carName({ ...car, badge: 'Tucson' })).toBe('2026 Hyundai Tucson');
    expect(carName({ ...car, badge: 'tucson ' })).toBe('2026 Hyundai Tucson');
    expect(carName({ year: 2025, make: 'Avan', model: 'Cruiser', badge: 'Cruiser 5' })).toBe('2025 Avan Cruiser 5');
  });

  it('keeps every other badge whole, even one that starts with the same letters', () => {
    expect(carName({ ...car, badge: 'Elite' })).toBe('2026 Hyundai Tucson Elite');
    expect(carName({ year: 2024, make: 'Toyota', model: 'GR Yaris', badge: 'Rallye' })).toBe(
      '2024 Toyota GR Yaris Rallye',
    );
    expect(carName({ year: 2024, make: 'Mazda', model: 'CX-5', badge: 'CX-50 Touring' })).toBe(
      '2024 Mazda CX-5 CX-50 Touring',
    );
    expect(carName({ ...car, badge: '' })).toBe('2026 Hyundai Tucson');
  });
});
