import * as v from 'valibot';
import {
  comment,
  day,
  flag,
  httpsUrls,
  month,
  nullableMoney,
  nullableNumber,
  nullableOneOf,
  number,
  oneOf,
  optionalText,
  pattern,
  text,
  textList,
  timestamp,
} from './fields.ts';
import { parseKilometres } from './values/kilometres.ts';
import { parseMoney } from './values/money.ts';
import { NotInFeed, Unmapped } from './values/valueMap.ts';

const BODIES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
  'motorcycle',
] as const;

/**
 * The Car input a feed row gives (SPEC §3 fields a dealer-management system knows); everything
 * else of a Car is derived (src/stock/derived.ts) or kept from the index. Key order is the order
 * row errors are reported in.
 */
export const carInputEntries = {
  id: number(1, Number.MAX_SAFE_INTEGER, { integer: true }),
  stocknum: text(),
  /** None: the dealer's only dealership, or the dealership of the row's location (scripts/import/places.ts). */
  dealership_id: nullableNumber(true),
  location_id: nullableNumber(true),
  make: text(),
  model: text(),
  badge: text(true),
  series: text(true),
  year: number(1900, 2100, { integer: true }),
  car_type: oneOf(['new', 'used', 'demo']),
  status: oneOf(['in_stock', 'coming_soon', 'sold'], true, 'in_stock'),
  item_type: oneOf(['car', 'motorcycle', 'caravan'], true, 'car'),
  price: number(0, 100_000_000, { parse: parseMoney, expected: 'a price like 42990, $42,990 or POA' }),
  before_price: nullableMoney(),
  km: number(0, 10_000_000, {
    integer: true,
    optional: true,
    parse: parseKilometres,
    expected: 'kilometres like 12000 or 12,000 km',
  }),
  colour: text(true),
  body: oneOf(BODIES),
  simple_fuel: nullableOneOf(['Petrol', 'Diesel', 'Hybrid', 'Electric']),
  fuel: optionalText(),
  simple_transmission: nullableOneOf(['Auto', 'Manual']),
  trans: optionalText(),
  simple_drive: nullableOneOf(['FWD', 'RWD', 'AWD', '4WD']),
  seats: number(0, 99, { integer: true, optional: true }),
  doors: number(0, 9, { integer: true, optional: true }),
  cylinders: number(0, 16, { integer: true, optional: true }),
  engine_size_litres: number(0, 20, { optional: true }),
  vin: pattern('17 letters and digits', /^[A-HJ-NPR-Z0-9]{17}$/i, true),
  regplate: optionalText(),
  rego_expiry: day(),
  build_date: month(),
  compliance_date: month(),
  reserved: flag(false),
  certified: flag(false),
  show_on_dealer_website: flag(true),
  tag: optionalText(),
  dealercomments: comment(),
  photos: httpsUrls(),
  features: textList(),
  categories: textList(),
  file: httpsUrls(),
  /** When the car came into stock (Unix seconds): a new car's created_at, so old stock is not a New Arrival. */
  in_stock_date: timestamp(),
};

export const CarInputSchema = v.object(carInputEntries);
export type CarInput = v.InferOutput<typeof CarInputSchema>;
export type CarInputField = keyof typeof carInputEntries;
export const CAR_INPUT_FIELDS = Object.keys(carInputEntries) as CarInputField[];

/** Columns a feed must have (after mapping): a row cannot become a car without them. */
export const REQUIRED_FIELDS: readonly CarInputField[] = [
  'id',
  'stocknum',
  'make',
  'model',
  'year',
  'car_type',
  'price',
  'body',
];

/**
 * Fields whose values are words a dealer's export may spell its own way: a word the field refuses
 * is reported as not mapped, with the feed.values key to add, whether or not the dealer has a map.
 */
const WORD_FIELDS: ReadonlySet<CarInputField> = new Set([
  'dealership_id',
  'location_id',
  'car_type',
  'status',
  'item_type',
  'body',
  'simple_fuel',
  'simple_transmission',
  'simple_drive',
  'reserved',
  'certified',
  'show_on_dealer_website',
]);

const wordProblem = (field: string, value: unknown): string | null =>
  WORD_FIELDS.has(field as CarInputField) && typeof value === 'string' && value.trim() !== ''
    ? new Unmapped(field as CarInputField, value.trim()).message
    : null;

/** Columns holding several values split by the feed's separator. */
export const LIST_FIELDS: ReadonlySet<CarInputField> = new Set(['photos', 'features', 'categories']);

export type RowCheck = { ok: true; car: CarInput } | { ok: false; error: string; errors: string[] };

/**
 * Checks one row and lists every problem in field order, one line each (`row 17 price: expected a
 * number, found "abc"`); `error` is those lines joined by new lines. A word a value map lacks is
 * accepted when it is already a valid value of the field; a word field's refused word is named with
 * the key to add (`row 17 status: "Deposit Taken" is not mapped; add it under feed.values.status`).
 */
export function checkRow(row: number, raw: Record<string, unknown>): RowCheck {
  const problems = new Map<string, string>();
  const complete: Record<string, unknown> = {};
  for (const field of CAR_INPUT_FIELDS) {
    const value = raw[field];
    if (value instanceof NotInFeed) {
      problems.set(field, value.message);
      complete[field] = undefined;
    } else if (value instanceof Unmapped) {
      const alone = v.safeParse(carInputEntries[field], value.value);
      if (!alone.success) problems.set(field, value.message);
      complete[field] = alone.success ? value.value : undefined;
    } else {
      complete[field] = value;
    }
  }
  const result = v.safeParse(CarInputSchema, complete);
  if (result.success && problems.size === 0) return { ok: true, car: result.output };
  for (const issue of result.issues ?? []) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? key : 'row';
    if (!problems.has(field)) problems.set(field, wordProblem(field, complete[field]) ?? issue.message);
  }
  const order = (field: string) => CAR_INPUT_FIELDS.indexOf(field as CarInputField);
  const errors = [...problems]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([field, message]) => `row ${row} ${field}: ${message}`);
  return { ok: false, error: errors.join('\n'), errors };
}
