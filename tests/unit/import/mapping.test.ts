import { describe, expect, it } from 'vitest';
import { FEED_FIELDS } from '../../../src/config/areas/feed.ts';
import { resolveFlags } from '../../../src/config/templates.ts';
import { mappingProblems } from '../../../scripts/import/checkMapping.ts';
import { feedMapping, mapJsonCar, mapTextRecord, missingColumns } from '../../../scripts/import/mapRow.ts';
import { effectiveFeed } from '../../../scripts/import/presets/effectiveFeed.ts';
import { placeOf } from '../../../scripts/import/places.ts';
import { CAR_INPUT_FIELDS, checkRow } from '../../../scripts/import/rowSchema.ts';
import { createdAt } from '../../../scripts/import/toCar.ts';
import { csvLine, feedValues } from '../../../scripts/stock/writeFeed.ts';
import { SyncPlan } from '../../../scripts/import/sync.ts';
import { toStockProfile } from '../../../scripts/lib/stockProfiles.ts';
import { generateStock } from '../../../scripts/stock/generateStock.ts';
import { demoDealer, goodRow, placesOf } from './support.ts';

describe('column mapping', () => {
  const mapping = { columns: { price: 'Retail', photos: 'Pics' }, separator: ';' };

  it('the config lists exactly the importable Car fields', () => {
    expect([...FEED_FIELDS]).toEqual(CAR_INPUT_FIELDS);
  });

  it("reads the dealer's column names and splits multi-value columns on the separator", () => {
    const raw = mapTextRecord({ Retail: '19990', Pics: 'https://a/1.jpg; https://a/2.jpg;', price: '1' }, mapping);
    expect(raw.price).toBe('19990');
    expect(raw.photos).toEqual(['https://a/1.jpg', 'https://a/2.jpg']);
  });

  it('reads XML list elements', () => {
    const raw = mapTextRecord(
      { Pics: { photo: ['https://a/1.jpg', 'https://a/2.jpg'] }, features: { feature: 'Tow Bar' } },
      mapping,
    );
    expect(raw.photos).toEqual(['https://a/1.jpg', 'https://a/2.jpg']);
    expect(raw.features).toEqual(['Tow Bar']);
  });

  it('names missing required columns by the dealer name and the field', () => {
    const header = CAR_INPUT_FIELDS.filter((f) => f !== 'price' && f !== 'make');
    expect(missingColumns(header, mapping)).toBe('missing required columns "make", "Retail" (for price)');
    expect(missingColumns(['id'], { columns: {}, separator: '|' })).toContain('"stocknum"');
    expect(missingColumns([...CAR_INPUT_FIELDS.filter((f) => f !== 'price'), 'Retail'], mapping)).toBeNull();
  });

  it('reads JSON cars in the SPEC §3 shape', () => {
    const raw = mapJsonCar({
      simple_body: 'suv',
      images: [{ url: 'https://a/1.jpg' }],
      standardEquipment: ['Tow Bar'],
      file: null,
    });
    expect(raw).toMatchObject({ body: 'suv', photos: ['https://a/1.jpg'], features: ['Tow Bar'] });
  });
});

