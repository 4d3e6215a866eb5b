import { describe, expect, it } from 'vitest';
import { resolveFlags } from '../../src/config/templates.ts';
import { isAvailable, isListed, soldWithinWindow } from '../../src/domain/availability.ts';
import { showCompareFavourite } from '../../src/domain/compareFavourite.ts';
import { imageSrcSet, imageUrl, photoUrlOn } from '../../src/domain/imageUrl.ts';
import { isBelowMarket, priceDisplay } from '../../src/domain/priceDisplay.ts';
import { tagBadge } from '../../src/domain/tagBadge.ts';
import { carFixture } from '../fixtures/car.ts';

const NOW = 1_800_000_000;
const DAY = 86_400;
const groupTags = resolveFlags('group', {}).tags;
const toyotaTags = resolveFlags('toyota', {}).tags;

describe('availability and the sold window (SPEC §4)', () => {
  it('treats in_stock and coming_soon as available, sold as not', () => {
    expect(['in_stock', 'coming_soon', 'sold'].map((s) => isAvailable(s as never))).toEqual([true, true, false]);
  });

  it.each([
    [2.99, true],
    [3, true],
    [3.01, false],
  ])('a car sold %d days ago is within a 3-day window: %s', (days, expected) => {
    const car = carFixture({ status: 'sold', sold: true, sold_date_timestamp: NOW - days * DAY });
    expect(soldWithinWindow(car, NOW, 3)).toBe(expected);
    expect(isListed(car, NOW, 3)).toBe(expected);
  });

  it('honours a longer include_sold_cars_days and hides cars not on the dealer website', () => {
    const sold = carFixture({ status: 'sold', sold: true, sold_date_timestamp: NOW - 10 * DAY });
    expect(isListed(sold, NOW, 14)).toBe(true);
    expect(isListed(carFixture({ show_on_dealer_website: false }), NOW, 3)).toBe(false);
  });
});

describe('tag badge priority (SPEC §4)', () => {
  const fresh = { created_at_timestamp: NOW - DAY };
  const cases: [string, Parameters<typeof carFixture>[0], typeof groupTags, string | null][] = [
    ['sold beats everything', { status: 'sold', reserved: true, tag: 'Hot Deal' }, toyotaTags, 'JUST SOLD'],
    ['electrified first where enabled', { simple_fuel: 'Hybrid', reserved: true }, toyotaTags, 'HYBRID'],
    ['electrified ignored where disabled', { simple_fuel: 'Electric', reserved: true }, groupTags, 'RESERVED'],
    ['reserved before certified', { reserved: true, certified: true }, toyotaTags, 'RESERVED'],
    ['certified used image badge', { certified: true, tag: 'Hot Deal' }, toyotaTags, 'Certified Pre-Owned'],
    ['certified badge off by flag', { certified: true, tag: 'Hot Deal' }, groupTags, 'Hot Deal'],
    ['custom tag before coming soon', { tag: 'Hot Deal', status: 'coming_soon' }, groupTags, 'Hot Deal'],
    ['coming soon before new', { status: 'coming_soon', ...fresh }, groupTags, 'COMING SOON'],
    ['new within 8 days', fresh, groupTags, 'New Arrival'],
    ['new tag text by flag', fresh, { ...groupTags, newTagText: 'JUST ARRIVED' }, 'JUST ARRIVED'],
    ['none after 8 days', { created_at_timestamp: NOW - 9 * DAY }, groupTags, null],
  ];
  it.each(cases)('%s', (_, overrides, tags, expected) => {
    const car = carFixture({ created_at_timestamp: NOW - 30 * DAY, ...overrides });
    expect(tagBadge(car, tags, NOW)?.text ?? null).toBe(expected);
  });

  it('colours a runout sale tag green only with the flag', () => {
    const car = carFixture({ tag: 'Runout Sale' });
    expect(tagBadge(car, groupTags, NOW)?.tone).toBe('red');
    expect(tagBadge(car, { ...groupTags, runoutSaleGreen: true }, NOW)?.tone).toBe('green');
  });
});

