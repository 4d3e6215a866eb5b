import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { activePromos, placePromos } from '../../domain/promoPlacement.ts';
import { toCardCar, type CardCar } from '../../search/cardCar.ts';
import { emptyRoute } from '../../search/searchRoute.ts';
import { searchUrl } from '../../search/searchUrl.ts';
import { CarCard } from './CarCard.tsx';
import { HitCount } from './HitCount.tsx';
import { Pagination } from './Pagination.tsx';
import { PromoCard } from './PromoCard.tsx';
import { SearchStatus } from './SearchStatus.tsx';
import { SortSelect } from './SortSelect.tsx';
import type { SearchSettings } from './searchSettings.ts';
import { useHydrated } from './useHydrated.ts';
import { $compare } from '../../stores/compare.ts';

// The compare tray loads once a car is ticked, so the search page's first JavaScript stays as it was.
const CompareTray = lazy(() => import('./CompareTray.tsx').then((m) => ({ default: m.CompareTray })));

type Hit = Parameters<typeof toCardCar>[0];

/** Build time for the first render (server and hydration match), the real clock after. */
function useNow(builtAt: number): number {
  const [now, setNow] = useState(builtAt);
  useEffect(() => {
    setNow(Date.now());
  }, []);
  return now;
}

interface Props {
  settings: SearchSettings;
  onOpenFilters: () => void;
}

export function Results({ settings, onOpenFilters }: Props) {
  // Hits straight from the results: no hits connector needed (keeps the page's JavaScript small).
  const { results, indexUiState, setIndexUiState } = useInstantSearch();
  const items = results.hits as Hit[];
  const now = useNow(settings.builtAt);
  const picked = useStore($compare);
  const compared = useHydrated() ? picked.length : 0;
  const cars = items.map((hit) => toCardCar(hit));
  const carTypes = indexUiState.refinementList?.car_type ?? [];
  const placed = placePromos(cars, activePromos(settings.promos, now, carTypes));
  const similar = (car: CardCar) =>
    searchUrl(
      { ...emptyRoute(), refinements: { make: [car.make], model: [car.model], body: [car.body] } },
      settings.vocab,
    );
  const pastEnd = cars.length === 0 && results.nbHits > 0 && results.page >= results.nbPages;

  return (
    <section className="results" aria-labelledby="results-heading">
      <h2 id="results-heading" className="visually-hidden">
        Search results
      </h2>
      <SearchStatus />
      <header className="results-bar">
        <HitCount settings={settings} />
        <button type="button" className="button button--ghost filters-open" onClick={onOpenFilters}>
          Filters
        </button>
        <SortSelect indexUid={settings.search.indexUid} />
      </header>
      {pastEnd && (
        <p className="empty">
          This page is past the last page of results.{' '}
          <button
            type="button"
            className="link"
            onClick={() => {
              setIndexUiState((s) => ({ ...s, page: 1 }));
            }}
          >
            Back to page 1
          </button>
        </p>
      )}
      {results.nbHits === 0 && <p className="empty">No vehicles match these filters. Try removing one.</p>}
      <div className="card-grid">
        {placed.map((entry, i) =>
          entry.kind === 'car' ? (
            <CarCard
              key={entry.item.slug}
              car={entry.item}
              settings={settings}
              nowSeconds={Math.floor(now / 1000)}
              similarHref={similar(entry.item)}
              first={i === 0}
            />
          ) : (
            <PromoCard key={`promo-${entry.promo.id}`} promo={entry.promo} />
          ),
        )}
      </div>
      <Pagination />
      {compared > 0 && (
        <Suspense fallback={null}>
          <CompareTray />
        </Suspense>
      )}
    </section>
  );
}
