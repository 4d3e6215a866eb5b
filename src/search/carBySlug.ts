import type { Car } from '../domain/car.ts';
import type { PublicSearchConfig } from './publicSearchConfig.ts';

/**
 * Browser-side reads of single cars for freshness and the 404 fallback. Plain fetch against the
 * Meilisearch search route keeps the car page free of the search client library.
 */
async function searchCars(config: PublicSearchConfig, body: Record<string, unknown>): Promise<Car[]> {
  const response = await fetch(`${config.host.replace(/\/$/, '')}/indexes/${config.indexUid}/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${config.token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Search engine answered ${response.status}`);
  const result = (await response.json()) as { hits: Car[] };
  return result.hits;
}

const quoted = (value: string) => JSON.stringify(value);

/** The car with this slug within the dealer's tenant-token scope, or null when it is not listed. */
export async function carBySlug(config: PublicSearchConfig, slug: string): Promise<Car | null> {
  const hits = await searchCars(config, { filter: `slug = ${quoted(slug)}`, limit: 1 });
  return hits[0] ?? null;
}

/** Available cars like the words in a missing slug (make, model...), newest first, for a helpful 404. */
export async function similarToSlug(config: PublicSearchConfig, slug: string, limit = 6): Promise<Car[]> {
  const words = slug
    .split('-')
    .filter((w) => /[a-z]/i.test(w) && w.length > 1)
    .slice(0, 3)
    .join(' ');
  const base = { filter: 'status IN ["in_stock", "coming_soon"]', limit, sort: ['created_at_timestamp:desc'] };
  const hits = words ? await searchCars(config, { ...base, q: words, matchingStrategy: 'last' }) : [];
  return hits.length > 0 ? hits : searchCars(config, base);
}