describe('price display modes (SPEC §4, §5)', () => {
  it.each([
    ['subscription', { subscription_price: 189 }, true, 189],
    ['car-price', { subscription_price: 189 }, false, 13490],
    ['no-price', { price: 10 }, false, null],
    ['car-price', { price: 11 }, false, 11],
    ['pre-order', { preorder: true }, false, 13490],
    ['reduced', { before_price: 14990 }, false, 13490],
    ['car-price', { before_price: 13000 }, false, 13490],
  ] as const)('%s for %o (subscription flag %s)', (mode, overrides, subscription, amount) => {
    const shown = priceDisplay(carFixture(overrides), subscription);
    expect(shown.mode).toBe(mode);
    expect(shown.amount).toBe(amount);
  });

  it("says 'Enquire for price.' at or below $10", () => {
    expect(priceDisplay(carFixture({ price: 0 }), false).note).toBe('Enquire for price.');
  });

  it.each([
    [13989, 13490, false],
    [13990, 13491, false],
    [13990, 13490, true],
    [20000, 13490, true],
  ])('market %d, price %d → below market %s', (market, price, expected) => {
    const car = carFixture({ price, autograb_data: { state_average_market_price: market, average_market_price: 1 } });
    expect(isBelowMarket(car)).toBe(expected);
  });
});

describe('compare and favourite visibility (SPEC §5)', () => {
  const available = { compareFavouriteRule: 'available', favouriteStorage: true } as const;
  const strict = { compareFavouriteRule: 'used-priced-with-image', favouriteStorage: true } as const;
  it('shows on available cars, never on sold ones or without favourite storage', () => {
    expect(showCompareFavourite(carFixture({ car_type: 'new' }), available)).toBe(true);
    expect(showCompareFavourite(carFixture({ status: 'sold' }), available)).toBe(false);
    expect(showCompareFavourite(carFixture(), { ...available, favouriteStorage: false })).toBe(false);
  });
  it('on strict dealers needs a used car with a price above 0 and an image', () => {
    expect(showCompareFavourite(carFixture(), strict)).toBe(true);
    expect(showCompareFavourite(carFixture({ car_type: 'demo' }), strict)).toBe(false);
    expect(showCompareFavourite(carFixture({ price: 0 }), strict)).toBe(false);
    expect(showCompareFavourite(carFixture({ images: [] }), strict)).toBe(false);
  });
});

describe('image host URLs (SPEC §7)', () => {
  it('adds width, quality 75 and format, keeping other parameters', () => {
    expect(imageUrl('/stock-photos/ute-1.svg', { width: 400 })).toBe(
      '/stock-photos/ute-1.svg?width=400&quality=75&format=auto',
    );
    expect(imageUrl('https://img.example/a.jpg?v=2', { width: 768.4, quality: 60, format: 'webp' })).toBe(
      'https://img.example/a.jpg?v=2&width=768&quality=60&format=webp',
    );
  });
  it('fills a dealer template for hosts with their own URL shapes', () => {
    const origin = 'https://www.hobarttoyota.com.au';
    const photo = '/img/stock-photos/suv-red-1.jpg';
    const cases: [string, string][] = [
      [
        'https://hobart.imgix.net{path}?w={width}&q={quality}&auto=format',
        'https://hobart.imgix.net/img/stock-photos/suv-red-1.jpg?w=576&q=75&auto=format',
      ],
      [
        'https://res.cloudinary.com/hobart/image/fetch/w_{width},q_{quality},f_{format}/{url}',
        'https://res.cloudinary.com/hobart/image/fetch/w_576,q_75,f_auto/https://www.hobarttoyota.com.au/img/stock-photos/suv-red-1.jpg',
      ],
      [
        '/cdn-cgi/image/width={width},quality={quality},format={format}/{src}',
        '/cdn-cgi/image/width=576,quality=75,format=auto//img/stock-photos/suv-red-1.jpg',
      ],
    ];
    for (const [template, url] of cases) {
      expect(photoUrlOn({ template, origin }, photo, { width: 576 })).toBe(url);
    }
    const listed = 'https://cdn.dms.example/p/123.jpg';
    expect(photoUrlOn({ template: '{url}?w={width}', origin }, listed, { width: 400 })).toBe(`${listed}?w=400`);
  });

  it('lists each width in srcset', () => {
    expect(imageSrcSet('/a.jpg', [400, 800])).toBe(
      '/a.jpg?width=400&quality=75&format=auto 400w, /a.jpg?width=800&quality=75&format=auto 800w',
    );
  });
});
