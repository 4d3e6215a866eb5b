import * as v from 'valibot';
import { flag } from '../flag.ts';

/** Car input fields a feed column can be mapped to (scripts/import/rowSchema.ts checks the values). */
export const FEED_FIELDS = [
  'id',
  'stocknum',
  'dealership_id',
  'location_id',
  'make',
  'model',
  'badge',
  'series',
  'year',
  'car_type',
  'status',
  'item_type',
  'price',
  'before_price',
  'km',
  'colour',
  'body',
  'simple_fuel',
  'fuel',
  'simple_transmission',
  'trans',
  'simple_drive',
  'seats',
  'doors',
  'cylinders',
  'engine_size_litres',
  'vin',
  'regplate',
  'rego_expiry',
  'build_date',
  'compliance_date',
  'reserved',
  'certified',
  'show_on_dealer_website',
  'tag',
  'dealercomments',
  'photos',
  'features',
  'categories',
  'file',
] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

const location = v.pipe(
  v.string(),
  v.check(
    (s) => /^https?:\/\//.test(s) || (!s.startsWith('/') && !s.split(/[\\/]/).includes('..')),
    'an http(s) URL or a file name inside the dealer folder',
  ),
);

export const feedFlags = {
  format: flag(
    v.nullable(v.picklist(['csv', 'json', 'xml'])),
    'Stock feed format (csv with a header row, json array of cars, xml vehicles/vehicle); none: no feed, `npm run import` skips the dealer.',
    '§3 Car fields (stock feed, issue 15)',
  ),
  location: flag(
    v.nullable(location),
    'Where the feed is: a file in the dealer folder (dealers/<slug>/…) or an http(s) URL.',
    '§3 Car (stock feed location)',
  ),
  columns: flag(
    v.record(v.picklist(FEED_FIELDS), v.pipe(v.string(), v.minLength(1))),
    "The dealer's column (or XML element) name for each Car field that differs from the default column set.",
    '§3 Car fields',
  ),
  separator: flag(
    v.pipe(v.string(), v.length(1)),
    'Separator inside multi-value columns (photos, features, categories).',
    '§3 Car images, standardEquipment',
  ),
  missing: flag(
    v.picklist(['sold', 'delete']),
    'A car in the index the feed no longer lists: marked sold (shown in the sold window) or deleted.',
    '§4 Availability, §9 sold window',
  ),
  maxRemovalPercent: flag(
    v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
    'An import that would remove or sell more than this share of the cars is refused unless --allow-mass-removal.',
    '§4 Availability (feed mass-removal guard)',
  ),
};

export const FeedFlags = v.strictObject(feedFlags);
