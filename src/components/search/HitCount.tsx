import { useInstantSearch } from 'react-instantsearch';
import { displayedHitCount } from '../../domain/displayedHitCount.ts';
import type { SearchSettings } from './searchSettings.ts';

/** The displayed total (SPEC §5: above 1999 replaced by the stock count or the facet sum). */
export function useDisplayedCount(settings: SearchSettings): number {
  const { results } = useInstantSearch();
  const carTypes = results.facets.find((f) => f.name === 'car_type')?.data as Record<string, number> | undefined;
  return displayedHitCount(results.nbHits, {
    fallback: settings.flags.hitCountFallback,
    stockCount: settings.stockCount,
    facetCounts: carTypes,
  });
}

export default function HitCount({ settings }: { settings: SearchSettings }) {
  const count = useDisplayedCount(settings);
  return (
    <p className="hit-count" data-testid="hit-count">
      <strong>{count.toLocaleString(settings.locale)}</strong> {count === 1 ? 'vehicle' : 'vehicles'} found
    </p>
  );
}
