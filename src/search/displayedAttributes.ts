import type { Car } from '../domain/car.ts';

/**
 * Car fields no page, feed or lead message reads. They stay in the stock index (the importer keeps
 * `created_at` from the first time it saw a car, through the documents route, which the displayed
 * list does not narrow) but a search answer never carries them, whatever a browser asks for.
 * `private_suburb` and `private_postcode` are where a privately consigned car is kept.
 */
export const HIDDEN_CAR_ATTRIBUTES = [
  'private_suburb',
  'private_postcode',
  'has_file',
  'created_at',
  'offer_price',
  'engine_size',
  'simple_body',
] as const satisfies readonly (keyof Car)[];

/**
 * The index's displayed attributes: an allow-list of what the pages show (SPEC §3 fields the
 * build, the islands and the lead API read). A search can retrieve these and nothing else.
 */
export const DISPLAYED_CAR_ATTRIBUTES = [
  'id',
  'slug',
  'name',
  'make',
  'model',
  'make_model',
  'year',
  'badge',
  'series',
  'car_type',
  'status',
  'sold',
  'sold_date_timestamp',
  'reserved',
  'preorder',
  'certified',
  'tag',
  'created_at_timestamp',
  'price',
  'before_price',
  'subscription_price',
  'price_type',
  'price_range',
  'weekly_price_range',
  'km',
  'colour',
  'simple_fuel',
  'fuel',
  'drive',
  'simple_drive',
  'seats',
  'doors',
  'transmission',
  'trans',
  'simple_transmission',
  'stocknum',
  'vin',
  'regplate',
  'rego_expiry',
  'compliance_date',
  'build_date',
  'engine_size_litres',
  'cylinders',
  'views',
  'dealercomments',
  'carsales_title',
  'photos_count',
  'thumbnails',
  'images',
  'primary_image_url',
  'file',
  'standardEquipment',
  'dealership_id',
  'dealership_name',
  'dealership_slug',
  'location',
  'location_id',
  'location_name',
  'city',
  'state',
  'has_nvic',
  'show_on_dealer_website',
  'payment_processors',
  'finance_lenders',
  'autograb_data',
  'variant',
  'body_width',
  'body_length',
  'tare_weight',
  'axle_type',
  'sleeps',
  'aggregate_trailer_mass',
  'item_type',
  'body',
  'categories',
  'filtered_features',
  'manufacturer_slug',
  'model_slug',
] as const satisfies readonly (keyof Car)[];

type Decided = (typeof DISPLAYED_CAR_ATTRIBUTES)[number] | (typeof HIDDEN_CAR_ATTRIBUTES)[number];
/** A new Car field fails to compile here until it is put on one list or the other. */
export const everyCarFieldDecided: Exclude<keyof Car, Decided> extends never ? true : never = true;
