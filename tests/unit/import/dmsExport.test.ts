import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FeedFlags } from '../../../src/config/areas/feed.ts';
import { priceDisplay } from '../../../src/domain/priceDisplay.ts';
import { resolveFlags, type FlagOverrides } from '../../../src/config/templates.ts';
import { mappingProblems } from '../../../scripts/import/checkMapping.ts';
import { feedMapping, mapTextRecord, missingColumns } from '../../../scripts/import/mapRow.ts';
import { checkRow } from '../../../scripts/import/rowSchema.ts';
import { SyncPlan } from '../../../scripts/import/sync.ts';
import { demoDealer, placesOf } from './support.ts';

// A dealer-management-system export in its own words, and the feed block of dealer.json that maps it.
const csv = readFileSync('tests/fixtures/feeds/dms-export.csv', 'utf8');
const feed = JSON.parse(readFileSync('tests/fixtures/feeds/dms-export.feed.json', 'utf8')) as unknown;
// The block passes the dealer config schema as written.
const overrides = v.parse(FeedFlags, feed);
const flags = resolveFlags('group', { feed: overrides } as FlagOverrides).feed;
const mapping = feedMapping(flags);
const records: Record<string, string>[] = parse(csv, { columns: true, bom: true });
const header = Object.keys(records[0]!);
const NOW = Date.UTC(2026, 10, 25) / 1000;
const checked = records.map((record, index) => checkRow(index + 1, mapTextRecord(record, mapping)));

describe('a DMS export mapped by dealer.json alone', () => {
  it('has every required column under its own header, and sound meanings and constants', () => {
    expect(missingColumns(header, mapping)).toBeNull();
    expect(mappingProblems(mapping)).toEqual([]);
  });

  it('reads $42,990, km with units, Utility, dd/mm/yyyy and a branch name into Car input', () => {
    expect(checked[0]).toMatchObject({
      ok: true,
      car: {
        id: 91001,
        stocknum: 'HM4411',
        dealership_id: null,
        location_id: 1021,
        car_type: 'used',
        status: 'in_stock',
        reserved: false,
        price: 42990,
        before_price: 45990,
        km: 38112,
        body: 'ute',
        simple_transmission: 'Auto',
        simple_fuel: 'Diesel',
        in_stock_date: Date.UTC(2026, 9, 14) / 1000,
        rego_expiry: '2027-05-31',
        build_date: '2022-03',
        certified: false,
        dealercomments: 'One owner, **full service history**.|• Tow bar|• Tub liner',
        photos: [
          'https://photos.harbourauto.com.au/c/w_1200,h_800/hm4411-1.jpg',
          'https://photos.harbourauto.com.au/c/w_1200,h_800/hm4411-2.jpg',
        ],
      },
    });
  });

  it('reads Deposit Taken as in stock and reserved, POA as no price, and upgrades an http photo', () => {
    expect(checked[1]).toMatchObject({
      ok: true,
      car: {
        status: 'in_stock',
        reserved: true,
        price: 0,
        before_price: null,
        body: 'sedan',
        certified: true,
        photos: ['https://photos.harbourauto.com.au/hh2207-1.jpg'],
      },
    });
  });

  it('reads In Transit as coming soon and Demonstrator as demo', () => {
    expect(checked[2]).toMatchObject({ ok: true, car: { status: 'coming_soon', car_type: 'demo', location_id: 1023 } });
  });

  it('lists every error of a row in field order, naming the value map key to add', () => {
    expect(checked[3]).toEqual({
      ok: false,
      error:
        'row 4 status: "Wholesale" is not mapped; add it under feed.values.status\nrow 4 price: expected a price like 42990, $42,990 or POA, found "TBA"',
      errors: [
        'row 4 status: "Wholesale" is not mapped; add it under feed.values.status',
        'row 4 price: expected a price like 42990, $42,990 or POA, found "TBA"',
      ],
    });
    expect(checked[4]).toMatchObject({ ok: false, errors: ['row 5 year: expected a whole number, found "20XX"'] });
  });

  it('builds cars at the branch location and dealership, dated from the day they came into stock', () => {
    const plan = new SyncPlan(placesOf(demoDealer('harbour-auto-group')), new Map(), NOW);
    const cars = records.slice(0, 3).map((record, index) => plan.row(index + 1, mapTextRecord(record, mapping)));
    expect(cars.map((c) => (c.kind === 'added' ? [c.car.dealership_id, c.car.location_id] : c.kind))).toEqual([
      [1201, 1021],
      [1202, 1022],
      [1203, 1023],
    ]);
    expect(cars.map((c) => (c.kind === 'added' ? c.car.created_at : null))).toEqual([
      '2026-10-14T00:00:00.000Z',
      '2026-11-02T00:00:00.000Z',
      '2026-11-20T00:00:00.000Z',
    ]);
    // POA reaches the car page as the enquire-for-price display, never as $0.
    const poa = cars[1]!.kind === 'added' ? cars[1]!.car : null;
    expect(poa && priceDisplay(poa, false)).toEqual({
      mode: 'no-price',
      amount: null,
      before: null,
      note: 'Enquire for price.',
    });
    expect(cars.map((c) => (c.kind === 'added' ? c.car.price_range : null))).toEqual([
      expect.any(String),
      null,
      expect.any(String),
    ]);
  });
});

describe('a 300-row DMS export', () => {
  const branches = ['Mazda Broadmeadow', 'Hyundai Gosford', 'Kia Canberra', 'Ford Cardiff'];
  const statuses = ['In Stock', 'In Transit', 'Deposit Taken', 'In Stock'];
  const bodies = ['Utility', 'Sedan', 'SUV', 'Wagon', 'Hatch'];
  const prices = ['$42,990', 'POA', '$18,500.00', '27990'];
  const rows = Array.from({ length: 300 }, (_, i) => ({
    ...records[0]!,
    'Vehicle ID': String(92_000 + i),
    'Stock No': `HX${i}`,
    VIN: '',
    Status: statuses[i % 4]!,
    Body: bodies[i % 5]!,
    Branch: branches[i % 4]!,
    'Drive Away Price': prices[i % 4]!,
    Photos: i % 2 === 0 ? records[0]!.Photos! : records[1]!.Photos!,
  }));
  const harbour = placesOf(demoDealer('harbour-auto-group'));

  it('imports none of its rows under the default columns', () => {
    const plan = new SyncPlan(harbour, new Map(), NOW);
    for (const [index, row] of rows.entries()) plan.row(index + 1, mapTextRecord(row, { columns: {}, separator: '|' }));
    expect(plan.counts).toEqual({ added: 0, updated: 0, unchanged: 0, invalid: 300 });
  });

  it('imports all 300 rows with the feed block of dealer.json alone', () => {
    const plan = new SyncPlan(harbour, new Map(), NOW);
    for (const [index, row] of rows.entries()) plan.row(index + 1, mapTextRecord(row, mapping));
    expect(plan.errors).toEqual([]);
    expect(plan.counts).toEqual({ added: 300, updated: 0, unchanged: 0, invalid: 0 });
  });
});
