import { MIN_SHOWN_PRICE } from '../../../src/domain/priceDisplay.ts';
import { DRIVE_WORDS, FUEL_WORDS, TRANSMISSION_WORDS, type FeedPreset } from './feedPreset.ts';

/**
 * The Google vehicle listings feed (developers.google.com/vehicle-listings/reference/feed-specification),
 * as CSV/TSV (plain attribute names) or XML (RSS 2.0 items with `g:`-prefixed elements). The
 * Merchant Center vehicle ads names of the same things (`brand`, `color`, `availability`) are read
 * where the listings name is absent: dealers send one file to both.
 */
export const googlePreset: FeedPreset = {
  recordPath: 'rss/channel/item',
  columns: {
    stocknum: ['id', 'vin'],
    vin: 'vin',
    make: ['make', 'brand'],
    model: 'model',
    badge: 'trim',
    year: 'year',
    car_type: 'condition',
    certified: 'certified_pre_owned',
    status: 'availability',
    // Merchant Center's sale_price, when the file has one, is the price; price is then the one before.
    price: ['sale_price', 'price'],
    before_price: 'price',
    km: 'mileage',
    colour: ['exterior_color', 'color'],
    body: 'body_style',
    simple_fuel: 'fuel_type',
    simple_transmission: 'transmission',
    simple_drive: 'drivetrain',
    in_stock_date: 'date_in_stock',
    dealercomments: 'description',
    photos: ['image_link', 'additional_image_link'],
  },
  values: {
    car_type: { new: 'new', n: 'new', used: 'used', u: 'used' },
    status: {
      in_stock: 'in_stock',
      'in stock': 'in_stock',
      out_of_stock: 'sold',
      'out of stock': 'sold',
      preorder: 'coming_soon',
      backorder: 'coming_soon',
    },
    body: {
      truck: 'ute',
      pickup: 'ute',
      minivan: 'peopleMover',
      crossover: 'suv',
      'station wagon': 'stationWagon',
    },
    simple_fuel: FUEL_WORDS,
    simple_transmission: TRANSMISSION_WORDS,
    simple_drive: DRIVE_WORDS,
  },
  constants: { item_type: 'car' },
  placeColumn: 'store_code',
  key: 'stocknum',
  // body_style is optional in the specification: a car without one is named (feed.derive.body fixes it).
  optional: ['body'],
  leftOut: { reason: 'no price (the google feed leaves such cars out)', maxPrice: MIN_SHOWN_PRICE },
};
