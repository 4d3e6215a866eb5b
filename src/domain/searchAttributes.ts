/** Search facet attributes of SPEC §3 (also the index's filterable shopper-facing fields). */
export const FACET_ATTRIBUTES = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'dealership_slug',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'subscription_price',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
] as const;

/** Sort options a site may default to and a shopper may pick. */
export const SORT_OPTIONS = ['newest', 'price-asc', 'price-desc', 'year-desc', 'km-asc', 'relevance'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Kinds of stock item (SPEC §1). */
export const ITEM_TYPES = ['car', 'motorcycle', 'caravan'] as const;

/** Search page size (SPEC §9). */
export const HITS_PER_PAGE = 21;

/** The most values one facet lists ("show more" included); the index returns no more. */
export const MAX_FACET_VALUES = 300;
