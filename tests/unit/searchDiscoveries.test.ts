import { describe, expect, it } from 'vitest';
import type { InstantSearchServerState } from 'react-instantsearch';
import { discoveryKey, recordable, replayed, replayRequests } from '../../src/components/search/searchDiscoveries.ts';
import type { SearchSettings } from '../../src/components/search/searchSettings.ts';

const settings = {
  search: { host: 'http://127.0.0.1:7700', token: 't', indexUid: 'cars' },
  flags: { facets: ['make', 'price'], defaultSort: 'newest' },
  builtAt: 1_700_000_000_000,
  stockCount: 42,
  stats: { price: { min: 1000, max: 90_000 } },
} as unknown as SearchSettings;

/** A discovered state as react-instantsearch's getServerState leaves it: one index, one request per result. */
const discovered = (): InstantSearchServerState =>
  ({
    initialResults: {
      cars: {
        state: { index: 'cars', disjunctiveFacets: ['make'], clickAnalytics: undefined },
        results: [
          { hits: [{ id: 1 }], nbHits: 1 },
          { hits: [], facets: { make: { Ford: 3 } } },
        ],
        requestParams: [
          { hitsPerPage: 20, facets: ['make'] },
          { hitsPerPage: 0, facets: 'make' },
        ],
      },
    },
  }) as unknown as InstantSearchServerState;

describe('search discoveries', () => {
  it('key a page by its URL and what its widgets ask, not by the stock or the clock', () => {
    const key = discoveryKey({ settings, serverUrl: '/search/ford/' });
    const later = { ...settings, builtAt: 1_800_000_000_000, stockCount: 41, stats: { price: { min: 5, max: 6 } } };
    expect(discoveryKey({ settings: later, serverUrl: '/search/ford/' })).toBe(key);
    expect(discoveryKey({ settings, serverUrl: '/search/toyota/' })).not.toBe(key);
    const otherFacets = { ...settings, flags: { ...settings.flags, facets: ['make'] } } as SearchSettings;
    expect(discoveryKey({ settings: otherFacets, serverUrl: '/search/ford/' })).not.toBe(key);
  });

  it('record the state and requests without the results, explicit undefined values kept', () => {
    const record = recordable(discovered())!;
    const entry = record.initialResults.cars!;
    expect(entry.results).toEqual([]);
    expect(entry.requestParams).toEqual(discovered().initialResults.cars!.requestParams);
    expect(Object.keys(entry.state!)).toContain('clickAnalytics');
  });

  it('record nothing of a shape replay cannot rebuild', () => {
    const two = discovered();
    two.initialResults.other = two.initialResults.cars!;
    expect(recordable(two)).toBeNull();
    const short = discovered();
    short.initialResults.cars!.requestParams!.pop();
    expect(recordable(short)).toBeNull();
    const withFunction = discovered();
    (withFunction.initialResults.cars!.state as Record<string, unknown>).x = () => 1;
    expect(recordable(withFunction)).toBeNull();
  });

  it('replay the recorded requests against the index and put the new results where discovery does', () => {
    const record = recordable(discovered())!;
    expect(replayRequests(record)).toEqual([
      { indexName: 'cars', params: { hitsPerPage: 20, facets: ['make'] } },
      { indexName: 'cars', params: { hitsPerPage: 0, facets: 'make' } },
    ]);
    const now = [
      { hits: [], nbHits: 0 },
      { hits: [], facets: {} },
    ];
    const state = replayed(record, now);
    expect(Object.keys(state.initialResults.cars!)).toEqual(['state', 'results', 'requestParams']);
    expect(state.initialResults.cars!.results).toBe(now);
    // The record itself is untouched: the next page replaying it gets the same requests.
    expect(record.initialResults.cars!.results).toEqual([]);
  });
});
