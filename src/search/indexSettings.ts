import type { Settings } from 'meilisearch';
import { FACET_ATTRIBUTES, MAX_FACET_VALUES } from '../domain/searchAttributes.ts';
import type { BuildEnv } from '../config/env/buildEnv.ts';
import { buildEnv } from '../config/env/load.ts';
import { DISPLAYED_CAR_ATTRIBUTES } from './displayedAttributes.ts';

export const DEFAULT_INDEX_UID = 'cars';

/** Attributes the base filter and the car pages filter on, beyond the shopper-facing facets. */
const SYSTEM_FILTERS = [
  'id',
  'slug',
  'dealership_slug',
  'dealership_id',
  'location_id',
  'show_on_dealer_website',
  'sold_date_timestamp',
  'created_at_timestamp',
  'photos_count',
  'manufacturer_slug',
  'model_slug',
  'reserved',
  // Sample cars (seeded) apart from a feed's: seeding and imports select them by this.
  'sample_stock',
  // Sold cars past their window: the tenant token's filter hides them (src/search/soldListings.ts).
  'sold_listing_ended',
  'certified',
  'preorder',
] as const;

/**
 * The most hits one search can reach (offset + limit), whatever a browser asks for: it bounds a
 * public token's answer to about 1,000 × 7 KB. It must cover the listed stock of the largest
 * dealer (the demo's is 450) or that dealer's search counts stop at it; the build reads past it
 * (src/search/listedCars.ts pages by key). A deployment with bigger dealers sets
 * MEILI_MAX_TOTAL_HITS before `npm run seed` / `npm run import`.
 */
export function maxTotalHits(env: Pick<BuildEnv, 'MEILI_MAX_TOTAL_HITS'> = buildEnv()): number {
  return env.MEILI_MAX_TOTAL_HITS;
}

/**
 * Index settings for the stock index; the seed and import scripts apply them before loading
 * documents. They are the only limits on what the public tenant token may ask for (a token's
 * rules hold a filter, nothing else): displayed attributes, hits, facet values, facet search
 * (off: no page uses it) and a time cut-off per search.
 */
export const indexSettings = (env: Pick<BuildEnv, 'MEILI_MAX_TOTAL_HITS'> = buildEnv()): Settings => ({
  searchableAttributes: [
    'name',
    'make',
    'model',
    'badge',
    'series',
    'make_model',
    'body',
    'colour',
    'fuel',
    'transmission',
    'year',
    'stocknum',
    'vin',
    'regplate',
    'tag',
    'dealership_name',
    'location_name',
    'city',
  ],
  filterableAttributes: [...new Set<string>([...FACET_ATTRIBUTES, ...SYSTEM_FILTERS])],
  sortableAttributes: [
    'id',
    'price',
    'year',
    'km',
    'created_at_timestamp',
    'sold_date_timestamp',
    'subscription_price',
  ],
  rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
  displayedAttributes: [...DISPLAYED_CAR_ATTRIBUTES],
  faceting: { maxValuesPerFacet: MAX_FACET_VALUES, sortFacetValuesBy: { '*': 'count' } },
  pagination: { maxTotalHits: maxTotalHits(env) },
  facetSearch: false,
  searchCutoffMs: 500,
  typoTolerance: { disableOnAttributes: ['stocknum', 'vin', 'regplate'] },
});
