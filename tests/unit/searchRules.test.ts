import { describe, expect, it, vi } from 'vitest';
import { withSubscriptionSlider } from '../../src/domain/panelFacets.ts';
import { displayedHitCount } from '../../src/domain/displayedHitCount.ts';
import { activePromos, placePromos, type Promo } from '../../src/domain/promoPlacement.ts';
import {
  ABOVE_MAXIMUM,
  BELOW_MINIMUM,
  clampRange,
  moveHomeThumb,
  rangeToken,
  roundRangeValue,
  sliderBounds,
  sliderStep,
} from '../../src/domain/rangeSlider.ts';
import { pushSearchHistory } from '../../src/domain/searchHistory.ts';
import { BoundedCache } from '../../src/search/boundedCache.ts';
import { cachedSearchClient, MAIN_CACHE_LIMIT } from '../../src/search/cachedSearchClient.ts';
import { cardComment } from '../../src/search/cardCar.ts';
import { makesModelsSearch, SECONDARY_CACHE_LIMIT } from '../../src/search/makesModelsSearch.ts';
import { sortFilter, sortFromIndex, sortIndex } from '../../src/search/sortIndex.ts';

describe('range sliders (SPEC §5)', () => {
  it('uses 0–100000 unless facet stats are shown with a max over 0', () => {
    expect(sliderBounds('price', undefined)).toEqual({ min: 0, max: 100000 });
    expect(sliderBounds('price', { min: 0, max: 0 })).toEqual({ min: 0, max: 100000 });
    expect(sliderBounds('price', { min: 4321, max: 187_654 })).toEqual({ min: 4000, max: 188_000 });
    expect(sliderBounds('year', { min: 2009, max: 2025 })).toEqual({ min: 2009, max: 2025 });
  });
  it('steps by the range over 100, rounded', () => {
    expect(sliderStep({ min: 0, max: 100000 })).toBe(1000);
    expect(sliderStep({ min: 4000, max: 188_000 })).toBe(1840);
    expect(sliderStep({ min: 2009, max: 2025 })).toBe(1);
  });
  it('rounds price and km to the nearest 1000, other attributes to whole numbers', () => {
    expect(roundRangeValue('price', 12_499)).toBe(12_000);
    expect(roundRangeValue('km', 12_500)).toBe(13_000);
    expect(roundRangeValue('year', 2019.6)).toBe(2020);
  });
  it('clamps into the range, logging the two log-only messages, and never crosses thumbs', () => {
    const log = vi.fn();
    expect(clampRange('price', [-5000, 250_000], { min: 0, max: 100000 }, log)).toEqual([0, 100000]);
    expect(log.mock.calls).toEqual([[BELOW_MINIMUM], [ABOVE_MAXIMUM]]);
    expect(BELOW_MINIMUM).toBe('Cannot refine below the range minimum');
    expect(ABOVE_MAXIMUM).toBe('Cannot refine above the range maximum');
    expect(clampRange('km', [60_400, 20_000], { min: 0, max: 100000 })).toEqual([20_000, 20_000]);
  });
  it("stores 'min:max', leaving a bound at the range end open", () => {
    expect(rangeToken([5000, 30000], { min: 0, max: 100000 })).toBe('5000:30000');
    expect(rangeToken([0, 30000], { min: 0, max: 100000 })).toBe(':30000');
    expect(rangeToken([5000, 100000], { min: 0, max: 100000 })).toBe('5000:');
  });
  it('home price slider: 5000–250000, minimum at most maximum − 1 and vice versa', () => {
    expect(moveHomeThumb([5000, 250_000], 'min', 300_000)).toEqual([249_999, 250_000]);
    expect(moveHomeThumb([20_000, 30_000], 'max', 10_000)).toEqual([20_000, 20_001]);
    expect(moveHomeThumb([20_000, 30_000], 'min', 1000)).toEqual([5000, 30_000]);
  });
});

