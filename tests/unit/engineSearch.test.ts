import { describe, expect, it, vi } from 'vitest';
import { carsWhere, carsWhereFilter } from '../../src/search/carsWhere.ts';
import { comparableFilter, comparablePrice, comparablePrices } from '../../src/search/comparablePrices.ts';
import { slugWords } from '../../src/search/carBySlug.ts';
import { forgetBuildEnv } from '../../src/config/env/load.ts';
import { listedCars } from '../../src/search/listedCars.ts';
import {
  engineSearch,
  SearchEngineError,
  searchEndpoint,
  searchInit,
  searchResult,
} from '../../src/search/engineSearch.ts';

const config = { host: 'https://engine.example/meili//', token: 'tenant.jwt', indexUid: 'cars:price:asc' };

/** A fetch that answers every call with this status and body, recording what it was asked. */
const answering = (status: number, body: unknown) =>
  vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  );

describe('engine search request (one host rule)', () => {
  it('drops trailing slashes, keeps a path prefix and encodes the index', () => {
    expect(searchEndpoint(config)).toBe('https://engine.example/meili/indexes/cars%3Aprice%3Aasc/search');
    expect(searchEndpoint({ host: 'http://127.0.0.1:7700', indexUid: 'cars' })).toBe(
      'http://127.0.0.1:7700/indexes/cars/search',
    );
  });

  it('posts the request as JSON with the token as Bearer', () => {
    const init = searchInit(config, { filter: 'id = 1', limit: 1 });
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'content-type': 'application/json', authorization: 'Bearer tenant.jwt' });
    expect(JSON.parse(init.body as string)).toEqual({ filter: 'id = 1', limit: 1 });
  });
});

describe('engine search response mapping', () => {
  it('fills in what the engine leaves out', () => {
    expect(searchResult({ hits: [{ id: 1 }] })).toEqual({
      hits: [{ id: 1 }],
      estimatedTotalHits: 1,
      facetDistribution: {},
      facetStats: {},
    });
    const full = searchResult({
      hits: [],
      estimatedTotalHits: 170,
      facetDistribution: { make: { Kia: 3 } },
      facetStats: { price: { min: 1, max: 9 } },
    });
    expect(full.estimatedTotalHits).toBe(170);
    expect(full.facetDistribution.make).toEqual({ Kia: 3 });
    expect(full.facetStats.price).toEqual({ min: 1, max: 9 });
  });

  it('refuses an answer without a hits list', () => {
    for (const body of [null, [], 'text', { message: 'index not found' }, { hits: 'none' }]) {
      expect(() => searchResult(body)).toThrow(new SearchEngineError('Search engine sent no search result'));
    }
  });
});

describe('engine search error rule', () => {
  it('throws SearchEngineError with the status on an HTTP error', async () => {
    const rejected = engineSearch(config, {}, answering(403, { message: 'invalid token' }));
    await expect(rejected).rejects.toBeInstanceOf(SearchEngineError);
    await expect(rejected).rejects.toThrow('Search engine answered 403');
  });

  it('throws SearchEngineError when the engine cannot be reached or sends a page', async () => {
    const down = vi.fn(() => Promise.reject(new TypeError('fetch failed')));
    await expect(engineSearch(config, {}, down)).rejects.toThrow('Search engine unreachable: fetch failed');
    await expect(engineSearch(config, {}, answering(200, '<html>portal</html>'))).rejects.toThrow(
      'Search engine sent no search result',
    );
  });

  it('sends one request to the endpoint and returns the hits', async () => {
    const fetcher = answering(200, { hits: [{ id: 7 }], estimatedTotalHits: 1 });
    const result = await engineSearch<{ id: number }>(config, { q: 'kia' }, fetcher);
    expect(result.hits).toEqual([{ id: 7 }]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]?.[0]).toBe('https://engine.example/meili/indexes/cars%3Aprice%3Aasc/search');
  });
});

describe('reads built on the engine search', () => {
  it('listed cars: read once per build however many routes ask, newest first', async () => {
    const fetcher = answering(200, { hits: [{ id: 2, created_at_timestamp: 20 }] });
    vi.stubGlobal('fetch', fetcher);
    vi.stubEnv('SEARCH_HOST', 'https://engine.example');
    vi.stubEnv('SEARCH_TOKEN', 'tenant.jwt');
    forgetBuildEnv();
    try {
      const [first, second] = await Promise.all([listedCars(), listedCars()]);
      expect(await listedCars()).toBe(first);
      expect(second).toBe(first);
      expect(first.map((c) => c.id)).toEqual([2]);
      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(JSON.parse(fetcher.mock.calls[0]?.[1]?.body as string)).toEqual({
        limit: 250,
        sort: ['created_at_timestamp:desc', 'id:desc'],
      });
    } finally {
      vi.unstubAllGlobals();
      vi.unstubAllEnvs();
      forgetBuildEnv();
    }
  });

  it('cars by id or slug: numeric ids bare, the rest quoted, answers in the order asked', async () => {
    expect(carsWhereFilter('id', ['12', 'x"y'])).toBe('id IN [12, "x\\"y"]');
    expect(carsWhereFilter('slug', ['123'])).toBe('slug IN ["123"]');
    const fetcher = answering(200, { hits: [{ slug: 'b' }, { slug: 'a' }] });
    vi.stubGlobal('fetch', fetcher);
    try {
      const cars = await carsWhere(config, 'slug', ['a', 'gone', 'b']);
      expect(cars.map((c) => c.slug)).toEqual(['a', 'b']);
      expect(JSON.parse(fetcher.mock.calls[0]?.[1]?.body as string)).toEqual({
        filter: 'slug IN ["a", "gone", "b"]',
        limit: 3,
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('comparable prices: same make and model, year within two, market average first, none on failure', async () => {
    expect(comparableFilter(' Kia ', 'Cerato', 2019)).toBe(
      'make = "Kia" AND model = "Cerato" AND year >= 2017 AND year <= 2021',
    );
    expect(comparablePrice({ price: 20_000, autograb_data: { average_market_price: 18_500 } })).toBe(18_500);
    expect(comparablePrice({ price: 20_000, autograb_data: { average_market_price: null } })).toBe(20_000);
    expect(comparablePrice({ price: 20_000, autograb_data: null })).toBe(20_000);
    vi.stubGlobal('fetch', answering(500, {}));
    try {
      expect(await comparablePrices(config, 'Kia', 'Cerato', 2019)).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a missing slug searches for its first three words with letters', () => {
    expect(slugWords('2021-kia-sportage-gt-line-u42')).toBe('kia sportage gt');
    expect(slugWords('2021-x-10313')).toBe('');
  });
});
