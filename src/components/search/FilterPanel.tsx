import { useState } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { formatDistance, formatPrice } from '../../domain/format.ts';
import { RANGE_ATTRIBUTES } from '../../search/searchRoute.ts';
import { ClearFilters } from './ClearFilters.tsx';
import { FACET_LABELS } from './facetLabels.ts';
import { withSubscriptionSlider } from '../../domain/panelFacets.ts';
import { FilterSection } from './FilterSection.tsx';
import { MakeList } from './MakeList.tsx';
import { RangeFilter } from './RangeFilter.tsx';
import { RefinementLinks } from './RefinementLinks.tsx';
import { SearchBox } from './SearchBox.tsx';
import { SelectFilter } from './SelectFilter.tsx';
import { ShowMeButton } from './ShowMeButton.tsx';
import type { SearchSettings } from './searchSettings.ts';
import { VirtualRange, VirtualRefinement } from './VirtualFilters.tsx';

/** Facets shown as link lists; the other value facets are dropdowns. */
const LIST_FACETS = new Set(['car_type', 'body', 'model', 'item_type']);
/** Attributes a URL may refine even when the panel has no widget for them. */
// city and location_name are always requested too: SPEC §7 lists them among the search's facets.
const ALWAYS_MOUNTED = [
  'car_type',
  'make',
  'model',
  'body',
  'item_type',
  'dealership_slug',
  'status',
  'city',
  'location_name',
];
const OPEN_BY_DEFAULT = new Set(['car_type', 'make', 'model', 'price', 'body']);

interface Props {
  settings: SearchSettings;
  open: boolean;
  onClose: () => void;
}

/** Attributes a query string refines (refinementList[attribute][n]=…). */
const urlRefinementAttributes = (search: string) =>
  [...new URLSearchParams(search).keys()].flatMap((key) => /^refinementList\[([\w.]+)\]/.exec(key)?.[1] ?? []);

/** The collapsible filter panel (SPEC §2 search page). */
export function FilterPanel({ settings, open, onClose }: Props) {
  const { indexUiState } = useInstantSearch();
  const { rememberFilterSections: remember } = settings.flags;
  // Cards showing subscription prices come with their slider (SPEC §2), next to the price one.
  const facets = withSubscriptionSlider(settings.flags.facets, settings.vehicle.subscriptionPricing);
  const format = (attribute: string) => (value: number) => {
    if (attribute === 'price') return formatPrice(value, settings.locale, settings.currency);
    if (attribute === 'subscription_price') return `${formatPrice(value, settings.locale, settings.currency)}/wk`;
    if (attribute === 'km') return formatDistance(value, settings.locale, settings.distanceUnit);
    return String(value);
  };
  const widget = (attribute: string) => {
    if ((RANGE_ATTRIBUTES as readonly string[]).includes(attribute)) {
      return (
        <RangeFilter
          attribute={attribute}
          label={FACET_LABELS[attribute] ?? attribute}
          stats={settings.stats[attribute as keyof SearchSettings['stats']]}
          format={format(attribute)}
        />
      );
    }
    if (attribute === 'make') return <MakeList settings={settings} />;
    if (LIST_FACETS.has(attribute)) return <RefinementLinks attribute={attribute} />;
    return (
      <SelectFilter
        attribute={attribute}
        label={FACET_LABELS[attribute] ?? attribute}
        {...(attribute === 'dealership_slug' ? { names: settings.dealershipNames } : {})}
      />
    );
  };
  // With a make list, models are picked under each make.
  const shown = facets.filter((a) => !(a === 'model' && facets.includes('make')));
  // A link may refine any facet (a home tile's fuel): the panel keeps what the URL asked for. The
  // URL is read itself: a prerendered page's first state is the page's, the link's comes after.
  const [asked] = useState(() => [
    ...Object.keys(indexUiState.refinementList ?? {}),
    ...(typeof window === 'undefined' ? [] : urlRefinementAttributes(window.location.search)),
  ]);
  const hidden = [...new Set([...ALWAYS_MOUNTED, ...asked])].filter(
    (a) => !shown.includes(a as (typeof shown)[number]),
  );
  const hiddenRanges = RANGE_ATTRIBUTES.filter((a) => !facets.includes(a));
  return (
    <aside className={`filter-panel${open ? ' is-open' : ''}`} aria-label="Filters">
      <div className="filter-head">
        <h2>Filter vehicles</h2>
        <button type="button" className="link filters-close" onClick={onClose}>
          Close
        </button>
      </div>
      <SearchBox />
      <ClearFilters vocab={settings.vocab} />
      {shown.map((attribute) => (
        <FilterSection
          key={attribute}
          id={attribute}
          title={FACET_LABELS[attribute] ?? attribute}
          initiallyOpen={OPEN_BY_DEFAULT.has(attribute)}
          remember={remember}
        >
          {widget(attribute)}
        </FilterSection>
      ))}
      {hidden.map((attribute) => (
        <VirtualRefinement key={attribute} attribute={attribute} />
      ))}
      {hiddenRanges.map((attribute) => (
        <VirtualRange key={attribute} attribute={attribute} />
      ))}
      <div className="filter-foot">
        <ShowMeButton settings={settings} onDone={onClose} />
      </div>
    </aside>
  );
}
