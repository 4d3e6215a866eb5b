import { describe, expect, it } from 'vitest';
import { resolveFlags, type Flags } from '../../../src/config/templates.ts';
import { feedProblems } from '../../../scripts/import/checkMapping.ts';
import { summaryLine, type ImportSummary } from '../../../scripts/import/importDealer.ts';
import { feedMapping, mapTextRecord, missingColumns } from '../../../scripts/import/mapRow.ts';
import { effectiveFeed } from '../../../scripts/import/presets/effectiveFeed.ts';
import { leftOutIds } from '../../../scripts/import/presets/leftOut.ts';
import { oneLinePerCause } from '../../../scripts/import/rowCauses.ts';
import { checkRow } from '../../../scripts/import/rowSchema.ts';
import { SyncPlan } from '../../../scripts/import/sync.ts';
import { demoDealer, placesOf } from './support.ts';

type Feed = Flags['feed'];
const google = (own: Partial<Feed> = {}) =>
  effectiveFeed({ ...resolveFlags('group', {}).feed, preset: 'google', location: 'google.csv', ...own });

/** Google's required attributes only (body_style, colour and the rest are optional in its specification). */
const REQUIRED_ONLY = {
  id: 'HT3001',
  vin: 'JTNKB3BE60J012345',
  store_code: 'HOB-01',
  dealership_name: 'Hobart Toyota',
  dealership_address: '173 Argyle St, Hobart TAS 7000, AU',
  make: 'Toyota',
  model: 'HiLux',
  year: '2024',
  condition: 'used',
  price: '54990.00 AUD',
  mileage: '20,000 km',
};

describe('the Google preset with optional columns', () => {
  it('reads a feed without body_style: the header is not refused', () => {
    expect(missingColumns(Object.keys(REQUIRED_ONLY), feedMapping(google()))).toBeNull();
  });

  it('names the fix on a car with no body, and takes the body from feed.derive', () => {
    const raw = { ...mapTextRecord(REQUIRED_ONLY, feedMapping(google())), id: '1' };
    expect(checkRow(4, raw)).toMatchObject({
      ok: false,
      errors: [
        'row 4 body: empty: body_style is optional in the google feed; give the cars a body with feed.derive.body or feed.constants.body',
      ],
    });
    const derived = google({ derive: { body: [{ from: 'model', pattern: '^(\\w+)$', values: { hilux: 'ute' } }] } });
    const checked = checkRow(4, { ...mapTextRecord(REQUIRED_ONLY, feedMapping(derived)), id: '1' });
    expect(checked).toMatchObject({ ok: true, car: { body: 'ute', make: 'Toyota', model: 'HiLux' } });
  });

  it('reads the Merchant Center names of the same things: brand, color and availability', () => {
    const record = { ...REQUIRED_ONLY, make: '', brand: 'Toyota', color: 'Silver Sky', availability: 'preorder' };
    const checked = checkRow(1, { ...mapTextRecord(record, feedMapping(google())), id: '1', body: 'ute' });
    expect(checked).toMatchObject({ ok: true, car: { make: 'Toyota', colour: 'Silver Sky', status: 'coming_soon' } });
    const sold = { ...record, availability: 'out_of_stock' };
    expect(checkRow(1, { ...mapTextRecord(sold, feedMapping(google())), id: '1', body: 'ute' })).toMatchObject({
      ok: true,
      car: { status: 'sold' },
    });
  });
});

describe('prices the standards carry', () => {
  it('read a sale_price as the price and the price as the one before it, shown struck through', () => {
    const meta = effectiveFeed({ ...resolveFlags('group', {}).feed, preset: 'meta', location: 'meta.csv' });
    const record = { vehicle_id: 'HT2001', price: '52990 AUD', sale_price: '49990 AUD' };
    expect(mapTextRecord(record, feedMapping(meta))).toMatchObject({ price: '49990 AUD', before_price: '52990 AUD' });
    const onSale = { ...REQUIRED_ONLY, sale_price: '51990.00 AUD', body_style: 'truck' };
    expect(checkRow(1, { ...mapTextRecord(onSale, feedMapping(google())), id: '1' })).toMatchObject({
      ok: true,
      car: { price: 51990, before_price: 54990 },
    });
  });
});

