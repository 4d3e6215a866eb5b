import { describe, expect, it } from 'vitest';
import { feedCsv, feedRows, feedXml, type FeedStore } from '../../src/domain/vehicleFeed.ts';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { carFixture } from '../fixtures/car.ts';

const store: FeedStore = {
  code: '1021',
  name: 'Harbour Mazda, "Broadmeadow"',
  street: '1 Pacific Hwy',
  city: 'Broadmeadow',
  state: 'nsw',
  postcode: '2292',
};
const origin = 'https://www.example.com.au';
const car = carFixture({
  slug: 'a-car',
  price: 13490,
  km: 143810,
  images: [{ url: '/stock-photos/ute-1.svg' }, { url: '/stock-photos/ute-2.svg' }],
});

describe('vehicle listings feed', () => {
  const [row] = feedRows([car, carFixture({ price: 0 }), carFixture({ status: 'sold' })], () => store, origin, 'AUD');

  it('lists only cars with a shown price that are not sold, with absolute links', () => {
    expect(row).toMatchObject({
      vin: car.vin,
      store_code: '1021',
      dealership_address: '1 Pacific Hwy, Broadmeadow NSW 2292, AU',
      price: '13490.00 AUD',
      condition: 'used',
      certified_pre_owned: 'no',
      mileage: '143810 km',
      image_link: 'https://www.example.com.au/stock-photos/ute-1.svg',
      additional_image_link: 'https://www.example.com.au/stock-photos/ute-2.svg',
      link: 'https://www.example.com.au/cars/a-car/',
    });
    expect(
      feedRows([car, carFixture({ price: 0 }), carFixture({ status: 'sold' })], () => store, origin, 'AUD'),
    ).toHaveLength(1);
  });

  it('quotes CSV cells with commas and quotes', () => {
    const csv = feedCsv([row!]);
    expect(csv.split('\r\n')[0]).toBe(
      'vin,store_code,dealership_name,dealership_address,price,condition,certified_pre_owned,make,model,trim,year,mileage,image_link,additional_image_link,link',
    );
    expect(csv).toContain(',"Harbour Mazda, ""Broadmeadow""",');
  });

  it('escapes XML text', () => {
    expect(feedXml([row!], 'Stock & more')).toContain(
      '<dealership_name>Harbour Mazda, &quot;Broadmeadow&quot;</dealership_name>',
    );
    expect(feedXml([row!], 'Stock & more')).toContain('<listings title="Stock &amp; more">');
  });
});

/** A feed value a spreadsheet would run: it starts with = + - @, a tab or a carriage return. */
const FORMULA = /^[=+\-@\t\r]/;
const url = (v: string) => /^https:\/\/[^\s,]+$/.test(v);

/**
 * Google's vehicle listings feed specification, attribute by attribute, for the attributes this feed
 * writes: whether it is required and what a value must look like.
 */
const GOOGLE_SPEC: Record<string, { required: boolean; valid: (value: string) => boolean }> = {
  vin: { required: true, valid: (v) => /^[A-HJ-NPR-Z0-9]{17}$/.test(v) },
  store_code: { required: true, valid: (v) => v !== '' },
  dealership_name: { required: true, valid: (v) => v !== '' },
  // Full address with city, postal code and country.
  dealership_address: { required: true, valid: (v) => /, .+ \d{4}, AU$/.test(v) },
  // Amount then ISO 4217 currency, such as "10499 USD" or "10,499.00 USD".
  price: { required: true, valid: (v) => /^\d{1,3}(,?\d{3})*(\.\d{2})? [A-Z]{3}$/.test(v) },
  // Only new or used (n, new, u, used); certification is its own attribute.
  condition: { required: true, valid: (v) => ['new', 'used'].includes(v) },
  certified_pre_owned: { required: false, valid: (v) => ['yes', 'no', 'y', 'n', '1', '0'].includes(v) },
  make: { required: true, valid: (v) => v !== '' },
  model: { required: true, valid: (v) => v !== '' },
  trim: { required: false, valid: () => true },
  year: { required: true, valid: (v) => /^\d{4}$/.test(v) },
  // An integer and its unit.
  mileage: { required: true, valid: (v) => /^\d+ (km|miles)$/.test(v) },
  image_link: { required: false, valid: url },
  additional_image_link: { required: false, valid: (v) => v === '' || v.split(',').every(url) },
  link: { required: false, valid: url },
};

describe("the vehicle feed against Google's vehicle listings feed specification", () => {
  const hostile = carFixture({
    slug: 'hostile',
    vin: 'JN1BJ8UV1G1000001',
    make: '=HYPERLINK("https://evil.example","Click")',
    model: '@SUM(1+1)',
    badge: "+cmd|' /C calc'!A0",
    images: [{ url: '/p/1.jpg' }, { url: '/p/2.jpg' }, { url: '/p/3.jpg' }],
  });
  const cars = [
    car,
    hostile,
    carFixture({ slug: 'new', vin: 'JN1BJ8UV1G1000002', car_type: 'new', certified: true, km: 5 }),
    carFixture({ slug: 'cpo', vin: 'JN1BJ8UV1G1000003', certified: true }),
    carFixture({ slug: 'demo', vin: 'JN1BJ8UV1G1000004', car_type: 'demo' }),
  ];
  const rows = feedRows(cars, () => ({ ...store, name: '-2+3 Motors' }), origin, 'AUD');

  const conforms = (records: Record<string, string>[]) => {
    for (const record of records) {
      for (const [name, rule] of Object.entries(GOOGLE_SPEC)) {
        const value = record[name] ?? '';
        if (rule.required) expect(value, `${name} is required`).not.toBe('');
        if (value !== '') expect(rule.valid(value), `${name} = ${value}`).toBe(true);
      }
      for (const name of Object.keys(record))
        expect(Object.keys(GOOGLE_SPEC), `${name} is a spec attribute`).toContain(name);
    }
  };

  it('writes condition as new or used, certification on its own, and every CSV field as the specification says', () => {
    expect(rows.map((r) => [r.condition, r.certified_pre_owned])).toEqual([
      ['used', 'no'],
      ['used', 'no'],
      ['new', 'no'],
      ['used', 'yes'],
      ['used', 'no'],
    ]);
    const records = parseCsv<Record<string, string>>(feedCsv(rows), { columns: true });
    expect(records).toHaveLength(cars.length);
    // The formula guard's apostrophe is part of the text Google reads; the spec checks the rest.
    conforms(records.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v.replace(/^'/, '')]))));
  });

  it('writes every XML field as the specification says', () => {
    const xml = new XMLParser({ ignoreAttributes: true, parseTagValue: false }).parse(feedXml(rows, 'Stock')) as {
      listings: { listing: Record<string, string>[] };
    };
    expect(xml.listings.listing).toHaveLength(cars.length);
    conforms(xml.listings.listing);
  });

  it('serves no live formula in vehicles.csv: each such cell starts with an apostrophe', () => {
    const records = parseCsv(feedCsv(rows));
    const cells = records.flat();
    expect(cells.filter((c) => FORMULA.test(c))).toEqual([]);
    const [, second] = records.slice(1);
    expect(second).toEqual(
      expect.arrayContaining([
        `'=HYPERLINK("https://evil.example","Click")`,
        "'@SUM(1+1)",
        "'+cmd|' /C calc'!A0",
        "'-2+3 Motors",
      ]),
    );
  });
});
