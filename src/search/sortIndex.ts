import type { SortOption } from '../domain/searchAttributes.ts';

/** Meilisearch sort per option; instant-meilisearch reads it from the index name "uid:attr:dir". */
const SORTS: Record<SortOption, string | null> = {
  newest: 'created_at_timestamp:desc',
  'price-asc': 'price:asc',
  'price-desc': 'price:desc',
  'year-desc': 'year:desc',
  'km-asc': 'km:asc',
  relevance: null,
};

export const SORT_LABELS: Record<SortOption, string> = {
  newest: 'Newest listings',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'year-desc': 'Year: newest first',
  'km-asc': 'Kilometres: lowest first',
  relevance: 'Best match',
};

/** The InstantSearch index name that carries a sort option. */
export const sortIndex = (indexUid: string, sort: SortOption) => {
  const by = SORTS[sort];
  return by === null ? indexUid : `${indexUid}:${by}`;
};

/** The sort option an index name stands for, or null when it is not one of ours. */
export function sortFromIndex(indexUid: string, indexName: string): SortOption | null {
  const entry = Object.entries(SORTS).find(([option]) => sortIndex(indexUid, option as SortOption) === indexName);
  return entry ? (entry[0] as SortOption) : null;
}

/** SPEC §5: price ascending also excludes cars priced 0. */
export const sortFilter = (sort: SortOption): string | undefined => (sort === 'price-asc' ? 'price > 0' : undefined);
