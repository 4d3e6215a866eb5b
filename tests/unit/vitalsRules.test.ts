import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pageKind } from '../../src/domain/pageKinds.ts';
import { vitalRating } from '../../src/domain/vitals.ts';
import { bucketOf, bucketValue, dayOf, firstKeptDay, p75, VitalsBeacon } from '../../server/vitals/rules.ts';

describe('field vitals: page kinds and ratings', () => {
  it('names the kind of page from its path alone', () => {
    expect(pageKind('/')).toBe('home');
    expect(pageKind('/search/new-used-and-demo-cars/')).toBe('search');
    expect(pageKind('/cars/2019-mazda-cx-5-u100/')).toBe('car');
    expect(pageKind('/cars/2019-mazda-cx-5-u100/checkout/')).toBe('form');
    expect(pageKind('/locations/dandenong/')).toBe('location');
    expect(pageKind('/special-offers/ev-bonus/')).toBe('offer');
    expect(pageKind('/models/corolla/')).toBe('model');
    expect(pageKind('/trade-in')).toBe('form');
    expect(pageKind('/about-us/')).toBe('other');
  });

  it('rates against the published good and poor limits (inclusive)', () => {
    expect(vitalRating('lcp', 2500)).toBe('good');
    expect(vitalRating('lcp', 2501)).toBe('needs improvement');
    expect(vitalRating('lcp', 4001)).toBe('poor');
    expect(vitalRating('inp', 200)).toBe('good');
    expect(vitalRating('inp', 500)).toBe('needs improvement');
    expect(vitalRating('cls', 0.1)).toBe('good');
    expect(vitalRating('cls', 0.26)).toBe('poor');
    expect(vitalRating('ttfb', 801)).toBe('needs improvement');
  });
});

describe('field vitals: the beacon body', () => {
  const ok = { website_id: 3, page: 'car', lcp: 1234, inp: 56, cls: 0.012, ttfb: 210 };
  it('accepts the dealer, a page kind and the metrics', () => {
    expect(v.safeParse(VitalsBeacon, ok).success).toBe(true);
    expect(v.safeParse(VitalsBeacon, { website_id: 3, page: 'home', ttfb: 90 }).success).toBe(true);
  });

  it('refuses extra fields (no URL, no person), unknown kinds, bad numbers and an empty beacon', () => {
    for (const body of [
      { ...ok, url: 'https://example.com/?email=a@b.c' },
      { ...ok, email: 'a@b.c' },
      { ...ok, page: 'checkout-of-jane' },
      { ...ok, lcp: -1 },
      { ...ok, lcp: 600_001 },
      { ...ok, cls: '0.1' },
      { ...ok, website_id: 1.5 },
      { website_id: 3, page: 'car' },
      [ok],
      null,
    ]) {
      expect(v.safeParse(VitalsBeacon, body).success, JSON.stringify(body)).toBe(false);
    }
  });
});

describe('field vitals: histogram and p75', () => {
  it('puts a value in the bucket whose upper edge covers it, the tail in the last', () => {
    expect(bucketOf('lcp', 0)).toBe(0);
    expect(bucketOf('lcp', 1)).toBe(1);
    expect(bucketOf('lcp', 25)).toBe(1);
    expect(bucketOf('lcp', 26)).toBe(2);
    expect(bucketOf('lcp', 2500)).toBe(100);
    expect(bucketOf('lcp', 999_999)).toBe(800);
    expect(bucketOf('cls', 0.1)).toBe(20);
    expect(bucketValue('cls', 20)).toBe(0.1);
    expect(bucketValue('inp', 8)).toBe(200);
  });

  it('reads the 75th percentile as the upper edge of the bucket it falls in', () => {
    // 100 samples: 70 at 1 s, 10 at 2 s, 20 at 3 s: the 75th is among the 2 s ones.
    const counts = [
      { bucket: bucketOf('lcp', 3000), count: 20 },
      { bucket: bucketOf('lcp', 1000), count: 70 },
      { bucket: bucketOf('lcp', 2000), count: 10 },
    ];
    expect(p75('lcp', counts)).toBe(2000);
    expect(p75('lcp', [{ bucket: 4, count: 1 }])).toBe(100);
    expect(p75('lcp', [])).toBeNull();
  });

  it('keeps 28 days', () => {
    const at = new Date('2026-11-23T05:00:00Z');
    expect(dayOf(at)).toBe('2026-11-23');
    expect(firstKeptDay(at)).toBe('2026-10-27');
  });
});