describe('imported stock has the sample stock shape', () => {
  const dealer = demoDealer('hobart-toyota');
  const profile = toStockProfile(dealer)!;
  const absolute = (url: string) => `https://images.example.com${url}`;
  // Feeds carry https photo URLs; the generator's are site-relative.
  const cars = generateStock([{ ...profile, count: 30 }], { seed: 7, now: new Date(Date.UTC(2026, 10, 1)) }).map(
    (car) => ({
      ...car,
      thumbnails: car.thumbnails.map(absolute),
      images: car.images.map(({ url }) => ({ url: absolute(url) })),
      primary_image_url: absolute(car.primary_image_url),
    }),
  );

  it('derives slug, name, make_model, photos, dealership and location fields as the generator does', () => {
    const plan = new SyncPlan(placesOf(dealer), new Map(), 1_790_000_000);
    for (const [index, car] of cars.entries()) {
      const outcome = plan.row(index + 1, feedValues(car, ''));
      expect(outcome.kind, JSON.stringify(outcome)).toBe('added');
      if (outcome.kind !== 'added') continue;
      const imported = outcome.car;
      for (const key of [
        'slug',
        'name',
        'make_model',
        'manufacturer_slug',
        'model_slug',
        'photos_count',
        'thumbnails',
        'images',
        'primary_image_url',
        'dealership_id',
        'dealership_name',
        'dealership_slug',
        'location',
        'location_id',
        'location_name',
        'city',
        'state',
        'private_suburb',
        'private_postcode',
        'price_range',
        'body',
        'drive',
        'transmission',
        'engine_size',
        'carsales_title',
        'filtered_features',
        'has_file',
      ] as const) {
        expect(imported[key], `${car.slug} ${key}`).toEqual(car[key]);
      }
    }
  });

  it('writes CSV cells that quote commas and quotes', () => {
    const line = csvLine({ ...cars[0]!, dealercomments: 'Say "hi", then go' }, { columns: {}, separator: '|' }, '');
    expect(line).toContain('"Say ""hi"", then go"');
  });

  it('gives a car without a price no price or weekly range', () => {
    const plan = new SyncPlan(placesOf(dealer), new Map(), 100);
    const outcome = plan.row(1, feedValues({ ...cars[1]!, price: 0 }, ''));
    expect(outcome).toMatchObject({ kind: 'added', car: { price: 0, price_range: null, weekly_price_range: null } });
  });
});

describe('constants, value maps and several columns', () => {
  const mapping = {
    columns: {
      stocknum: 'Stock No',
      status: 'Status',
      photos: ['Main Photo', 'More Photos'],
      colour: ['Paint', 'Colour'],
    },
    separator: '|',
    values: { status: { 'Deposit Taken': 'reserved', 'In Transit': 'coming_soon' } },
    constants: { item_type: 'car', car_type: 'used' },
  } as const;

  it('gives every car the constants, which win over a column', () => {
    const raw = mapTextRecord({ car_type: 'new' }, mapping);
    expect([raw.item_type, raw.car_type]).toEqual(['car', 'used']);
  });

  it('reads a list field from all its columns and a one-value field from the first not empty', () => {
    const raw = mapTextRecord(
      { 'Main Photo': 'https://a/1.jpg', 'More Photos': 'https://a/2.jpg|https://a/3.jpg', Paint: '', Colour: 'Red' },
      mapping,
    );
    expect(raw.photos).toEqual(['https://a/1.jpg', 'https://a/2.jpg', 'https://a/3.jpg']);
    expect(raw.colour).toBe('Red');
  });

  it('reads the status reserved as in stock and reserved', () => {
    expect(mapTextRecord({ Status: 'deposit taken', reserved: 'no' }, mapping)).toMatchObject({
      status: 'in_stock',
      reserved: 'true',
    });
  });

  it("reads the dealer's yes/no words as booleans", () => {
    const words = {
      columns: { certified: 'CPO', reserved: 'Held' },
      separator: '|',
      values: {
        certified: { 'Certified Pre-Owned': 'true', Standard: 'false' },
        reserved: { Held: 'true', '-': 'false' },
      },
    } as const;
    const mapped = mapTextRecord({ CPO: 'certified pre-owned', Held: 'HELD' }, words);
    const raw = { ...goodRow(), certified: mapped.certified, reserved: mapped.reserved };
    expect(checkRow(1, raw)).toMatchObject({ ok: true, car: { certified: true, reserved: true } });
    expect(checkRow(1, { ...raw, certified: mapTextRecord({ CPO: 'Gold' }, words).certified })).toMatchObject({
      ok: false,
      errors: ['row 1 certified: "Gold" is not mapped; add it under feed.values.certified'],
    });
  });

  it('maps a JSON feed exactly as the same record in CSV', () => {
    const json = { 'Stock No': 'HM4411', Status: 'In Transit', 'Main Photo': 'https://a/1.jpg', Colour: 'Red' };
    expect(mapJsonCar(json, mapping)).toEqual(mapTextRecord(json, mapping));
    expect(mapJsonCar(json, mapping)).toMatchObject({ stocknum: 'HM4411', status: 'coming_soon', colour: 'Red' });
  });

  it('counts a constant as a present column', () => {
    const header = CAR_INPUT_FIELDS.filter((f) => f !== 'car_type');
    expect(missingColumns(header, { columns: {}, separator: '|' })).toBe('missing required column "car_type"');
    expect(missingColumns(header, { columns: {}, separator: '|', constants: { car_type: 'used' } })).toBeNull();
  });
});

