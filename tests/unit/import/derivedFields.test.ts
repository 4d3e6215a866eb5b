import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FeedFlags } from '../../../src/config/areas/feed.ts';
import { formatDealerIssue, toDealerIssues } from '../../../src/config/formatIssues.ts';
import { mappingProblems } from '../../../scripts/import/checkMapping.ts';
import { mapTextRecord, missingColumns, type ColumnMapping } from '../../../scripts/import/mapRow.ts';
import { checkRow } from '../../../scripts/import/rowSchema.ts';
import { SyncPlan } from '../../../scripts/import/sync.ts';
import { demoDealer, placesOf } from './support.ts';

/** A DMS export with no condition column: which cars are new is only in the stock number. */
const HEADER = ['Stock No', 'Make', 'Model', 'Year', 'Price', 'Odometer', 'Body'];
const dms = (stock: string, km = '12', model = 'Corolla') =>
  Object.fromEntries(HEADER.map((h, i) => [h, [stock, 'Toyota', model, '2026', '$31,990', km, 'Hatch'][i]]));

const CAR_TYPE_RULES = [
  { from: 'stocknum', pattern: '^N', value: 'new' },
  { from: 'stocknum', pattern: '^D', value: 'demo' },
  { value: 'used' },
] as const;

const mapping = (derive: ColumnMapping['derive'] = { car_type: CAR_TYPE_RULES }): ColumnMapping => ({
  columns: {
    stocknum: 'Stock No',
    make: 'Make',
    model: 'Model',
    year: 'Year',
    price: 'Price',
    km: 'Odometer',
    body: 'Body',
  },
  separator: '|',
  key: 'stocknum',
  values: {},
  constants: {},
  derive,
});

const carType = (record: Record<string, unknown>, m = mapping()) => mapTextRecord(record, m).car_type;

describe('feed.derive: a field worked out from another field of the row', () => {
  it('reads new, demo and used from the stock number, the last rule catching the rest', () => {
    expect([carType(dms('N10234')), carType(dms('d2201')), carType(dms('U5512')), carType(dms('T88'))]).toEqual([
      'new',
      'demo',
      'used',
      'used',
    ]);
  });

  it('lists every new car as new: the export with no condition column fills the new-cars search', () => {
    const stock = [
      ...Array.from({ length: 19 }, (_, i) => `N${1000 + i}`),
      ...Array.from({ length: 6 }, (_, i) => `U${2000 + i}`),
    ];
    const plan = new SyncPlan(placesOf(demoDealer('hobart-toyota')), new Map(), 1_795_000_000, {
      slug: 'hobart-toyota',
      key: 'stocknum',
    });
    const cars = stock.flatMap((s, i) => {
      const outcome = plan.row(i + 1, mapTextRecord(dms(s), mapping()));
      return outcome.kind === 'added' ? [outcome.car] : [];
    });
    expect(plan.errors).toEqual([]);
    expect(cars.filter((car) => car.car_type === 'new')).toHaveLength(19);
    expect(cars.filter((car) => car.car_type === 'used')).toHaveLength(6);
  });

  it('compares a number field with a threshold, read the way the field reads it (38,112 km)', () => {
    const byKm = mapping({
      car_type: [
        { from: 'km', below: 1000, value: 'demo' },
        { from: 'km', atLeast: 1000, value: 'used' },
      ],
    });
    expect(carType(dms('A1', '750 km'), byKm)).toBe('demo');
    expect(carType(dms('A2', '38,112 km'), byKm)).toBe('used');
    expect(carType(dms('A3', '1000'), byKm)).toBe('used');
  });

  it("maps the pattern's first group through its values, any case; a group not listed falls to the next rule", () => {
    const byPrefix = mapping({
      car_type: CAR_TYPE_RULES,
      location_id: [
        { from: 'stocknum', pattern: '^[NDU]-?([A-Z]{2})', values: { hb: '1061', GL: '1062' } },
        { value: '1061' },
      ],
    });
    expect(mapTextRecord(dms('N-GL204'), byPrefix).location_id).toBe('1062');
    expect(mapTextRecord(dms('Uhb9'), byPrefix).location_id).toBe('1061');
    expect(mapTextRecord(dms('UZZ9'), byPrefix).location_id).toBe('1061');
  });

  it("fills only a field the row leaves empty: the export's own value and a constant win", () => {
    expect(carType({ ...dms('N1'), car_type: 'used' })).toBe('used');
    expect(carType(dms('N1'), { ...mapping(), constants: { car_type: 'demo' } })).toBe('demo');
  });

  it('leaves the field empty when no rule matches, so the row check names it', () => {
    const raw = {
      ...mapTextRecord(dms('X1'), mapping({ car_type: [{ from: 'stocknum', pattern: '^N', value: 'new' }] })),
      id: '1',
    };
    expect(checkRow(3, raw)).toMatchObject({ ok: false, errors: ['row 3 car_type: expected a value, found nothing'] });
  });

  it('stands in for a required column: the header needs no condition column', () => {
    const header = HEADER;
    expect(missingColumns(header, mapping())).toBeNull();
    expect(missingColumns(header, mapping({}))).toBe('missing required column "car_type"');
  });
});

