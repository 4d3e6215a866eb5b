import { describe, expect, it } from 'vitest';
import { placeOf, type DealerStockPlaces } from '../../../scripts/import/places.ts';
import { toStockProfile } from '../../../scripts/lib/stockProfiles.ts';
import { demoDealers } from '../../support/demoDealers.ts';

// A location with visible: false is hidden (SPEC §4): no car is listed there.
const location = (id: number, patch: Partial<DealerStockPlaces['locations'][number]> = {}) => ({
  id,
  name: `Location ${id}`,
  dealership_id: 1,
  primary: false,
  location_type: 'sales',
  address: { city: 'Newcastle', state: 'NSW', postcode: '2300' },
  contact_detail: { phone: '02 5550 0000' },
  ...patch,
});
const dealer: DealerStockPlaces = {
  dealerships: [{ id: 1, slug: 'north', name: 'North' }],
  locations: [location(10, { primary: true, visible: false }), location(11), location(12, { visible: false })],
};

describe('hidden locations', () => {
  it("the importer lists a car named at a hidden location at the dealership's shown location", () => {
    const at = (id: number | null) => {
      const result = placeOf(dealer, 1, id);
      return result.ok ? result.place.location.id : result.message;
    };
    expect(at(12)).toBe(11);
    expect(at(null)).toBe(11);
    expect(at(11)).toBe(11);
    expect(at(99)).toMatch(/^expected a location of dealership 1/);
  });

  it('the sample generator never places a car at a hidden location', () => {
    const withHidden = demoDealers().find((d) => d.locations.some((l) => !l.visible))!;
    const hidden = new Set(withHidden.locations.filter((l) => !l.visible).map((l) => l.id));
    const profile = toStockProfile(withHidden)!;
    expect(profile.locations.length).toBeGreaterThan(0);
    expect(profile.locations.filter((l) => hidden.has(l.id))).toEqual([]);
  });
});
