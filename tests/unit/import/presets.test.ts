import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { resolveFlags, type Flags } from '../../../src/config/templates.ts';
import { feedMapping, mapTextRecord } from '../../../scripts/import/mapRow.ts';
import { effectiveFeed } from '../../../scripts/import/presets/effectiveFeed.ts';
import { flattenRecord } from '../../../scripts/import/presets/flattenRecord.ts';
import { checkRow, type CarInput } from '../../../scripts/import/rowSchema.ts';
import { SyncPlan } from '../../../scripts/import/sync.ts';
import { demoDealer, placesOf } from './support.ts';

type Feed = Flags['feed'];
const feedOf = (own: Partial<Feed>): Feed => ({ ...resolveFlags('group', {}).feed, ...own });
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;

/** The records of a fixture feed, read as the reader reads them (CSV cells, XML at the record path). */
function records(file: string, feed: Feed): Record<string, unknown>[] {
  const text = readFileSync(`tests/fixtures/feeds/${file}`, 'utf8');
  if (feed.format === 'csv') {
    return parse(text, { columns: true, bom: true, delimiter: feed.delimiter === 'auto' ? ',' : feed.delimiter });
  }
  let node: unknown = new XMLParser({ parseTagValue: false, ignoreAttributes: true, trimValues: true }).parse(text);
  for (const step of (feed.recordPath ?? '').split('/')) node = (node as Record<string, unknown>)[step];
  return node as Record<string, unknown>[];
}

/** Car inputs of a preset feed; ids stand in for the ones the sync derives from the key (stocknum). */
function inputs(file: string, own: Partial<Feed>): CarInput[] {
  const feed = effectiveFeed(feedOf(own));
  return records(file, feed).map((record, index) => {
    const checked = checkRow(index + 1, { ...mapTextRecord(record, feedMapping(feed)), id: String(index + 1) });
    if (!checked.ok) throw new Error(checked.error);
    return checked.car;
  });
}

describe('the Google vehicle listings preset', () => {
  const csv = inputs('google-vehicle-listings.csv', { preset: 'google', location: 'google-vehicle-listings.csv' });

  it('maps a feed written to the published specification', () => {
    expect(csv[0]).toMatchObject({
      stocknum: 'HT1001',
      vin: 'JTNKB3BE60J012345',
      dealership_id: null,
      make: 'Toyota',
      model: 'Corolla',
      badge: 'Ascent Sport',
      year: 2021,
      car_type: 'used',
      certified: true,
      status: 'in_stock',
      item_type: 'car',
      price: 27990,
      km: 45210,
      colour: 'Glacier White',
      body: 'hatchback',
      simple_fuel: 'Hybrid',
      simple_transmission: 'Auto',
      simple_drive: 'FWD',
      in_stock_date: day('2026-11-01'),
      dealercomments: 'One owner, full service history.',
      photos: [
        'https://img.hobarttoyota.com.au/c/w_1200,h_800/ht1001-1.jpg',
        'https://img.hobarttoyota.com.au/c/w_1200,h_800/ht1001-2.jpg',
        'https://img.hobarttoyota.com.au/c/w_1200,h_800/ht1001-3.jpg',
      ],
    });
    expect(csv[1]).toMatchObject({
      car_type: 'new',
      certified: false,
      price: 42990,
      km: 12,
      body: 'suv',
      simple_drive: 'AWD',
      dealercomments: 'Brand new **RAV4**|• Apple CarPlay',
      photos: ['https://img.hobarttoyota.com.au/ht1002-1.jpg'],
    });
    expect(csv[2]).toMatchObject({
      stocknum: 'MR0HA3CD500123456',
      car_type: 'used',
      price: 54990,
      km: 157716,
      body: 'ute',
      simple_fuel: 'Diesel',
      simple_transmission: 'Manual',
      simple_drive: '4WD',
    });
  });

  it('reads the TSV and the RSS XML form to the same cars', () => {
    expect(
      inputs('google-vehicle-listings.tsv', { preset: 'google', location: 'google-vehicle-listings.tsv' }),
    ).toEqual(csv);
    expect(
      inputs('google-vehicle-listings.xml', { preset: 'google', location: 'google-vehicle-listings.xml' }),
    ).toEqual(csv);
  });

  it("gives a dealer with one dealership's cars that dealership and its primary sales location", () => {
    const plan = new SyncPlan(placesOf(demoDealer('hobart-toyota')), new Map(), day('2026-11-25'));
    const outcome = plan.row(1, { ...csv[0], id: 1 });
    expect(outcome).toMatchObject({ kind: 'added', car: { dealership_id: 1601, location_id: 1061 } });
  });
});

