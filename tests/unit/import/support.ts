import { loadAllDealers, type Dealer } from '../../../src/config/loadDealer.ts';
import type { DealerStockPlaces } from '../../../scripts/import/places.ts';

export function demoDealer(slug: string): Dealer {
  const load = loadAllDealers('dealers').find((l) => l.slug === slug);
  if (!load?.ok) throw new Error(`demo dealer ${slug} is missing or invalid`);
  return load.dealer;
}

export const placesOf = (dealer: Dealer): DealerStockPlaces => ({
  dealerships: dealer.config.dealerships,
  locations: dealer.locations,
});

/** A valid row of hobart-toyota (dealership 1601, location 1061) in CSV text form. */
export const goodRow = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: '5001',
  stocknum: 'U5001',
  dealership_id: '1601',
  location_id: '1061',
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  series: 'ZWE211R',
  year: '2021',
  car_type: 'used',
  status: 'in_stock',
  price: '27990',
  km: '45210',
  colour: 'Glacier White',
  body: 'hatch',
  simple_fuel: 'Hybrid',
  simple_transmission: 'Auto',
  simple_drive: 'FWD',
  seats: '5',
  doors: '5',
  vin: 'JTNK4RBE003123456',
  rego_expiry: '2027-03-31',
  build_date: '2021-02',
  photos: ['https://images.example.com/a.jpg', 'https://images.example.com/b.jpg'],
  features: ['Reversing Camera', 'Apple CarPlay'],
  ...overrides,
});
