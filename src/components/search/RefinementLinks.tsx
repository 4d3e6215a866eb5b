import { useRefinementList } from 'react-instantsearch';
import { MAX_FACET_VALUES } from '../../domain/searchAttributes.ts';
import { facetValueLabel } from './facetLabels.ts';

interface Props {
  attribute: string;
  limit?: number;
}

/** A facet as a list of real links with counts (every filter state is a crawlable URL). */
export function RefinementLinks({ attribute, limit = 30 }: Props) {
  const { items, refine, createURL, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute,
    limit,
    // Values past the limit stay one click away: a model list cut at 30 hid stock.
    showMore: true,
    showMoreLimit: MAX_FACET_VALUES,
    sortBy: ['isRefined', 'count:desc', 'name:asc'],
  });
  if (items.length === 0) return <p className="muted">No options for these results.</p>;
  return (
    <>
      <ul className="facet-list">
        {items.map((item) => (
          <li key={item.value}>
            <a
              href={createURL(item.value)}
              role="checkbox"
              aria-checked={item.isRefined}
              onClick={(event) => {
                event.preventDefault();
                refine(item.value);
              }}
            >
              <span className="facet-check" aria-hidden="true" />
              <span className="facet-label">{facetValueLabel(attribute, item.label)}</span>
              <span className="count">{item.count}</span>
            </a>
          </li>
        ))}
      </ul>
      {canToggleShowMore && (
        <button type="button" className="link show-more" aria-expanded={isShowingMore} onClick={toggleShowMore}>
          {isShowingMore ? 'Show fewer' : 'Show all'}
        </button>
      )}
    </>
  );
}
