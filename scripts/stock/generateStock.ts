import type { Car, CarType, FinanceProvider, ItemType } from '../../src/domain/car.ts';
import { buildCar } from './buildCar.ts';
import { SHOWCASES } from './listing.ts';
import { PLACES } from './places.ts';
import { createRng, hashString } from './random.ts';

/** What stock one dealer site gets. */
export interface StockProfile {
  /** Dealer site slug (the folder name under dealers/). */
  siteSlug: string;
  /** How many cars to generate for this site. */
  count: number;
  /** Dealerships the site sells for. */
  dealerships: { id: number; slug: string; name: string }[];
  /** Sales locations stock sits at. */
  locations: {
    id: number;
    dealershipId: number;
    name: string;
    slug: string;
    city: string;
    state: string;
    postcode: string;
    phone: string;
  }[];
  /** Makes sold new/demo (e.g. ['Toyota']); used stock may be any make. */
  newMakes: string[];
  /** Relative weights; 0 means none. */
  carTypes: Record<CarType, number>;
  /** Relative weights. */
  itemTypes: Record<ItemType, number>;
  /** Lenders to put in finance_lenders. */
  financeProviders: FinanceProvider[];
}

export interface GenerateOptions {
  seed: number;
  now: Date;
}

/** Sites this small keep fully random stock; larger ones get one car per showcase situation first. */
const SHOWCASE_MIN_COUNT = 12;

/**
 * Deterministic stock for the given sites: the same profiles, seed and time give the same cars.
 * Ids, stock numbers and slugs are unique across the whole result.
 */
export function generateStock(profiles: StockProfile[], options: GenerateOptions): Car[] {
  const cars: Car[] = [];
  for (const profile of profiles) {
    if (profile.locations.length === 0 || profile.dealerships.length === 0) {
      throw new Error(`Stock profile '${profile.siteSlug}' needs at least one dealership and one location`);
    }
    // Each site draws from its own stream, so one site's stock does not depend on the others'.
    const rng = createRng(hashString(`${options.seed}:${profile.siteSlug}`));
    for (let index = 0; index < profile.count; index++) {
      const showcase = profile.count >= SHOWCASE_MIN_COUNT ? (SHOWCASES[index] ?? null) : null;
      cars.push(buildCar(rng, profile, cars.length, options.now, showcase));
    }
  }
  return cars;
}

const FRANCHISES: readonly (readonly string[])[] = [
  ['Toyota'],
  ['Nissan'],
  ['Mazda'],
  ['Ford'],
  ['Hyundai'],
  ['Kia'],
  ['Toyota', 'Mazda', 'Kia'],
  ['Mitsubishi'],
  ['Subaru'],
  ['Volkswagen'],
  ['Isuzu', 'MG'],
  ['Honda'],
];

const LENDER_SETS: readonly (readonly FinanceProvider[])[] = [
  ['taurus'],
  ['powertorque', 'manual'],
  ['ausloans'],
  ['angle', '360_finance'],
  ['manual'],
];

function pad(value: number): string {
  return String(value).padStart(3, '0');
}

/** A large, varied, deterministic fleet of dealer sites named fleet-001, fleet-002, … */
export function syntheticProfiles(dealers: number, carsPerDealer: number): StockProfile[] {
  return Array.from({ length: dealers }, (_, offset): StockProfile => {
    const number = offset + 1;
    const slug = `fleet-${pad(number)}`;
    const makes = FRANCHISES[offset % FRANCHISES.length] ?? ['Toyota'];
    const group = number % 3 === 0;
    const dealerships = (group ? [1, 2] : [1]).map((part) => ({
      id: number * 10 + part,
      slug: `${slug}-${part === 1 ? 'motors' : 'auto-group'}`,
      name: `${PLACES[offset % PLACES.length]?.city ?? 'City'} ${makes[0] ?? ''} ${part === 1 ? 'Motors' : 'Auto Group'}`,
    }));
    const locations = Array.from({ length: 1 + (number % 3) }, (_, index) => {
      const place = PLACES[(offset + index * 5) % PLACES.length] ?? {
        city: 'Brisbane',
        state: 'qld',
        postcode: '4000',
        area: '07',
      };
      const dealership = dealerships[index % dealerships.length] ?? dealerships[0];
      return {
        id: number * 100 + index + 1,
        dealershipId: dealership?.id ?? number * 10 + 1,
        name: `${place.city} ${index === 0 ? 'Sales' : 'Used Cars'}`,
        slug: `${slug}-${place.city.toLowerCase().replaceAll(' ', '-')}-${index + 1}`,
        city: place.city,
        state: place.state,
        postcode: place.postcode,
        phone: `(${place.area}) ${3100 + number} ${pad(index * 111 + 100)}0`,
      };
    });
    return {
      siteSlug: slug,
      count: carsPerDealer,
      dealerships,
      locations,
      newMakes: [...makes],
      carTypes: number % 5 === 0 ? { new: 0, used: 1, demo: 0 } : { new: 4, used: 5, demo: 1 },
      itemTypes: { car: 20, motorcycle: number % 7 === 0 ? 3 : 0, caravan: number % 11 === 0 ? 3 : 0 },
      financeProviders: makes.includes('Nissan')
        ? ['nissan_finance']
        : [...(LENDER_SETS[offset % LENDER_SETS.length] ?? [])],
    };
  });
}
