import type { Settings } from 'meilisearch';
import { FACET_ATTRIBUTES } from '../domain/searchAttributes.ts';

export const DEFAULT_INDEX_UID = 'cars';
export { HITS_PER_PAGE } from '../domain/searchAttributes.ts';

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
  'certified',
  'preorder',
] as const;

/** Index settings for the stock index; the seed script applies them before loading documents. */
export const indexSettings: Settings = {
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
  sortableAttributes: ['price', 'year', 'km', 'created_at_timestamp', 'sold_date_timestamp', 'subscription_price'],
  rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
  displayedAttributes: ['*'],
  faceting: { maxValuesPerFacet: 500, sortFacetValuesBy: { '*': 'count' } },
  pagination: { maxTotalHits: 10000 },
  typoTolerance: { disableOnAttributes: ['stocknum', 'vin', 'regplate'] },
};
