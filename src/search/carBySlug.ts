import type { Car } from '../domain/car.ts';
import { engineSearch, quoted } from './engineSearch.ts';
import type { PublicSearchConfig } from './publicSearchConfig.ts';

/** The car with this slug within the dealer's tenant-token scope, or null when it is not listed. */
export async function carBySlug(config: PublicSearchConfig, slug: string): Promise<Car | null> {
  const { hits } = await engineSearch<Car>(config, { filter: `slug = ${quoted(slug)}`, limit: 1 });
  return hits[0] ?? null;
}

/** The words of a missing slug worth searching for (make, model...): letters, longer than one, first three. */
export function slugWords(slug: string): string {
  return slug
    .split('-')
    .filter((w) => /[a-z]/i.test(w) && w.length > 1)
    .slice(0, 3)
    .join(' ');
}

/** Available cars like the words in a missing slug, newest first, for a helpful 404. */
export async function similarToSlug(config: PublicSearchConfig, slug: string, limit = 6): Promise<Car[]> {
  const words = slugWords(slug);
  const base = { filter: 'status IN ["in_stock", "coming_soon"]', limit, sort: ['created_at_timestamp:desc'] };
  const hits = words ? (await engineSearch<Car>(config, { ...base, q: words, matchingStrategy: 'last' })).hits : [];
  return hits.length > 0 ? hits : (await engineSearch<Car>(config, base)).hits;
}
