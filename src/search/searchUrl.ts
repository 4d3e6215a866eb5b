import { slugify } from '../domain/slug.ts';
import {
  CAR_TYPE_SEGMENTS,
  DEFAULT_SEARCH_SEGMENT,
  RANGE_ATTRIBUTES,
  REFINEMENT_ATTRIBUTES,
  type RefinementAttribute,
  type RouteVocabulary,
  type SearchRoute,
} from './searchRoute.ts';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** Picks the path for a state (make/model, car type, item type, body) and what is left for the query. */
function pathFor(route: SearchRoute, vocab: RouteVocabulary): { path: string; consumed: RefinementAttribute[] } {
  const { make = [], model = [], car_type: carType = [], body = [], item_type: itemType = [] } = route.refinements;
  if (make.length === 1) {
    const entry = vocab.makes.find((m) => m.name === make[0]);
    if (entry) {
      const modelEntry = model.length === 1 ? entry.models.find((m) => m.name === model[0]) : undefined;
      if (modelEntry) return { path: `/search/${entry.slug}/${modelEntry.slug}/`, consumed: ['make', 'model'] };
      return { path: `/search/${entry.slug}/`, consumed: ['make'] };
    }
  }
  const typeSegment = Object.entries(CAR_TYPE_SEGMENTS).find(([, types]) => sameSet(types, carType))?.[0];
  if (typeSegment) return { path: `/search/${typeSegment}/`, consumed: ['car_type'] };
  if (itemType.length === 1 && vocab.itemTypes.includes(itemType[0] ?? '')) {
    return { path: `/search/${itemType[0] ?? ''}-cars/`, consumed: ['item_type'] };
  }
  const bodyEntry =
    body.length === 1 ? vocab.bodies.find((b) => b.name === body[0] && !vocab.itemTypes.includes(b.slug)) : undefined;
  if (bodyEntry) return { path: `/search/${bodyEntry.slug}-cars/`, consumed: ['body'] };
  return { path: `/search/${DEFAULT_SEARCH_SEGMENT}/`, consumed: [] };
}

const formatBound = (value: number | null) => (value === null ? '' : String(value));

/**
 * Search state → URL (SPEC §2): car type, make and make/model as path segments; query, page (when
 * not 1), sortBy (when not the default), refinementList[attr][i] and range[attr]=min:max.
 */
export function searchUrl(route: SearchRoute, vocab: RouteVocabulary): string {
  const { path, consumed } = pathFor(route, vocab);
  const params: string[] = [];
  const add = (key: string, value: string) => params.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  if (route.query.trim() !== '') add('query', route.query.trim());
  for (const attribute of REFINEMENT_ATTRIBUTES) {
    if (consumed.includes(attribute)) continue;
    (route.refinements[attribute] ?? []).forEach((value, i) => {
      add(`refinementList[${attribute}][${i}]`, value);
    });
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = route.ranges[attribute];
    if (range && (range.min !== null || range.max !== null)) {
      add(`range[${attribute}]`, `${formatBound(range.min)}:${formatBound(range.max)}`);
    }
  }
  if (route.sortBy !== null) add('sortBy', route.sortBy);
  if (route.page > 1) add('page', String(route.page));
  return params.length > 0 ? `${path}?${params.join('&')}` : path;
}

/** Builds the path vocabulary from facet values: slugs for makes, models, bodies. */
export function routeVocabulary(
  pairs: { make: string; model: string }[],
  bodies: string[],
  itemTypes: string[],
): RouteVocabulary {
  const makes = new Map<string, Map<string, string>>();
  for (const { make, model } of pairs) {
    const models = makes.get(make) ?? new Map<string, string>();
    models.set(slugify(model), model);
    makes.set(make, models);
  }
  return {
    makes: [...makes]
      .map(([name, models]) => ({
        name,
        slug: slugify(name),
        models: [...models]
          .map(([slug, model]) => ({ name: model, slug }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    bodies: [...new Set(bodies)]
      .map((name) => ({ name, slug: slugify(name) }))
      .sort((a, b) => a.slug.localeCompare(b.slug)),
    itemTypes: [...new Set(itemTypes)].filter((t) => t !== 'car').sort(),
  };
}
