import { useClearRefinements } from 'react-instantsearch';

/** Clears every filter and the query; a real link to the default search. */
export default function ClearFilters() {
  const { canRefine, refine, createURL } = useClearRefinements({ excludedAttributes: [] });
  if (!canRefine) return null;
  return (
    <a
      className="clear-filters"
      href={createURL()}
      onClick={(event) => {
        event.preventDefault();
        refine();
      }}
    >
      Clear all filters
    </a>
  );
}
