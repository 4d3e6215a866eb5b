import type { Car, SimpleDrive } from '../domain/car.ts';
import { slugify } from '../domain/slug.ts';

/**
 * Derived Car fields (SPEC §3) computed the same way for the sample generator and the feed
 * importer, so sample stock and imported stock have one shape.
 */

export const DRIVE_LABELS: Readonly<Record<SimpleDrive, string>> = {
  FWD: 'Front Wheel Drive',
  RWD: 'Rear Wheel Drive',
  AWD: 'All Wheel Drive',
  '4WD': 'Four Wheel Drive',
};

function bucket(value: number, edges: readonly number[]): string {
  for (let index = 1; index < edges.length; index++) {
    const high = edges[index] ?? Infinity;
    if (value < high) return `${edges[index - 1] ?? 0}-${high}`;
  }
  return `${edges.at(-1) ?? 0}+`;
}

const PRICE_EDGES = [0, 10000, 20000, 30000, 40000, 50000, 60000, 70000, 80000, 90000, 100000, 150000, 200000];
const WEEKLY_EDGES = [0, 100, 150, 200, 250, 300, 400, 500];

/** Price facet bucket such as '20000-30000' or '200000+'; null without a price. */
export function priceRange(price: number): string | null {
  return price > 0 ? bucket(price, PRICE_EDGES) : null;
}

/** Weekly repayment facet bucket such as '100-150' or '500+'; null without a repayment. */
export function weeklyPriceRange(weekly: number | null): string | null {
  return weekly !== null && weekly > 0 ? bucket(weekly, WEEKLY_EDGES) : null;
}

/** The car page slug: year, make, model, badge and stock number. */
export const carSlug = (car: Pick<Car, 'year' | 'make' | 'model' | 'badge' | 'stocknum'>) =>
  slugify(`${car.year}-${car.make}-${car.model}-${car.badge}-${car.stocknum}`);

/** The display name: year, make, model and badge. */
export const carName = (car: Pick<Car, 'year' | 'make' | 'model' | 'badge'>) =>
  `${car.year} ${car.make} ${car.model} ${car.badge}`;

/** The make_model facet value. */
export const makeModel = (car: Pick<Car, 'make' | 'model'>) => `${car.make} ${car.model}`;

/** Photo fields from the ordered photo URLs. */
export function photoFields(imageUrls: readonly string[]) {
  return {
    photos_count: imageUrls.length,
    thumbnails: [...imageUrls],
    images: imageUrls.map((url) => ({ url })),
    primary_image_url: imageUrls[0] ?? '',
  };
}

/** The dealership and location a car is listed at, as the generator's profiles and locations.json describe them. */
export interface StockPlace {
  dealership: { id: number; slug: string; name: string };
  location: { id: number; name: string; slug: string; city: string; state: string; postcode: string; phone: string };
}

/** Dealership and location fields of a car. */
export function placeFields({ dealership, location }: StockPlace) {
  return {
    dealership_id: dealership.id,
    dealership_name: dealership.name,
    dealership_slug: dealership.slug,
    location: {
      phone: location.phone,
      slug: location.slug,
      city: location.city,
      state: location.state,
      location_name: location.name,
      distribution_locations: [location.id],
    },
    location_id: location.id,
    location_name: location.name,
    city: location.city,
    state: location.state,
    private_suburb: location.city,
    private_postcode: location.postcode,
  };
}
