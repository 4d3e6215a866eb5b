import { useInstantSearch } from 'react-instantsearch';
import { displayedHitCount, HIT_COUNT_FACET } from '../../domain/displayedHitCount.ts';
import type { SearchSettings } from './searchSettings.ts';

/** The displayed total (SPEC §5: above 1999 replaced by the stock count or the facet sum). */
export function useDisplayedCount(settings: SearchSettings): number {
  const { results, indexUiState } = useInstantSearch();
  // The condition facet is a refinement list, so its counts come back as a disjunctive facet.
  const facet = [...results.disjunctiveFacets, ...results.facets].find((f) => f.name === HIT_COUNT_FACET);
  return displayedHitCount(results.nbHits, {
    fallback: settings.flags.hitCountFallback,
    stockCount: settings.stockCount,
    facetCounts: facet?.data as Record<string, number> | undefined,
    refined: indexUiState.refinementList?.[HIT_COUNT_FACET] ?? [],
  });
}

export function HitCount({ settings }: { settings: SearchSettings }) {
  const count = useDisplayedCount(settings);
  return (
    <p className="hit-count" data-testid="hit-count">
      <strong>{count.toLocaleString(settings.locale)}</strong> {count === 1 ? 'vehicle' : 'vehicles'} found
    </p>
  );
}
