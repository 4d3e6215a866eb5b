import type { IndexUiState } from 'instantsearch.js';
import type { SortOption } from '../domain/searchAttributes.ts';
import { parseRange } from './parseSearchUrl.ts';
import { emptyRoute, isRangeAttribute, isRefinementAttribute, type SearchRoute } from './searchRoute.ts';
import { sortFromIndex, sortIndex } from './sortIndex.ts';

export interface SortContext {
  indexUid: string;
  defaultSort: SortOption;
}

/** App state → InstantSearch's index UI state (page 1-based, sort as index name). */
export function routeToUiState(route: SearchRoute, ctx: SortContext): IndexUiState {
  const ui: IndexUiState = {};
  if (route.query !== '') ui.query = route.query;
  if (route.page > 1) ui.page = route.page;
  if (route.sortBy !== null && route.sortBy !== ctx.defaultSort) ui.sortBy = sortIndex(ctx.indexUid, route.sortBy);
  const lists = Object.entries(route.refinements).filter(([, values]) => values.length > 0);
  if (lists.length > 0) ui.refinementList = Object.fromEntries(lists);
  const ranges = Object.entries(route.ranges)
    .filter(([, r]) => r.min !== null || r.max !== null)
    .map(([attribute, r]): [string, string] => [attribute, `${r.min ?? ''}:${r.max ?? ''}`]);
  if (ranges.length > 0) ui.range = Object.fromEntries(ranges);
  return ui;
}

/** InstantSearch's index UI state → app state; anything unknown is dropped. */
export function uiStateToRoute(ui: IndexUiState, ctx: SortContext): SearchRoute {
  const route = emptyRoute();
  route.query = ui.query?.trim() ?? '';
  route.page = ui.page !== undefined && ui.page > 1 ? Math.floor(ui.page) : 1;
  const sort = ui.sortBy === undefined ? null : sortFromIndex(ctx.indexUid, ui.sortBy);
  route.sortBy = sort === ctx.defaultSort ? null : sort;
  for (const [attribute, values] of Object.entries(ui.refinementList ?? {})) {
    if (isRefinementAttribute(attribute) && values.length > 0) route.refinements[attribute] = [...values];
  }
  for (const [attribute, value] of Object.entries(ui.range ?? {})) {
    const range = parseRange(value);
    if (isRangeAttribute(attribute) && range) route.ranges[attribute] = range;
  }
  return route;
}
