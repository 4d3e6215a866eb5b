import { useMemo, useState } from 'react';
import { useRefinementList } from 'react-instantsearch';
import { MAX_FACET_VALUES } from '../../domain/searchAttributes.ts';
import { slugify } from '../../domain/slug.ts';
import { makesModelsSearch } from '../../search/makesModelsSearch.ts';
import { ModelPicker } from './ModelPicker.tsx';
import type { SearchSettings } from './searchSettings.ts';

/** SPEC §9: the popular makes group is the first 20 makes. */
const POPULAR_MAKES = 20;

type Item = ReturnType<typeof useRefinementList>['items'][number];

/**
 * The make list (SPEC §2, §4): the make's logo where the fleet or the dealer supplies one (never a
 * made-up one), collapsed to the configured size, 'Select models' per make.
 */
export function MakeList({ settings }: { settings: SearchSettings }) {
  const { items, refine, createURL, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute: 'make',
    limit: settings.flags.makeListSize,
    showMore: true,
    showMoreLimit: MAX_FACET_VALUES,
    sortBy: ['isRefined', 'count:desc', 'name:asc'],
  });
  const lookup = useMemo(() => makesModelsSearch(settings.search), [settings.search]);
  const [expanded, setExpanded] = useState<string | null>(null);
  const sort = { indexUid: settings.search.indexUid, defaultSort: settings.flags.defaultSort };
  const logoOf = (make: string): string | undefined => settings.makeLogos[slugify(make)];

  const row = (item: Item) => (
    <li key={item.value}>
      <div className="make-row">
        <a
          href={createURL(item.value)}
          role="checkbox"
          aria-checked={item.isRefined}
          onClick={(event) => {
            event.preventDefault();
            refine(item.value);
          }}
        >
          {logoOf(item.value) && (
            <img className="make-logo" src={logoOf(item.value)} alt="" width="24" height="24" loading="lazy" />
          )}
          <span className="facet-label">{item.label}</span>
          <span className="count">{item.count}</span>
        </a>
        <button
          type="button"
          className="link models-toggle"
          aria-expanded={expanded === item.value}
          onClick={() => {
            setExpanded(expanded === item.value ? null : item.value);
          }}
        >
          Select models<span className="visually-hidden"> of {item.label}</span>
        </button>
      </div>
      {expanded === item.value && <ModelPicker make={item.value} lookup={lookup} vocab={settings.vocab} sort={sort} />}
    </li>
  );

  const grouped = settings.flags.popularMakesGroup && isShowingMore && items.length > POPULAR_MAKES;
  return (
    <div className="make-list">
      {grouped ? (
        <>
          <p className="group-title">Popular makes</p>
          <ul className="facet-list">{items.slice(0, POPULAR_MAKES).map(row)}</ul>
          <p className="group-title">All other makes</p>
          <ul className="facet-list">
            {items
              .slice(POPULAR_MAKES)
              .sort((a, b) => a.label.localeCompare(b.label))
              .map(row)}
          </ul>
        </>
      ) : (
        <ul className="facet-list">{items.map(row)}</ul>
      )}
      {canToggleShowMore && (
        <button type="button" className="link show-more" onClick={toggleShowMore}>
          {isShowingMore ? 'Hide extra makes' : 'Show all makes'}
        </button>
      )}
    </div>
  );
}