describe('the dealership of a row without one', () => {
  const hobart = placesOf(demoDealer('hobart-toyota'));
  const harbour = placesOf(demoDealer('harbour-auto-group'));

  it("is the dealer's only dealership", () => {
    expect(placeOf(hobart, null, null)).toMatchObject({ ok: true, place: { dealership: { id: 1601 } } });
  });

  it("is the location's dealership", () => {
    expect(placeOf(harbour, null, 1023)).toMatchObject({
      ok: true,
      place: { dealership: { id: 1203 }, location: { id: 1023 } },
    });
  });

  it('is named as missing when the dealer has several and the row names no location', () => {
    expect(placeOf(harbour, null, null)).toEqual({
      ok: false,
      field: 'dealership_id',
      message:
        'required: this dealer has several dealerships (1201, 1202, 1203, 1204); map a column to dealership_id or location_id (a google or meta preset: each store_code or dealer_id under feed.values.location_id)',
    });
  });
});

describe('the day a car came into stock', () => {
  const now = Date.UTC(2026, 10, 25) / 1000;
  const kept = { created_at_timestamp: now - 86_400 * 100, sold_date_timestamp: null, views: 3 };
  const input = (in_stock_date: number | null) => ({ in_stock_date }) as Parameters<typeof createdAt>[0];

  it('comes from the feed first, never later than now', () => {
    expect(createdAt(input(now - 86_400 * 30), kept, now)).toBe(now - 86_400 * 30);
    expect(createdAt(input(now + 86_400), null, now)).toBe(now);
  });

  it('else is what the index kept, else now', () => {
    expect(createdAt(input(null), kept, now)).toBe(kept.created_at_timestamp);
    expect(createdAt(input(null), null, now)).toBe(now);
  });
});

describe('mapping problems found before any row', () => {
  it('names a meaning or a constant every row would fail on', () => {
    expect(
      mappingProblems({
        columns: {},
        separator: '|',
        values: {
          status: { 'Deposit Taken': 'reserved', Wholesale: '', 'On Hold': 'held' },
          body: { Utility: 'ute', Tray: 'tray' },
          location_id: { Hobart: '1061', Glenorchy: 'Glenorchy' },
        },
        constants: { item_type: 'cars', dealership_id: '1601' },
      }),
    ).toEqual([
      'feed.values.status: "On Hold" means "held"; expected one of in_stock, coming_soon, sold, found "held"',
      'feed.values.body: "Tray" means "tray"; expected one of 4x4, bus, cabChassis, convertible, coupe, hardtop, hatch, hatchback, motorhome, lightTruck, peopleMover, sedan, softtop, suv, ute, van, wagon, stationWagon, motorcycle, found "tray"',
      'feed.values.location_id: "Glenorchy" means "Glenorchy"; expected a whole number, found "Glenorchy"',
      'feed.constants.item_type: expected one of car, motorcycle, caravan, found "cars"',
    ]);
  });

  it('finds none in the Google and Meta presets', () => {
    for (const own of [{ preset: 'google' as const }, { preset: 'meta' as const }]) {
      const feed = effectiveFeed({ ...resolveFlags('group', {}).feed, ...own, location: 'x.csv' });
      expect(mappingProblems(feedMapping(feed)), own.preset).toEqual([]);
    }
  });
});

describe('a JSON car in the SPEC shape under a dealer with CSV columns', () => {
  it('is read by field names where the car has none of the mapped columns', () => {
    const mapping = { columns: { id: 'VehicleID', price: 'RetailPrice' }, separator: ';' };
    expect(mapJsonCar({ id: 7, price: 100 }, mapping)).toMatchObject({ id: 7, price: 100 });
    expect(mapJsonCar({ id: 7, price: 100, RetailPrice: 90 }, mapping)).toMatchObject({ id: 7, price: 90 });
  });
});
