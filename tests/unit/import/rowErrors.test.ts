import { describe, expect, it } from 'vitest';
import { checkRow } from '../../../scripts/import/rowSchema.ts';
import { SyncPlan } from '../../../scripts/import/sync.ts';
import { demoDealer, goodRow, placesOf } from './support.ts';

const hobart = placesOf(demoDealer('hobart-toyota'));
const NOW = 1_790_000_000;

/** 17 kinds of bad row, each with the exact one-line message the import prints (SPEC §3 Car fields from a feed). */
const BAD_ROWS: [string, Record<string, unknown>, string][] = [
  ['price not a price', { price: 'cheap' }, 'row 1 price: expected a price like 42990, $42,990 or POA, found "cheap"'],
  ['missing make', { make: '' }, 'row 1 make: expected a value, found nothing'],
  ['missing stock number', { stocknum: undefined }, 'row 1 stocknum: expected a value, found nothing'],
  ['id not whole', { id: '12.5' }, 'row 1 id: expected a whole number, found "12.5"'],
  ['year out of range', { year: '1850' }, 'row 1 year: expected a whole number from 1900 to 2100, found "1850"'],
  ['negative km', { km: '-5' }, 'row 1 km: expected kilometres like 12000 or 12,000 km, found "-5"'],
  [
    'unknown car type',
    { car_type: 'preowned' },
    'row 1 car_type: "preowned" is not mapped; add it under feed.values.car_type',
  ],
  [
    'unknown status',
    { status: 'available' },
    'row 1 status: "available" is not mapped; add it under feed.values.status',
  ],
  ['unknown body', { body: 'limousine' }, 'row 1 body: "limousine" is not mapped; add it under feed.values.body'],
  [
    'unknown fuel',
    { simple_fuel: 'LPG' },
    'row 1 simple_fuel: "LPG" is not mapped; add it under feed.values.simple_fuel',
  ],
  [
    'unknown transmission',
    { simple_transmission: 'CVT' },
    'row 1 simple_transmission: "CVT" is not mapped; add it under feed.values.simple_transmission',
  ],
  ['seats not a number', { seats: 'five' }, 'row 1 seats: expected a whole number, found "five"'],
  ['short VIN', { vin: 'JTNK4RBE00' }, 'row 1 vin: expected 17 letters and digits, found "JTNK4RBE00"'],
  [
    'rego date that does not exist',
    { rego_expiry: '31/02/2027' },
    'row 1 rego_expiry: expected a date like 31/05/2026 or 2026-05-31, found "31/02/2027"',
  ],
  [
    'build month',
    { build_date: '2021-13' },
    'row 1 build_date: expected a month like 03/2024 or 2024-03, found "2021-13"',
  ],
  [
    'reserved yes/no',
    { reserved: 'maybe' },
    'row 1 reserved: "maybe" is not mapped; add it under feed.values.reserved',
  ],
  [
    'ftp photo',
    { photos: ['https://images.example.com/a.jpg', 'ftp://images.example.com/b.jpg'] },
    'row 1 photos: expected a web address like https://…, found "ftp://images.example.com/b.jpg"',
  ],
  ['photo not a URL', { photos: ['a.jpg'] }, 'row 1 photos: expected a web address like https://…, found "a.jpg"'],
  [
    'history report not on the web',
    { file: ['file:///reports/x.pdf'] },
    'row 1 file: expected a web address like https://…, found "file:///reports/x.pdf"',
  ],
  [
    "another dealer's dealership",
    { dealership_id: '1101' },
    "row 1 dealership_id: expected one of this dealer's dealerships (1601), found 1101",
  ],
  [
    'location of another dealership',
    { location_id: '1011' },
    'row 1 location_id: expected a location of dealership 1601 (1061, 1062, 1063), found 1011',
  ],
];

describe('feed row validation', () => {
  it.each(BAD_ROWS)('%s: one line, the row skipped', (_name, change, message) => {
    const plan = new SyncPlan(hobart, new Map(), NOW);
    expect(plan.row(1, goodRow(change))).toEqual({ kind: 'invalid', error: message });
    expect(plan.errors).toEqual([message]);
    expect(plan.counts).toEqual({ added: 0, updated: 0, unchanged: 0, invalid: 1 });
  });

  it('has at least 15 kinds of bad row', () => {
    expect(new Set(BAD_ROWS.map(([, change]) => Object.keys(change)[0])).size).toBeGreaterThanOrEqual(15);
  });

  it('imports the good rows around bad ones and numbers rows from 1', () => {
    const plan = new SyncPlan(hobart, new Map(), NOW);
    plan.row(1, goodRow());
    plan.row(2, goodRow({ id: '5002', stocknum: 'U5002', price: 'cheap' }));
    plan.row(3, goodRow({ id: '5003', stocknum: 'U5003' }));
    expect(plan.counts).toEqual({ added: 2, updated: 0, unchanged: 0, invalid: 1 });
    expect(plan.errors).toEqual(['row 2 price: expected a price like 42990, $42,990 or POA, found "cheap"']);
  });

  it('rejects a second row with the same id', () => {
    const plan = new SyncPlan(hobart, new Map(), NOW);
    plan.row(1, goodRow());
    expect(plan.row(2, goodRow({ stocknum: 'X' }))).toEqual({
      kind: 'invalid',
      error: 'row 2 id: expected a unique id, found 5001 again',
    });
  });

  it('accepts typed JSON values as well as text', () => {
    const plan = new SyncPlan(hobart, new Map(), NOW);
    const outcome = plan.row(1, goodRow({ id: 5001, price: 27990, year: 2021, reserved: true, location_id: null }));
    expect(outcome.kind).toBe('added');
    if (outcome.kind !== 'added') return;
    expect(outcome.car.reserved).toBe(true);
    // No location_id: the dealership's primary sales location.
    expect(outcome.car.location_id).toBe(1061);
  });
});

describe('a dealer word without a value map', () => {
  it('names the field, the word and the key to add, on the row it came from', () => {
    expect(checkRow(17, goodRow({ status: 'Deposit Taken', location_id: 'Glenorchy Yard' }))).toMatchObject({
      ok: false,
      errors: [
        'row 17 location_id: "Glenorchy Yard" is not mapped; add it under feed.values.location_id',
        'row 17 status: "Deposit Taken" is not mapped; add it under feed.values.status',
      ],
    });
  });
});
