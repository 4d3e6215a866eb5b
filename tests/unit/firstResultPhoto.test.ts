import type { InstantSearchServerState } from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import { firstResultPhoto } from '../../src/search/firstResultPhoto.ts';

const stateWith = (hits: unknown[]) =>
  ({ initialResults: { cars: { results: [{ hits }] } } }) as unknown as InstantSearchServerState;

describe('the search page preloads its first result photo', () => {
  it('is the first photo of the first hit', () => {
    const hits = [{ images: [{ url: '/img/stock-photos/suv-red-1.jpg' }, { url: '/b.jpg' }] }, { images: [] }];
    expect(firstResultPhoto(stateWith(hits))).toBe('/img/stock-photos/suv-red-1.jpg');
  });

  it('is none when there are no results or the first car has no photo', () => {
    expect(firstResultPhoto(stateWith([]))).toBeNull();
    expect(firstResultPhoto(stateWith([{ images: [] }]))).toBeNull();
    expect(firstResultPhoto({ initialResults: {} })).toBeNull();
  });
});
