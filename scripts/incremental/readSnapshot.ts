import type { Car } from '../../src/domain/car.ts';
import { everyCar } from '../../src/search/listedCars.ts';
import { parseSearchUrl } from '../../src/search/parseSearchUrl.ts';
import { publicSearchConfig } from '../../src/search/publicSearchConfig.ts';
import type { RouteVocabulary } from '../../src/search/searchRoute.ts';
import { routeVocabulary } from '../../src/search/searchUrl.ts';
import { snapshotOf, type StockSnapshot } from './stockSnapshot.ts';

/** The stock the dealer's pages see now (every car its tenant token lets the build read). */
export interface StockNow {
  snapshot: StockSnapshot;
  /** What a search page's path means in this stock (the same vocabulary its pages are built with). */
  refinementsOf(path: string): Record<string, string[]> | undefined;
}

export async function readSnapshot(): Promise<StockNow> {
  const cars: Car[] = await everyCar(publicSearchConfig());
  const vocab: RouteVocabulary = routeVocabulary(
    cars.map((c) => ({ make: c.make, model: c.model })),
    cars.map((c) => c.body),
    cars.map((c) => c.item_type),
  );
  return {
    snapshot: snapshotOf(cars),
    refinementsOf: (path) => parseSearchUrl({ pathname: path, search: '' }, vocab)?.refinements,
  };
}
