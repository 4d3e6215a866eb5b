import { engineSearch } from './engineSearch.ts';
import { publicSearchConfig } from './publicSearchConfig.ts';
import { searchCountFilter } from './stockQueries.ts';
import { emptyRoute, type RefinementAttribute } from './searchRoute.ts';
import { searchUrl } from './searchUrl.ts';
import { stockFacets } from './searchVocabulary.ts';

export interface FacetTile {
  label: string;
  count: number;
  href: string;
}

export interface FacetTileGroups {
  make: FacetTile[];
  body: FacetTile[];
  other: FacetTile[];
}

const TYPE_LABELS: Record<string, string> = { new: 'New', used: 'Used', demo: 'Demo' };

/**
 * Build time: facet tiles for the home page (SPEC §2 Other: make, body and other with counts), each
 * count the total of the search its link opens, so a tile never promises cars the click does not show.
 */
export async function facetTiles(): Promise<FacetTileGroups> {
  const { vocab } = await stockFacets();
  // Counted as the search page counts them: its default sort may add a filter (price > 0 for price-asc).
  const filter = searchCountFilter();
  const result = await engineSearch(publicSearchConfig(), {
    limit: 0,
    facets: ['make', 'body', 'car_type', 'fuel'],
    ...(filter ? { filter } : {}),
  });
  const tiles = (attribute: RefinementAttribute, label = (v: string) => v): FacetTile[] =>
    Object.entries(result.facetDistribution[attribute] ?? {})
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([value, count]) => ({
        label: label(value),
        count,
        href: searchUrl({ ...emptyRoute(), refinements: { [attribute]: [value] } }, vocab),
      }));
  return {
    make: tiles('make'),
    body: tiles('body'),
    other: [...tiles('car_type', (v) => `${TYPE_LABELS[v] ?? v} cars`), ...tiles('fuel')],
  };
}
