import {
  CAR_TYPE_SEGMENTS,
  DEFAULT_SEARCH_SEGMENT,
  emptyRoute,
  isRangeAttribute,
  isRefinementAttribute,
  isSortOption,
  MAX_PAGE,
  type NumericRange,
  type RouteVocabulary,
  type SearchRoute,
} from './searchRoute.ts';

/** Paths that mean "car type used" on used-only sites (SPEC §2 /used-car/list, /used-car/new-cars). */
const USED_CAR_PATHS: Record<string, readonly string[]> = { list: ['used'], 'new-cars': ['new'] };

const toNumber = (text: string): number | null => {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '' || !/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
};

/** 'min:max' with currency symbols and commas stripped; either side may be empty; junk gives null. */
export function parseRange(value: string): NumericRange | null {
  const [rawMin = '', rawMax = ''] = value.split(':', 2);
  let min = toNumber(rawMin);
  let max = toNumber(rawMax);
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return { min, max };
}

function applyPath(route: SearchRoute, segments: string[], vocab: RouteVocabulary): boolean {
  const [first, second, ...rest] = segments;
  if (rest.length > 0 || first === undefined) return false;
  if (first === DEFAULT_SEARCH_SEGMENT && second === undefined) return true;
  const carTypes = CAR_TYPE_SEGMENTS[first];
  if (carTypes && second === undefined) {
    route.refinements.car_type = [...carTypes];
    return true;
  }
  const type = /^(.+)-cars$/.exec(first)?.[1];
  if (type !== undefined && second === undefined) {
    if (vocab.itemTypes.includes(type)) {
      route.refinements.item_type = [type];
      return true;
    }
    const body = vocab.bodies.find((b) => b.slug === type);
    if (body) route.refinements.body = [body.name];
    return body !== undefined;
  }
  const make = vocab.makes.find((m) => m.slug === first);
  if (!make) return false;
  route.refinements.make = [make.name];
  if (second === undefined) return true;
  const model = make.models.find((m) => m.slug === second);
  if (model) route.refinements.model = [model.name];
  return true;
}

/** The path segments after /search/ (or the used-car and root variants), or null when not a search path. */
function searchSegments(pathname: string): { segments: string[]; carTypes?: readonly string[] } | null {
  const parts = pathname
    .split('/')
    .filter(Boolean)
    .map((p) => {
      try {
        return decodeURIComponent(p).toLowerCase();
      } catch {
        return p.toLowerCase();
      }
    });
  if (parts[0] === 'search') return { segments: parts.slice(1) };
  if (parts.length === 1 && parts[0] === DEFAULT_SEARCH_SEGMENT) return { segments: [DEFAULT_SEARCH_SEGMENT] };
  if (parts[0] === 'used-car' && parts.length === 2) {
    const carTypes = USED_CAR_PATHS[parts[1] ?? ''];
    if (carTypes) return { segments: [], carTypes };
  }
  return null;
}

/**
 * URL → search state (SPEC §2). Unknown attributes, bad ranges, bad pages and unknown makes or
 * models are dropped, never thrown. Returns null for paths that are not search pages (including
 * the root path with no parameters, which the spec says to ignore).
 */
export function parseSearchUrl(url: { pathname: string; search: string }, vocab: RouteVocabulary): SearchRoute | null {
  const found = searchSegments(url.pathname);
  if (!found) return null;
  const route = emptyRoute();
  if (found.carTypes) route.refinements.car_type = [...found.carTypes];
  if (found.segments.length > 0) applyPath(route, found.segments, vocab);

  const params = new URLSearchParams(url.search);
  const lists = new Map<string, { index: number; value: string }[]>();
  for (const [key, value] of params) {
    if (key === 'query') route.query = value.trim();
    else if (key === 'page') {
      const page = /^\d+$/.test(value) ? Number(value) : NaN;
      if (page >= 1) route.page = Math.min(page, MAX_PAGE);
    } else if (key === 'sortBy') {
      if (isSortOption(value)) route.sortBy = value;
    } else {
      const list = /^refinementList\[([\w.]+)\]\[(\d*)\]$/.exec(key);
      const range = /^range\[([\w.]+)\]$/.exec(key);
      if (list?.[1] && isRefinementAttribute(list[1]) && value.trim() !== '') {
        const entries = lists.get(list[1]) ?? [];
        entries.push({ index: list[2] === '' ? entries.length : Number(list[2]), value: value.trim() });
        lists.set(list[1], entries);
      } else if (range?.[1] && isRangeAttribute(range[1])) {
        const parsed = parseRange(value);
        if (parsed) route.ranges[range[1]] = parsed;
      }
    }
  }
  for (const [attribute, entries] of lists) {
    if (!isRefinementAttribute(attribute)) continue;
    const values = entries.sort((a, b) => a.index - b.index).map((e) => e.value);
    const merged = [...(route.refinements[attribute] ?? []), ...values];
    route.refinements[attribute] = [...new Set(merged)];
  }
  return route;
}
