import { buildEnv } from '../config/env/load.ts';
import type { Car } from '../domain/car.ts';
import { engineSearch } from './engineSearch.ts';
import { publicSearchConfig } from './publicSearchConfig.ts';
import { RANGE_ATTRIBUTES, type RangeAttribute, type RouteVocabulary } from './searchRoute.ts';
import { routeVocabulary } from './searchUrl.ts';

type VocabFields = Pick<Car, 'make' | 'model' | 'body' | 'item_type'>;

export interface StockFacets {
  vocab: RouteVocabulary;
  /** Whole-stock min/max per range attribute (the slider bounds before rounding). */
  stats: Partial<Record<RangeAttribute, { min: number; max: number }>>;
}

let cached: Promise<StockFacets> | undefined;

/** Build time: the makes, models, bodies and item types in the dealer's stock, and range stats. */
export function stockFacets(): Promise<StockFacets> {
  cached ??= (async () => {
    const result = await engineSearch<VocabFields>(publicSearchConfig(), {
      limit: 10_000,
      attributesToRetrieve: ['make', 'model', 'body', 'item_type'],
      facets: [...RANGE_ATTRIBUTES],
    });
    const cars = result.hits;
    const stats = Object.fromEntries(
      Object.entries(result.facetStats).filter(([name]) => (RANGE_ATTRIBUTES as readonly string[]).includes(name)),
    );
    return {
      vocab: routeVocabulary(
        cars.map((c) => ({ make: c.make, model: c.model })),
        cars.map((c) => c.body),
        cars.map((c) => c.item_type),
      ),
      stats,
    };
  })();
  return cached;
}

/**
 * Every prerendered search path under /search/ (SPEC §2), without slashes. `makePages: false` leaves
 * out the per-make and per-model pages (the search benchmark measures what they add to a build).
 */
export function searchPagePaths(vocab: RouteVocabulary, makePages = true): string[] {
  const makes = makePages
    ? vocab.makes.flatMap((m) => [m.slug, ...m.models.map((model) => `${m.slug}/${model.slug}`)])
    : [];
  return [
    'new-used-and-demo-cars',
    'used-cars',
    'new-cars',
    'demo-cars',
    'new-and-demo-cars',
    ...vocab.itemTypes.map((t) => `${t}-cars`),
    ...vocab.bodies.filter((b) => !vocab.itemTypes.includes(b.slug)).map((b) => `${b.slug}-cars`),
    ...makes,
  ];
}

/** Build time: the prerendered search paths, so content links (model stock) point only at built pages. */
export async function builtSearchPaths(): Promise<ReadonlySet<string>> {
  return new Set(searchPagePaths((await stockFacets()).vocab, buildEnv().SEARCH_MAKE_PAGES));
}
