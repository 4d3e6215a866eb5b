import { useRefinementList } from 'react-instantsearch';
import { facetValueLabel } from './facetLabels.ts';

/** A dropdown facet with 'All' as the empty choice (SPEC §2); `names` shows values by name (dealership slugs). */
export function SelectFilter({
  attribute,
  label,
  names = {},
}: {
  attribute: string;
  label: string;
  names?: Record<string, string>;
}) {
  const { items, refine } = useRefinementList({ attribute, limit: 200, sortBy: ['name:asc'] });
  const selected = items.find((item) => item.isRefined)?.value ?? '';
  return (
    <label className="select-filter">
      <span className="visually-hidden">{label}</span>
      <select
        value={selected}
        onChange={(event) => {
          for (const item of items) if (item.isRefined) refine(item.value);
          if (event.target.value !== '') refine(event.target.value);
        }}
      >
        <option value="">All</option>
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {names[item.value] ?? facetValueLabel(attribute, item.label)} ({item.count})
          </option>
        ))}
      </select>
    </label>
  );
}
