import { useEffect, useState } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import type { FacetCount, makesModelsSearch } from '../../search/makesModelsSearch.ts';
import { uiStateToRoute, type SortContext } from '../../search/routeUiState.ts';
import type { RouteVocabulary } from '../../search/searchRoute.ts';
import { searchUrl } from '../../search/searchUrl.ts';

/** SPEC §9: the models list shows at most 30. */
export const MODELS_LIMIT = 30;

interface Props {
  make: string;
  lookup: ReturnType<typeof makesModelsSearch>;
  vocab: RouteVocabulary;
  sort: SortContext;
}

/** 'Select models' of one make: counts from the secondary makes/models search, links that refine make and model. */
export function ModelPicker({ make, lookup, vocab, sort }: Props) {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const [models, setModels] = useState<FacetCount[] | null>(null);
  const [failed, setFailed] = useState(false);
  // SPEC §9 shows 30 models; the rest are one click away, never out of reach: a list cut at 30 hid stock.
  const [all, setAll] = useState(false);
  const query = indexUiState.query ?? '';
  useEffect(() => {
    let live = true;
    lookup
      .search({ 'manufacturer.name': make, query })
      .then((result) => {
        if (live) setModels(result.models);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [lookup, make, query]);
  if (failed) return <p className="muted">Models could not be loaded.</p>;
  if (models === null) return <p className="muted">Loading models…</p>;
  const route = uiStateToRoute(indexUiState, sort);
  const selected = route.refinements.model ?? [];
  const toggled = (model: string) => {
    const makes = route.refinements.make ?? [];
    const nextModels = selected.includes(model) ? selected.filter((m) => m !== model) : [...selected, model];
    const nextMakes = makes.includes(make) ? makes : [...makes, make];
    return {
      route: { ...route, page: 1, refinements: { ...route.refinements, make: nextMakes, model: nextModels } },
      nextMakes,
      nextModels,
    };
  };
  const hidden = models.length - MODELS_LIMIT;
  return (
    <>
      <ul className="facet-list model-list">
        {(all ? models : models.slice(0, MODELS_LIMIT)).map((m) => (
          <li key={m.value}>
            <a
              href={searchUrl(toggled(m.value).route, vocab)}
              role="checkbox"
              aria-checked={selected.includes(m.value)}
              onClick={(event) => {
                event.preventDefault();
                const { nextMakes, nextModels } = toggled(m.value);
                setIndexUiState((state) => ({
                  ...state,
                  page: 1,
                  refinementList: { ...state.refinementList, make: nextMakes, model: nextModels },
                }));
              }}
            >
              <span className="facet-check" aria-hidden="true" />
              <span className="facet-label">{m.value}</span>
              <span className="count">{m.count}</span>
            </a>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          className="link show-more"
          aria-expanded={all}
          onClick={() => {
            setAll(!all);
          }}
        >
          {all ? 'Show fewer models' : `Show all ${models.length} models`}
        </button>
      )}
    </>
  );
}
