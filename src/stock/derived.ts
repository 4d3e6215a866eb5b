import type { Car, SimpleDrive, VehicleBody } from '../domain/car.ts';
import { loanRepayment } from '../domain/repayments.ts';
import { slugify } from '../domain/slug.ts';

/**
 * Derived Car fields (SPEC §3) computed the same way for the sample generator and the feed
 * importer, so sample stock and imported stock have one shape.
 */

const DRIVE_LABELS: Readonly<Record<SimpleDrive, string>> = {
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
function priceRange(price: number): string | null {
  return price > 0 ? bucket(price, PRICE_EDGES) : null;
}

/** The weekly repayment the facet assumes when no lender quotes one: 8.5% p.a. over 5 years, no deposit. */
const FACET_LOAN = { annualRatePercent: 8.5, years: 5 } as const;

/**
 * Weekly repayment facet bucket such as '100-150' or '500+': of the lender's weekly payment when
 * the car carries one, else of the facet's own loan on the price; null without a price.
 */
export function weeklyPriceRange(price: number, lenderWeekly: number | null = null): string | null {
  const weekly = lenderWeekly ?? loanRepayment(price, FACET_LOAN.annualRatePercent, FACET_LOAN.years);
  return weekly > 0 ? bucket(weekly, WEEKLY_EDGES) : null;
}

/** Display names of the body keys, used as the body facet. */
export const BODY_LABELS: Readonly<Record<VehicleBody, string>> = {
  '4x4': '4x4',
  bus: 'Bus',
  cabChassis: 'Cab Chassis',
  convertible: 'Convertible',
  coupe: 'Coupe',
  hardtop: 'Hardtop',
  hatch: 'Hatch',
  hatchback: 'Hatchback',
  motorhome: 'Motorhome',
  lightTruck: 'Light Truck',
  peopleMover: 'People Mover',
  sedan: 'Sedan',
  softtop: 'Softtop',
  suv: 'SUV',
  ute: 'Ute',
  van: 'Van',
  wagon: 'Wagon',
  stationWagon: 'Station Wagon',
  motorcycle: 'Motorcycle',
};

/** Equipment names that are also search facets (filtered_features). */
const FEATURE_FACETS: ReadonlySet<string> = new Set([
  'Apple CarPlay',
  'Android Auto',
  'Reversing Camera',
  'Satellite Navigation',
  'Adaptive Cruise Control',
  'Blind Spot Monitor',
  'Leather Seats',
  'Heated Front Seats',
  'Sunroof',
  '360 Degree Camera',
  'Power Tailgate',
  'Tow Bar',
  'Third Row Seating',
  'DC Fast Charging',
  'ABS',
  'Ensuite',
  'Solar Panels',
  'Off-road Suspension',
]);

/** The searchable subset of an equipment list. */
export function filteredFeatures(equipment: readonly string[]): string[] {
  return equipment.filter((item) => FEATURE_FACETS.has(item));
}

/** The car page slug: year, make, model, badge and stock number. */
const carSlug = (car: Pick<Car, 'year' | 'make' | 'model' | 'badge' | 'stocknum'>) =>
  slugify(`${car.year}-${car.make}-${car.model}-${car.badge}-${car.stocknum}`);

/**
 * The display name: year, make, model and badge. Base trims are often named after the model (a
 * Tucson "Tucson", an Avan Cruiser "Cruiser 5"): the model's words are not said twice.
 */
export function carName(car: Pick<Car, 'year' | 'make' | 'model' | 'badge'>): string {
  const model = car.model.trim();
  const badge = car.badge.trim();
  const repeats = badge.toLowerCase().startsWith(model.toLowerCase()) && /^(\s|$)/.test(badge.slice(model.length));
  const trim = repeats ? badge.slice(model.length).trim() : badge;
  return [car.year, car.make, model, trim].filter((part) => part !== '').join(' ');
}

/** The make_model facet value. */
const makeModel = (car: Pick<Car, 'make' | 'model'>) => `${car.make} ${car.model}`;

/** Photo fields from the ordered photo URLs. */
function photoFields(imageUrls: readonly string[]) {
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
function placeFields({ dealership, location }: StockPlace) {
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

/** What the derived fields come from: the same for a checked feed row and a generated car. */
export interface DerivedFrom extends Pick<Car, 'year' | 'make' | 'model' | 'badge' | 'stocknum' | 'price'> {
  drive: SimpleDrive | null;
  body: VehicleBody;
  /** The ordered photo URLs. */
  photos: readonly string[];
  equipment: readonly string[];
  place: StockPlace;
  /** The first finance lender's weekly payment, when the car carries one. */
  lenderWeekly?: number | null;
}

/** Every derived Car field (SPEC §3), so a feed's car and a sample car get them one way. */
export function derivedFields(car: DerivedFrom) {
  return {
    slug: carSlug(car),
    name: carName(car),
    make_model: makeModel(car),
    drive: car.drive === null ? null : DRIVE_LABELS[car.drive],
    ...photoFields(car.photos),
    ...placeFields(car.place),
    body: BODY_LABELS[car.body],
    filtered_features: filteredFeatures(car.equipment),
    price_range: priceRange(car.price),
    weekly_price_range: weeklyPriceRange(car.price, car.lenderWeekly ?? null),
    manufacturer_slug: slugify(car.make),
    model_slug: slugify(car.model),
  };
}
