import * as v from 'valibot';
import {
  flag,
  httpsUrls,
  nullableNumber,
  nullableOneOf,
  number,
  oneOf,
  optionalText,
  pattern,
  text,
  textList,
} from './fields.ts';

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
  dealership_id: number(1, Number.MAX_SAFE_INTEGER, { integer: true }),
  location_id: nullableNumber(true),
  make: text(),
  model: text(),
  badge: text(true),
  series: text(true),
  year: number(1900, 2100, { integer: true }),
  car_type: oneOf(['new', 'used', 'demo']),
  status: oneOf(['in_stock', 'coming_soon', 'sold'], true, 'in_stock'),
  item_type: oneOf(['car', 'motorcycle', 'caravan'], true, 'car'),
  price: number(0, 100_000_000),
  before_price: nullableNumber(),
  km: number(0, 10_000_000, { integer: true, optional: true }),
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
  rego_expiry: pattern('a date like 2026-05-31', /^\d{4}-\d{2}-\d{2}$/, true),
  build_date: pattern('a month like 2024-03', /^\d{4}-(0[1-9]|1[0-2])$/, true),
  compliance_date: pattern('a month like 2024-03', /^\d{4}-(0[1-9]|1[0-2])$/, true),
  reserved: flag(false),
  certified: flag(false),
  show_on_dealer_website: flag(true),
  tag: optionalText(),
  dealercomments: text(true),
  photos: httpsUrls(),
  features: textList(),
  categories: textList(),
  file: httpsUrls(),
};

export const CarInputSchema = v.object(carInputEntries);
export type CarInput = v.InferOutput<typeof CarInputSchema>;
export type CarInputField = keyof typeof carInputEntries;
export const CAR_INPUT_FIELDS = Object.keys(carInputEntries) as CarInputField[];

/** Columns a feed must have (after mapping): a row cannot become a car without them. */
export const REQUIRED_FIELDS: readonly CarInputField[] = [
  'id',
  'stocknum',
  'dealership_id',
  'make',
  'model',
  'year',
  'car_type',
  'price',
  'body',
];

/** Columns holding several values split by the feed's separator. */
export const LIST_FIELDS: ReadonlySet<CarInputField> = new Set(['photos', 'features', 'categories']);

/** Checks one row: the Car input, or the one-line error `row 17 price: expected a number, found "POA"`. */
export function checkRow(
  row: number,
  raw: Record<string, unknown>,
): { ok: true; car: CarInput } | { ok: false; error: string } {
  const complete = Object.fromEntries(CAR_INPUT_FIELDS.map((field) => [field, raw[field]]));
  const result = v.safeParse(CarInputSchema, complete, { abortEarly: true });
  if (result.success) return { ok: true, car: result.output };
  const issue = result.issues[0];
  const key = issue.path?.[0]?.key;
  const field = typeof key === 'string' ? key : 'row';
  return { ok: false, error: `row ${row} ${field}: ${issue.message}` };
}
