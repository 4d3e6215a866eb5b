import type { Car } from '../domain/car.ts';

/** The document fields a search card needs; the engine returns only these (smaller pages). */
export const CARD_ATTRIBUTES = [
  'id',
  'slug',
  'name',
  'make',
  'model',
  'body',
  'year',
  'badge',
  'car_type',
  'status',
  'price',
  'before_price',
  'subscription_price',
  'preorder',
  'price_type',
  'km',
  'images',
  'location_name',
  'city',
  'state',
  'tag',
  'reserved',
  'certified',
  'simple_fuel',
  'simple_transmission',
  'created_at_timestamp',
  'dealership_name',
] as const satisfies readonly (keyof Car)[];

type CardFields = (typeof CARD_ATTRIBUTES)[number];

/** A car as a search card shows it (app type, not the raw hit). */
export type CardCar = Omit<Pick<Car, CardFields>, 'images'> & {
  image: string | null;
  imageCount: number;
};

/** Raw hit → card car; missing optional fields get safe defaults rather than crashing a card. */
export function toCardCar(hit: Partial<Pick<Car, CardFields>> & { id: number; slug: string }): CardCar {
  const images = hit.images ?? [];
  return {
    id: hit.id,
    slug: hit.slug,
    name: hit.name ?? hit.slug,
    make: hit.make ?? '',
    model: hit.model ?? '',
    body: hit.body ?? '',
    year: hit.year ?? 0,
    badge: hit.badge ?? '',
    car_type: hit.car_type ?? 'used',
    status: hit.status ?? 'in_stock',
    price: hit.price ?? 0,
    before_price: hit.before_price ?? null,
    subscription_price: hit.subscription_price ?? null,
    preorder: hit.preorder ?? false,
    price_type: hit.price_type ?? 'drive_away',
    km: hit.km ?? 0,
    location_name: hit.location_name ?? '',
    city: hit.city ?? '',
    state: hit.state ?? '',
    tag: hit.tag ?? null,
    reserved: hit.reserved ?? false,
    certified: hit.certified ?? false,
    simple_fuel: hit.simple_fuel ?? null,
    simple_transmission: hit.simple_transmission ?? null,
    created_at_timestamp: hit.created_at_timestamp ?? 0,
    dealership_name: hit.dealership_name ?? '',
    image: images[0]?.url ?? null,
    imageCount: images.length,
  };
}
