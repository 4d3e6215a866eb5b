import { MIN_SHOWN_PRICE } from '../../../src/domain/priceDisplay.ts';
import { DRIVE_WORDS, FUEL_WORDS, TRANSMISSION_WORDS, type FeedPreset } from './feedPreset.ts';

/**
 * The Meta (Facebook) automotive inventory feed (developers.facebook.com, Automotive Inventory Ads
 * reference), as CSV/TSV (nested fields as `mileage.value`, `image[0].url`) or XML (`listings/listing`).
 */
export const metaPreset: FeedPreset = {
  recordPath: 'listings/listing',
  columns: {
    stocknum: 'vehicle_id',
    vin: 'vin',
    make: 'make',
    model: 'model',
    badge: 'trim',
    year: 'year',
    car_type: 'state_of_vehicle',
    certified: 'state_of_vehicle',
    status: 'availability',
    price: ['sale_price', 'price'],
    // With a sale_price, price is what the car cost before: shown struck through (SPEC §4 reduced price).
    before_price: 'price',
    km: 'mileage',
    colour: 'exterior_color',
    body: 'body_style',
    simple_fuel: 'fuel_type',
    simple_transmission: 'transmission',
    simple_drive: 'drivetrain',
    in_stock_date: 'date_first_on_lot',
    dealercomments: 'description',
    photos: 'image.url',
  },
  values: {
    car_type: { new: 'new', used: 'used', cpo: 'used' },
    certified: { new: 'false', used: 'false', cpo: 'true' },
    status: {
      available: 'in_stock',
      'in stock': 'in_stock',
      pending: 'reserved',
      not_available: 'sold',
      'not available': 'sold',
      unknown: '',
    },
    body: {
      crossover: 'suv',
      estate: 'wagon',
      grandtourer: 'coupe',
      minibus: 'bus',
      minivan: 'peopleMover',
      mpv: 'peopleMover',
      pickup: 'ute',
      roadster: 'convertible',
      saloon: 'sedan',
      small_car: 'hatch',
      sportscar: 'coupe',
      supercar: 'coupe',
      supermini: 'hatch',
      truck: 'lightTruck',
    },
    simple_fuel: FUEL_WORDS,
    simple_transmission: TRANSMISSION_WORDS,
    simple_drive: DRIVE_WORDS,
  },
  constants: { item_type: 'car' },
  placeColumn: 'dealer_id',
  key: 'stocknum',
  optional: [],
  leftOut: { reason: 'no price (the meta feed leaves such cars out)', maxPrice: MIN_SHOWN_PRICE },
};