describe('displayed hit count (SPEC §5)', () => {
  const facetCounts = { used: 1500, new: 700, demo: 50 };
  it('shows totals up to 1999 as they are', () => {
    expect(displayedHitCount(1999, { fallback: 'stock-count', stockCount: 5, facetCounts })).toBe(1999);
  });
  it('replaces a total above 1999 by the stock count or the facet sum, by flag', () => {
    expect(displayedHitCount(2000, { fallback: 'stock-count', stockCount: 2345, facetCounts })).toBe(2345);
    expect(displayedHitCount(2000, { fallback: 'facet-sum', stockCount: 2345, facetCounts })).toBe(2250);
    expect(displayedHitCount(2000, { fallback: 'facet-sum', stockCount: null, facetCounts: undefined })).toBe(2000);
  });
  it('sums only the chosen conditions: a disjunctive facet counts the others as if unchosen', () => {
    const rule = { fallback: 'facet-sum', stockCount: null, facetCounts } as const;
    expect(displayedHitCount(2400, { ...rule, refined: ['used'] })).toBe(1500);
    expect(displayedHitCount(2400, { ...rule, refined: ['used', 'demo'] })).toBe(1550);
    expect(displayedHitCount(2400, { ...rule, refined: [] })).toBe(2250);
  });
});

describe('promo cards (SPEC §5, §9)', () => {
  const promo = (id: string, patch: Partial<Promo> = {}): Promo => ({
    id,
    title: id,
    text: '',
    href: '/x',
    cta: 'Go',
    image: null,
    start: '2025-01-01T00:00:00+10:00',
    expiry: '2025-02-01T00:00:00+10:00',
    position: 0,
    display: [],
    strictDisplay: false,
    ...patch,
  });
  const jan15 = Date.parse('2025-01-15T00:00:00+10:00');
  it('keeps promos between start (inclusive) and expiry (exclusive)', () => {
    const p = [promo('stocktake')];
    expect(activePromos(p, Date.parse('2024-12-31T23:59:59+10:00'), [])).toEqual([]);
    expect(activePromos(p, Date.parse('2025-01-01T00:00:00+10:00'), [])).toHaveLength(1);
    expect(activePromos(p, Date.parse('2025-02-01T00:00:00+10:00'), [])).toEqual([]);
  });
  it('orders by position, matches display on the selected car types; strictDisplay needs one selected', () => {
    const p = [
      promo('b', { position: 2 }),
      promo('used', { position: 1, display: ['used'] }),
      promo('strict', { position: 0, display: ['new'], strictDisplay: true }),
    ];
    expect(activePromos(p, jan15, []).map((x) => x.id)).toEqual(['used', 'b']);
    expect(activePromos(p, jan15, ['new']).map((x) => x.id)).toEqual(['strict', 'b']);
    expect(activePromos(p, jan15, ['used', 'demo']).map((x) => x.id)).toEqual(['used', 'b']);
  });
  it('puts the 1st, 2nd, 3rd and 4th promo at positions 6, 8, 17 and 4', () => {
    const cars = Array.from({ length: 21 }, (_, i) => i + 1);
    const placed = placePromos(
      cars,
      ['p1', 'p2', 'p3', 'p4'].map((id) => promo(id)),
    );
    const at = placed.flatMap((entry, i) => (entry.kind === 'promo' ? [[i + 1, entry.promo.id]] : []));
    expect(at).toEqual([
      [4, 'p4'],
      [6, 'p1'],
      [8, 'p2'],
      [17, 'p3'],
    ]);
    expect(placed.filter((e) => e.kind === 'car')).toHaveLength(21);
  });
  it('skips slots past the end of a short result list', () => {
    const placed = placePromos([1, 2, 3, 4, 5, 6], [promo('p1'), promo('p2')]);
    expect(placed.map((e) => (e.kind === 'car' ? e.item : e.promo.id))).toEqual([1, 2, 3, 4, 5, 'p1', 6, 'p2']);
    expect(placePromos([1, 2, 3], [promo('p1')])).toHaveLength(3);
  });
});

type Inner = Parameters<typeof cachedSearchClient>[0];

