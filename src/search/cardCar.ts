import type { Car } from '../domain/car.ts';
import { plainComment } from '../domain/commentBold.ts';

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
  'dealercomments',
] as const satisfies readonly (keyof Car)[];

type CardFields = (typeof CARD_ATTRIBUTES)[number];

/** A car as a search card shows it (app type, not the raw hit). */
export type CardCar = Omit<Pick<Car, CardFields>, 'images' | 'dealercomments'> & {
  image: string | null;
  imageCount: number;
  /** The dealer comments' first paragraph, shortened for a card; '' when there are none. */
  comment: string;
};

/** Characters of dealer comments a card shows. */
export const CARD_COMMENT_LENGTH = 140;

/** First '|'-separated paragraph, cut at a word boundary with an ellipsis past the card length. */
export function cardComment(comments: string): string {
  const first = plainComment(comments.split('|')[0]?.trim() ?? '');
  if (first.length <= CARD_COMMENT_LENGTH) return first;
  const cut = first.slice(0, CARD_COMMENT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[,.;:]$/, '')}…`;
}

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
    comment: cardComment(hit.dealercomments ?? ''),
    image: images[0]?.url ?? null,
    imageCount: images.length,
  };
}
