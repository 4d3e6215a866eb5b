import { FACET_ATTRIBUTES, SORT_OPTIONS, type SortOption } from '../domain/searchAttributes.ts';

/** Facets filtered by a numeric range (SPEC §5 sliders); stored in the URL as range[attr]=min:max. */
export const RANGE_ATTRIBUTES = ['price', 'subscription_price', 'year', 'km'] as const;
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number];

export type RefinementAttribute = Exclude<(typeof FACET_ATTRIBUTES)[number], RangeAttribute>;

/** Facets filtered by values (refinementList), the dealer filter of SPEC §2 (dealership_slug) among them. */
export const REFINEMENT_ATTRIBUTES: readonly RefinementAttribute[] = FACET_ATTRIBUTES.filter(
  (a): a is Exclude<typeof a, RangeAttribute> => !(RANGE_ATTRIBUTES as readonly string[]).includes(a),
);

export interface NumericRange {
  min: number | null;
  max: number | null;
}

/** The search page's state as the app sees it; path segments are just a rendering of refinements. */
export interface SearchRoute {
  query: string;
  /** 1-based page number. */
  page: number;
  /** null: the site's default sort. */
  sortBy: SortOption | null;
  refinements: Partial<Record<RefinementAttribute, string[]>>;
  ranges: Partial<Record<RangeAttribute, NumericRange>>;
}

/** What the dealer's stock holds, so path segments map to facet values and back. */
export interface RouteVocabulary {
  makes: { name: string; slug: string; models: { name: string; slug: string }[] }[];
  bodies: { name: string; slug: string }[];
  /** Item types other than 'car' that the dealer has in stock (paths /search/{type}-cars). */
  itemTypes: string[];
}

/** Highest page a URL may ask for: Meilisearch's maxTotalHits (10000) over 21 per page. */
export const MAX_PAGE = Math.ceil(10_000 / 21);

/** The default search path (SPEC §2), also served with a trailing slash. */
export const DEFAULT_SEARCH_SEGMENT = 'new-used-and-demo-cars';

/** Car-type path segments of SPEC §2 and the car types each one selects. */
export const CAR_TYPE_SEGMENTS: Record<string, readonly string[]> = {
  'used-cars': ['used'],
  'new-cars': ['new'],
  'demo-cars': ['demo'],
  'new-and-demo-cars': ['new', 'demo'],
};

export const emptyRoute = (): SearchRoute => ({ query: '', page: 1, sortBy: null, refinements: {}, ranges: {} });

export const isSortOption = (value: string): value is SortOption => (SORT_OPTIONS as readonly string[]).includes(value);
export const isRangeAttribute = (value: string): value is RangeAttribute =>
  (RANGE_ATTRIBUTES as readonly string[]).includes(value);
export const isRefinementAttribute = (value: string): value is RefinementAttribute =>
  (REFINEMENT_ATTRIBUTES as readonly string[]).includes(value);