describe('caches (SPEC §7, §9)', () => {
  it('evicts the oldest entry when full', () => {
    const cache = new BoundedCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.keys()).toEqual(['b', 'c']);
    expect(() => new BoundedCache(0)).toThrow('cache limit must be a whole number above 0, got 0');
  });

  it('main results: one engine call per query, offset, sort and refinements', async () => {
    const inner = { search: vi.fn(() => Promise.resolve({ results: [] })), clearCache: vi.fn() };
    const client = cachedSearchClient(inner as unknown as Inner);
    const request = (page: number, indexName = 'cars', facetFilters: unknown = [['make:Toyota']]) => [
      { indexName, params: { query: 'rav4', page, hitsPerPage: 21, facetFilters } },
    ];
    await client.search(request(0) as never);
    await client.search(request(0) as never);
    expect(inner.search).toHaveBeenCalledTimes(1);
    await client.search(request(1) as never);
    await client.search(request(0, 'cars:price:asc') as never);
    await client.search(request(0, 'cars', [['make:Kia']]) as never);
    expect(inner.search).toHaveBeenCalledTimes(4);
    for (let page = 2; page < MAIN_CACHE_LIMIT + 3; page += 1) await client.search(request(page) as never);
    expect(client.cache.size).toBe(MAIN_CACHE_LIMIT);
    await client.search(request(0) as never);
    expect(inner.search).toHaveBeenCalledTimes(4 + MAIN_CACHE_LIMIT + 1 + 1);
  });

  it('does not cache a failed search', async () => {
    const inner = { search: vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ results: [] }) };
    const client = cachedSearchClient(inner as unknown as Inner);
    const request = [{ indexName: 'cars', params: { query: '' } }];
    await expect(client.search(request as never)).rejects.toThrow('down');
    await expect(client.search(request as never)).resolves.toEqual({ results: [] });
  });

  it('secondary makes/models search caches 10 entries by make, model, body, query and offset', async () => {
    const fetcher = vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as { filter: string[] };
      return Promise.resolve(
        new Response(
          JSON.stringify({
            hits: [],
            facetDistribution: { make: { Kia: 3 }, model: { Cerato: 2, Sportage: 5 }, f: body.filter },
          }),
        ),
      );
    });
    const search = makesModelsSearch(
      { host: 'http://engine', token: 't', indexUid: 'cars' },
      fetcher as unknown as typeof fetch,
    );
    const first = await search.search({ 'manufacturer.name': 'Kia' });
    expect(first.models).toEqual([
      { value: 'Sportage', count: 5 },
      { value: 'Cerato', count: 2 },
    ]);
    const init = fetcher.mock.calls[0]?.[1];
    expect(JSON.parse(init?.body as string)).toMatchObject({ filter: ['make = "Kia"'], q: '', offset: 0, limit: 0 });
    await search.search({ 'manufacturer.name': 'Kia' });
    expect(fetcher).toHaveBeenCalledTimes(1);
    for (let offset = 1; offset <= SECONDARY_CACHE_LIMIT; offset += 1) await search.search({ offset });
    expect(search.cache.size).toBe(SECONDARY_CACHE_LIMIT);
    await search.search({ 'manufacturer.name': 'Kia' });
    expect(fetcher).toHaveBeenCalledTimes(SECONDARY_CACHE_LIMIT + 2);
  });
});

describe('sort options', () => {
  it('map to index names and back; price ascending excludes price 0', () => {
    expect(sortIndex('cars', 'price-asc')).toBe('cars:price:asc');
    expect(sortIndex('cars', 'relevance')).toBe('cars');
    expect(sortFromIndex('cars', 'cars:created_at_timestamp:desc')).toBe('newest');
    expect(sortFromIndex('cars', 'cars:colour:asc')).toBeNull();
    expect(sortFilter('price-asc')).toBe('price > 0');
    expect(sortFilter('price-desc')).toBeUndefined();
  });
});

describe('search history (SPEC §3, §9)', () => {
  it('keeps the last 5 paths, newest first, without duplicates', () => {
    let list = pushSearchHistory([], '/a');
    for (const p of ['/b', '/c', '/a', '/d', '/e', '/f']) list = pushSearchHistory(list, p);
    expect(list.map((e) => e.path)).toEqual(['/f', '/e', '/d', '/a', '/c']);
  });
});

describe('card dealer comments', () => {
  it('shows the first paragraph, cut at a word past 140 characters', () => {
    expect(cardComment('Full service history.|Two keys.')).toBe('Full service history.');
    expect(cardComment('')).toBe('');
    const long = `${'word '.repeat(40)}end`;
    const cut = cardComment(long);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(141);
    expect(cut).not.toContain('wor…');
  });
});

describe('filter panel facets', () => {
  it('adds the subscription-price slider after price when cards show subscription prices', () => {
    expect(withSubscriptionSlider(['make', 'price', 'year'], true)).toEqual([
      'make',
      'price',
      'subscription_price',
      'year',
    ]);
    expect(withSubscriptionSlider(['make', 'year'], true)).toEqual(['make', 'year', 'subscription_price']);
    expect(withSubscriptionSlider(['make', 'price'], false)).toEqual(['make', 'price']);
    expect(withSubscriptionSlider(['subscription_price', 'price'], true)).toEqual(['subscription_price', 'price']);
  });
});
