import * as v from 'valibot';
import { FACET_ATTRIBUTES, ITEM_TYPES, SORT_OPTIONS } from '../../domain/searchAttributes.ts';
import { flag } from '../flag.ts';

// The lists live in domain/ so browser code can use them without pulling in valibot.

export const searchFlags = {
  usedOnly: flag(v.boolean(), 'Base filter: the site shows used cars only.', '§5 Dealer base filter (used-only)'),
  inStockOnly: flag(
    v.boolean(),
    'Base filter: in-stock cars only (no coming soon, no recently sold).',
    '§5 Dealer base filter (in-stock)',
  ),
  minPhotos: flag(
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(14)),
    'Base filter: minimum photo count, 0 to 14.',
    '§5 Dealer base filter (minimum photo count 0 to 14)',
  ),
  includeSoldCarsDays: flag(
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(90)),
    'Days a sold car stays in search (include_sold_cars_days).',
    '§4 Availability, §9 sold window default 3 days',
  ),
  defaultSort: flag(v.picklist(SORT_OPTIONS), 'Default search sort.', '§9 Search sort default from a per-site setting'),
  makeListSize: flag(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
    "Makes shown before 'Show all makes'.",
    '§4, §9 make list shows 7 (dealer-specific on one template)',
  ),
  popularMakesGroup: flag(
    v.boolean(),
    'Shows a popular-makes group (the first 20 makes).',
    '§9 popular makes group on one template',
  ),
  hitCountFallback: flag(
    v.picklist(['stock-count', 'facet-sum']),
    'Displayed count when the total is above 1999: the configured stock count or the sum of facet counts.',
    '§5 Displayed hit count',
  ),
  facets: flag(
    v.pipe(v.array(v.picklist(FACET_ATTRIBUTES)), v.minLength(1)),
    'Facet attributes the filter panel offers.',
    '§3 Search facet attributes',
  ),
  itemTypes: flag(
    v.pipe(v.array(v.picklist(ITEM_TYPES)), v.minLength(1)),
    'Item types sold: car, motorcycle, caravan.',
    '§1 motorcycles and caravans in some deployments',
  ),
  rememberFilterSections: flag(
    v.boolean(),
    'Remembers open filter sections between visits.',
    '§4 filter panel sections, optionally remembered',
  ),
  featureBanner: flag(v.boolean(), 'Shows the feature banner on the search page.', '§2 Search page feature banner'),
};

export const SearchFlags = v.strictObject(searchFlags);
