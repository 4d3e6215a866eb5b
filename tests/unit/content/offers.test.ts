import { describe, expect, it } from 'vitest';
import {
  collapsibleText,
  OFFER_DESCRIPTION_LIMIT,
  OFFER_DISCLAIMER_LIMIT,
} from '../../../src/domain/collapsibleText.ts';
import { isRunning } from '../../../src/domain/datedItems.ts';
import { offerHref, offerModelHref, offersForSite } from '../../../src/domain/offerLinks.ts';
import { formatCount, showReviews, starParts } from '../../../src/domain/stars.ts';

const offer = { id: 42, manufacturer: null, model: null, excluded_website_ids: [] as number[] };

describe('offer URLs (SPEC §2)', () => {
  it('/offers/{id} on a single-brand site or without a manufacturer', () => {
    expect(offerHref({ ...offer, manufacturer: 'Toyota' }, true)).toBe('/offers/42');
    expect(offerHref(offer, false)).toBe('/offers/42');
  });
  it('/offers/{manufacturer-slug}/{id} on a multi-brand site', () => {
    expect(offerHref({ ...offer, manufacturer: 'Mercedes Benz' }, false)).toBe('/offers/mercedes-benz/42');
    expect(offerHref({ ...offer, manufacturer: { name: 'Hyundai' } }, false)).toBe('/offers/hyundai/42');
  });
  it('model link: override URL, else /{slug}', () => {
    expect(offerModelHref({ slug: 'rav4', override_url: null })).toBe('/rav4');
    expect(offerModelHref({ slug: 'rav4', override_url: '/models/toyota-rav4' })).toBe('/models/toyota-rav4');
  });
  it('honours excluded_website_ids', () => {
    const list = [
      { ...offer, id: 1 },
      { ...offer, id: 2, excluded_website_ids: [7, 9] },
    ];
    expect(offersForSite(list, 9).map((o) => o.id)).toEqual([1]);
    expect(offersForSite(list, 8).map((o) => o.id)).toEqual([1, 2]);
  });
});

describe('truncation (SPEC §9)', () => {
  const words = (n: number) => 'word '.repeat(n).trim();
  it('no toggle at or below 200 characters', () => {
    const text = 'x'.repeat(200);
    expect(collapsibleText(text, OFFER_DESCRIPTION_LIMIT)).toEqual({ full: text, short: null });
  });
  it('descriptions over 200 collapse to at most 160 characters plus an ellipsis', () => {
    const text = words(60);
    const { short, full } = collapsibleText(text, OFFER_DESCRIPTION_LIMIT);
    expect(full).toBe(text);
    expect(short?.endsWith('…')).toBe(true);
    expect(short!.length).toBeLessThanOrEqual(161);
    expect(short!.length).toBeGreaterThan(150);
  });
  it('disclaimers over 200 collapse to at most 200 characters', () => {
    const { short } = collapsibleText('y'.repeat(260), OFFER_DISCLAIMER_LIMIT);
    expect(short).toBe(`${'y'.repeat(200)}…`);
  });
});

describe('promo dates (SPEC §4)', () => {
  const stocktake = { start: '2025-01-01', expiry: '2025-02-01' };
  it('runs from start to expiry at +10:00', () => {
    expect(isRunning(stocktake, new Date('2024-12-31T13:59:59Z'))).toBe(false);
    expect(isRunning(stocktake, new Date('2024-12-31T14:00:00Z'))).toBe(true);
    expect(isRunning(stocktake, new Date('2025-01-31T13:59:59Z'))).toBe(true);
    expect(isRunning(stocktake, new Date('2025-01-31T14:00:00Z'))).toBe(false);
    expect(isRunning({}, new Date())).toBe(true);
  });
});

describe('stars and review counts (SPEC §9, §5)', () => {
  it('up to 4 full stars plus a partial, one decimal', () => {
    expect(starParts(4.7)).toEqual({ full: 4, partial: 0.7, empty: 0, text: '4.7' });
    expect(starParts(5)).toEqual({ full: 4, partial: 1, empty: 0, text: '5.0' });
    expect(starParts(3.25)).toEqual({ full: 3, partial: 0.25, empty: 1, text: '3.3' });
    expect(starParts(4)).toEqual({ full: 4, partial: 0, empty: 1, text: '4.0' });
  });
  it('thousands separators', () => {
    expect(formatCount(2093)).toBe('2,093');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
  it('shown only above the minimum rating and when not hidden', () => {
    expect(showReviews(4.1, 4, false)).toBe(true);
    expect(showReviews(4, 4, false)).toBe(false);
    expect(showReviews(4.8, 4, true)).toBe(false);
  });
});
