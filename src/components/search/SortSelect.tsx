import { useSortBy } from 'react-instantsearch';
import { SORT_OPTIONS } from '../../domain/searchAttributes.ts';
import { SORT_LABELS, sortIndex } from '../../search/sortIndex.ts';

/** Sort options; the site's default sort is the index name InstantSearch starts from. */
export function SortSelect({ indexUid }: { indexUid: string }) {
  const { currentRefinement, options, refine } = useSortBy({
    items: SORT_OPTIONS.map((option) => ({ value: sortIndex(indexUid, option), label: SORT_LABELS[option] })),
  });
  return (
    <label className="sort">
      <span>Sort by</span>
      <select
        value={currentRefinement}
        onChange={(event) => {
          refine(event.target.value);
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