describe('derive rules in dealer.json', () => {
  const issues = (derive: unknown) => {
    const result = v.safeParse(FeedFlags, { derive });
    return result.success ? [] : toDealerIssues('hobart-toyota', 'dealer.json', result.issues).map(formatDealerIssue);
  };

  it('accepts the four kinds of rule', () => {
    expect(
      issues({
        car_type: [
          { from: 'stocknum', pattern: '^N', value: 'new' },
          { from: 'km', below: 500, value: 'demo' },
          { value: 'used' },
        ],
        location_id: [{ from: 'stocknum', pattern: '^([A-Z]{2})', values: { HB: 1061 } }],
      }),
    ).toEqual([]);
  });

  it('names a rule of no known shape, a threshold on a text field and a pattern that does not compile', () => {
    const shapes =
      'a rule {"from", "pattern", "value"}, {"from", "pattern", "values"}, {"from", "below" or "atLeast", "value"} ' +
      '(from a number field: km, price, year, seats, doors, cylinders, engine_size_litres) or a last {"value"}';
    expect(issues({ car_type: [{ from: 'stocknum', value: 'new' }] })).toEqual([
      `dealer "hobart-toyota": dealer.json derive.car_type.0: expected ${shapes}, found Object`,
    ]);
    expect(issues({ car_type: [{ from: 'make', below: 5, value: 'new' }] })).toEqual([
      `dealer "hobart-toyota": dealer.json derive.car_type.0: expected ${shapes}, found Object`,
    ]);
    expect(issues({ car_type: [{ from: 'stocknum', pattern: '^(N', value: 'new' }] })).toEqual([
      'dealer "hobart-toyota": dealer.json derive.car_type.0.pattern: expected a regular expression such as ^N or ^([A-Z]{2}), found "^(N"',
    ]);
  });

  it('refuses, before any row is read, a derived value the field would refuse', () => {
    expect(
      mappingProblems(
        mapping({
          car_type: [{ from: 'stocknum', pattern: '^N', value: 'brand new' }],
          body: [{ from: 'model', pattern: '^(\\w+)', values: { HiLux: 'tray' } }],
        }),
      ),
    ).toEqual([
      'feed.derive.car_type[0]: expected one of new, used, demo, found "brand new"',
      'feed.derive.body[0]: "HiLux" means "tray"; expected one of 4x4, bus, cabChassis, convertible, coupe, hardtop, hatch, hatchback, motorhome, lightTruck, peopleMover, sedan, softtop, suv, ute, van, wagon, stationWagon, motorcycle, found "tray"',
    ]);
  });
});