describe('one error per cause', () => {
  const harbour = placesOf(demoDealer('harbour-auto-group'));
  const SEVERAL =
    'required: this dealer has several dealerships (1201, 1202, 1203, 1204); map a column to dealership_id or ' +
    'location_id (a google or meta preset: each store_code or dealer_id under feed.values.location_id)';

  it('prints a dealership error of 218 rows once, with the count, naming the store_code map', () => {
    const plan = new SyncPlan(harbour, new Map(), 1_795_000_000, { slug: 'harbour-auto-group', key: 'stocknum' });
    const mapping = feedMapping(google());
    for (let row = 1; row <= 218; row++) {
      const record = { ...REQUIRED_ONLY, id: `HA${row}`, body_style: 'truck' };
      plan.row(row, mapTextRecord(record, mapping));
    }
    expect(plan.counts.invalid).toBe(218);
    expect(oneLinePerCause(plan.errors)).toEqual([`218 rows (1, 2, 3, 4, 5, …) dealership_id: ${SEVERAL}`]);
  });

  it('keeps a problem of one row as it was, and counts the kept cars of a repeated one', () => {
    const kept = (row: number) =>
      `row ${row} price: expected a price like 42990, $42,990 or POA, found "TBA" (car "U${row}" kept from the last good import)`;
    expect(
      oneLinePerCause([
        'row 1 year: expected a whole number, found "20XX"',
        `row 2 status: "Wholesale" is not mapped; add it under feed.values.status\n${kept(2)}`,
        kept(3),
        'row 4 price: expected a price like 42990, $42,990 or POA, found "TBA"',
        'dealers/_feeds/x.csv: 2 rows no dealer of this feed claims',
      ]),
    ).toEqual([
      'row 1 year: expected a whole number, found "20XX"',
      'row 2 status: "Wholesale" is not mapped; add it under feed.values.status',
      '3 rows (2, 3, 4) price: expected a price like 42990, $42,990 or POA, found "TBA"; 2 of those cars kept from the last good import',
      'dealers/_feeds/x.csv: 2 rows no dealer of this feed claims',
    ]);
  });
});

describe('npm run check-dealers on a preset mapping', () => {
  const harbour = demoDealer('harbour-auto-group');
  const withFeed = (feed: Partial<Feed>) => ({
    ...harbour,
    config: { ...harbour.config, flags: { ...harbour.config.flags, feed: { ...harbour.config.flags.feed, ...feed } } },
  });

  it('fails a dealer with several dealerships whose google feed maps no store_code', () => {
    expect(feedProblems(withFeed({ preset: 'google', location: 'google.xml', columns: {}, values: {} }))).toEqual([
      'feed.values.location_id: this dealer has several dealerships (1201, 1202, 1203, 1204) and the google feed ' +
        'names each car\'s by store_code: map each store_code to a location id, such as "values": { "location_id": ' +
        '{ "<store_code>": "1021" } }',
    ]);
  });

  it('fails a location map that names a location the dealer does not have', () => {
    const feed = withFeed({
      preset: 'google',
      location: 'google.xml',
      columns: {},
      values: { location_id: { 'HM-01': '1021', 'HK-09': '1099' } },
    });
    expect(feedProblems(feed)).toEqual([
      'feed.values.location_id: "HK-09" means "1099"; expected one of this dealer\'s locations ' +
        '(1021, 1022, 1023, 1024, 1025, 1026, 1027), found 1099',
    ]);
    expect(feedProblems(harbour)).toEqual([]);
  });
});

describe('cars a preset feed leaves out while for sale', () => {
  it('are the ones without a price (price on application)', () => {
    const rule = { reason: 'no price', maxPrice: 10 };
    expect(
      leftOutIds(
        [
          { id: 1, price: 0 },
          { id: 2, price: 42990 },
          { id: 3, price: 10 },
          { id: 4, price: 11 },
        ],
        rule,
      ),
    ).toEqual([1, 3]);
    expect(feedMapping(google()).leftOut).toEqual({
      reason: 'no price (the google feed leaves such cars out)',
      maxPrice: 10,
    });
  });

  it('are counted with the reason in the import line', () => {
    const summary: ImportSummary = {
      added: 0,
      updated: 0,
      unchanged: 210,
      sold: 3,
      removed: 0,
      invalid: 0,
      kept: 0,
      errors: [],
      documentsSent: 3,
      fingerprint: '',
      refused: null,
      seconds: 1.25,
      samplesReplaced: 0,
      leftOut: 5,
      leftOutReason: 'no price (the google feed leaves such cars out)',
    };
    expect(summaryLine('harbour-auto-group', summary)).toBe(
      'harbour-auto-group: 0 added, 0 updated, 210 unchanged, 3 marked sold, 0 removed, 0 invalid rows, ' +
        '5 not in the feed kept: no price (the google feed leaves such cars out), 1.3 s',
    );
  });
});
