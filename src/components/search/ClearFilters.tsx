import { useInstantSearch } from 'react-instantsearch';
import { emptyRoute, type RouteVocabulary } from '../../search/searchRoute.ts';
import { searchUrl } from '../../search/searchUrl.ts';

/** Clears every filter and the query (the sort stays); a real link to the default search. */
export function ClearFilters({ vocab }: { vocab: RouteVocabulary }) {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const refined =
    (indexUiState.query ?? '') !== '' ||
    Object.values(indexUiState.refinementList ?? {}).some((values) => values.length > 0) ||
    Object.keys(indexUiState.range ?? {}).length > 0;
  if (!refined) return null;
  return (
    <a
      className="clear-filters"
      href={searchUrl(emptyRoute(), vocab)}
      onClick={(event) => {
        event.preventDefault();
        setIndexUiState((state) => (state.sortBy === undefined ? {} : { sortBy: state.sortBy }));
      }}
    >
      Clear all filters
    </a>
  );
}
