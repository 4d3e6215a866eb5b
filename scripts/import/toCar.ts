import type { Car } from '../../src/domain/car.ts';
import { derivedFields, type StockPlace } from '../../src/stock/derived.ts';
import type { CarInput } from './rowSchema.ts';

/** What the index already knows of a car and keeps across imports. */
export interface KeptFields {
  created_at_timestamp: number;
  sold_date_timestamp: number | null;
  views: number;
  /** A paid online hold's end (ISO), kept over the feed's `reserved` while it runs; null when none. */
  reserved_until?: string | null;
}

/** The end of a paid online hold still running at `nowSeconds`, else null (pure). */
export function runningHold(kept: KeptFields | null, nowSeconds: number): string | null {
  const until = kept?.reserved_until;
  return typeof until === 'string' && Date.parse(until) > nowSeconds * 1000 ? until : null;
}

/**
 * When the car came into stock: the feed's in_stock_date (never later than now), else what the index
 * kept, else now. So a first import of old stock does not make every car a New Arrival (SPEC §4, §9).
 */
export const createdAt = (input: CarInput, kept: KeptFields | null, nowSeconds: number): number =>
  input.in_stock_date !== null ? Math.min(input.in_stock_date, nowSeconds) : (kept?.created_at_timestamp ?? nowSeconds);

/** A complete Car from a checked feed row, derived the way the sample generator derives it. */
export function toCar(input: CarInput, place: StockPlace, kept: KeptFields | null, nowSeconds: number): Car {
  const created = createdAt(input, kept, nowSeconds);
  const sold = input.status === 'sold';
  // A hold paid online that the dealer's system does not list yet stays until it ends or the car sells.
  const hold = runningHold(kept, nowSeconds);
  const file = input.file[0] ?? null;
  const transmission =
    input.simple_transmission === null ? null : input.simple_transmission === 'Manual' ? 'Manual' : 'Automatic';
  const title = [
    input.year,
    input.make,
    input.model,
    input.badge,
    input.series,
    input.simple_transmission,
    input.simple_drive,
  ];
  return {
    id: input.id,
    make: input.make,
    model: input.model,
    year: input.year,
    badge: input.badge,
    series: input.series,
    car_type: input.car_type,
    status: input.status,
    sold,
    sold_date_timestamp: sold ? (kept?.sold_date_timestamp ?? nowSeconds) : null,
    reserved: input.reserved || (!sold && hold !== null),
    ...(!sold && hold !== null ? { reserved_until: hold } : {}),
    preorder: false,
    certified: input.certified,
    tag: input.tag,
    created_at: new Date(created * 1000).toISOString(),
    price: input.price,
    before_price: input.before_price,
    subscription_price: null,
    offer_price: null,
    price_type: 'drive_away',
    km: input.km,
    colour: input.colour,
    simple_fuel: input.simple_fuel,
    fuel: input.fuel ?? input.simple_fuel,
    simple_body: input.body,
    simple_drive: input.simple_drive,
    seats: input.seats,
    doors: input.doors,
    transmission,
    trans: input.trans,
    simple_transmission: input.simple_transmission,
    stocknum: input.stocknum,
    vin: input.vin ?? '',
    regplate: input.regplate,
    rego_expiry: input.rego_expiry,
    compliance_date: input.compliance_date ?? '',
    build_date: input.build_date ?? '',
    engine_size: Math.round(input.engine_size_litres * 1000),
    engine_size_litres: input.engine_size_litres,
    cylinders: input.cylinders,
    views: kept?.views ?? 0,
    dealercomments: input.dealercomments,
    carsales_title: title.filter((part) => part !== null && part !== '').join(' '),
    file,
    standardEquipment: input.features,
    has_nvic: false,
    show_on_dealer_website: input.show_on_dealer_website,
    payment_processors: [],
    finance_lenders: {},
    autograb_data: null,
    variant: null,
    body_width: null,
    body_length: null,
    tare_weight: null,
    axle_type: null,
    sleeps: null,
    aggregate_trailer_mass: null,
    item_type: input.item_type,
    categories: input.categories,
    created_at_timestamp: created,
    has_file: file !== null,
    ...derivedFields({ ...input, drive: input.simple_drive, equipment: input.features, place }),
  };
}