describe('the Meta automotive inventory preset', () => {
  const csv = inputs('meta-automotive-inventory.csv', { preset: 'meta', location: 'meta-automotive-inventory.csv' });

  it('maps a feed written to the published specification, nested fields flattened', () => {
    expect(csv.map((car) => [car.stocknum, car.status, car.reserved, car.car_type, car.certified])).toEqual([
      ['HT2001', 'in_stock', false, 'used', true],
      ['HT2002', 'in_stock', true, 'new', false],
      ['HT2003', 'sold', false, 'used', false],
    ]);
    expect(csv[0]).toMatchObject({
      vin: 'MR0HA3CD500654321',
      badge: 'SR5',
      price: 49990,
      km: 38112,
      body: 'ute',
      simple_fuel: 'Diesel',
      simple_transmission: 'Manual',
      simple_drive: '4WD',
      in_stock_date: day('2026-10-02'),
      dealercomments: 'Tow bar, tub liner.',
      photos: [
        'https://img.hobarttoyota.com.au/c/w_1200,h_800/ht2001-1.jpg',
        'https://img.hobarttoyota.com.au/ht2001-2.jpg',
      ],
    });
    expect(csv[1]).toMatchObject({ price: 33990, km: 10, body: 'suv', dealercomments: 'Brand new.' });
    expect(csv[1]!.photos).toEqual(['https://img.hobarttoyota.com.au/ht2002-1.jpg']);
    expect(csv[2]).toMatchObject({ km: 96561, body: 'sedan', simple_fuel: 'Petrol' });
  });

  it('reads the XML form to the same cars', () => {
    expect(
      inputs('meta-automotive-inventory.xml', { preset: 'meta', location: 'meta-automotive-inventory.xml' }),
    ).toEqual(csv);
  });
});

describe('effectiveFeed', () => {
  it('leaves a feed without a preset as it is', () => {
    const feed = feedOf({ format: 'csv', location: 'stock.csv' });
    expect(effectiveFeed(feed)).toBe(feed);
  });

  it('takes the format from the location and the record path, key and constants from the preset', () => {
    const google = effectiveFeed(feedOf({ preset: 'google', location: 'https://feeds.example.com/cars.xml?k=1' }));
    expect([google.format, google.recordPath, google.delimiter, google.key]).toEqual([
      'xml',
      'rss/channel/item',
      'auto',
      'stocknum',
    ]);
    const tsv = effectiveFeed(feedOf({ preset: 'google', location: 'cars.tsv' }));
    expect([tsv.format, tsv.recordPath, tsv.delimiter]).toEqual(['csv', null, '\t']);
    const meta = effectiveFeed(feedOf({ preset: 'meta', location: 'inventory.xml' }));
    expect([meta.format, meta.recordPath, meta.constants]).toEqual(['xml', 'listings/listing', { item_type: 'car' }]);
  });

  it("takes a preset feed's format from the format registry's endings, csv when none matches", () => {
    const format = (location: string) => effectiveFeed(feedOf({ preset: 'google', location })).format;
    expect(format('https://feeds.example.com/cars.JSON?k=1')).toBe('json');
    expect(format('cars.xml#top')).toBe('xml');
    expect(format('cars.txt')).toBe('csv');
    expect(format('https://feeds.example.com/export')).toBe('csv');
  });

  it("lets the dealer's own settings win, value maps merged word by word", () => {
    const feed = effectiveFeed(
      feedOf({
        preset: 'meta',
        location: 'inventory.xml',
        recordPath: 'feed/vehicles/vehicle',
        key: 'vin',
        columns: { price: 'drive_away_price' },
        values: { body: { pickup: 'cabChassis' } },
      }),
    );
    expect([feed.recordPath, feed.key, feed.columns.price, feed.columns.make]).toEqual([
      'feed/vehicles/vehicle',
      'vin',
      'drive_away_price',
      'make',
    ]);
    expect([feed.values.body?.pickup, feed.values.body?.saloon]).toEqual(['cabChassis', 'sedan']);
  });

  it('reads the store column as the dealership once the dealer maps its codes, naming codes it lacks', () => {
    const feed = effectiveFeed(
      feedOf({ preset: 'google', location: 'cars.csv', values: { dealership_id: { 'HM-01': '1201' } } }),
    );
    expect(feed.columns.dealership_id).toBe('store_code');
    const mapping = feedMapping(feed);
    expect(mapTextRecord({ store_code: 'hm-01' }, mapping).dealership_id).toBe('1201');
    const raw = { ...mapTextRecord({ store_code: 'HM-99' }, mapping), id: '1' };
    expect(checkRow(4, raw)).toMatchObject({
      ok: false,
      errors: expect.arrayContaining([
        'row 4 dealership_id: "HM-99" is not mapped; add it under feed.values.dealership_id',
      ]) as unknown,
    });
  });
});

describe('flattenRecord', () => {
  it('drops namespace prefixes and keeps the original keys', () => {
    expect(flattenRecord({ 'g:price': '1 AUD', link: 'x' })).toEqual({ 'g:price': '1 AUD', price: '1 AUD', link: 'x' });
  });

  it('names nested values by path and writes a value with its unit as one text', () => {
    expect(flattenRecord({ mileage: { value: '12000', unit: 'KM' } })).toMatchObject({
      'mileage.value': '12000',
      'mileage.unit': 'KM',
      mileage: '12000 KM',
    });
    expect(flattenRecord({ 'mileage.value': '7', 'mileage.unit': 'MI' }).mileage).toBe('7 MI');
  });

  it('collects repeated elements and indexed CSV columns into lists in index order', () => {
    expect(flattenRecord({ image: [{ url: 'a', tag: 'Front' }, { url: 'b' }] })['image.url']).toEqual(['a', 'b']);
    expect(flattenRecord({ 'image[1].url': 'b', 'image[0].url': 'a', 'image[2].url': '' })['image.url']).toEqual([
      'a',
      'b',
    ]);
  });

  it('reads a JSON-encoded cell as nested values, other text as text', () => {
    expect(flattenRecord({ address: '{"city":"Hobart"}' })['address.city']).toBe('Hobart');
    expect(flattenRecord({ note: '{not json' }).note).toBe('{not json');
  });
});
