import { Meilisearch } from 'meilisearch';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { FACET_ATTRIBUTES } from '../../src/domain/searchAttributes.ts';
import type { Car } from '../../src/domain/car.ts';
import { DEFAULT_INDEX_UID, maxTotalHits } from '../../src/search/indexSettings.ts';
import { dealerToken } from '../../scripts/lib/dealerToken.ts';
import { adminClient, ensureSigningKey } from '../../scripts/lib/stockIndex.ts';
import { demoDealers } from '../support/demoDealers.ts';

const host = inject('meiliHost');
const admin = adminClient(host, inject('meiliMasterKey'));
const dealers = demoDealers();
const tokens = new Map<string, string>();

beforeAll(async () => {
  const signingKey = await ensureSigningKey(admin, DEFAULT_INDEX_UID);
  for (const dealer of dealers) tokens.set(dealer.config.slug, await dealerToken(dealer.config, signingKey));
});

const searchAs = (slug: string, filter?: string) =>
  new Meilisearch({ host, apiKey: tokens.get(slug)! })
    .index<Car>(DEFAULT_INDEX_UID)
    .search('', { limit: 1000, ...(filter ? { filter } : {}) });

describe('the stock index', () => {
  it('holds the seeded sample stock (at least 2,000 cars)', async () => {
    const stats = await admin.index(DEFAULT_INDEX_UID).getStats();
    expect(stats.numberOfDocuments).toBe(inject('seededCars'));
    expect(stats.numberOfDocuments).toBeGreaterThanOrEqual(2000);
  });

  it('can filter on every facet attribute of SPEC §3 and sort on price, year and km', async () => {
    const settings = await admin.index(DEFAULT_INDEX_UID).getSettings();
    expect(settings.filterableAttributes).toEqual(
      expect.arrayContaining([...FACET_ATTRIBUTES, 'dealership_slug', 'show_on_dealer_website']),
    );
    expect(settings.sortableAttributes).toEqual(expect.arrayContaining(['price', 'year', 'km']));
    expect(settings.pagination?.maxTotalHits).toBe(maxTotalHits());
  });
});

describe('tenant tokens', () => {
  it.each(dealers.map((d) => d.config.slug))('%s sees only its own dealerships, shown on the website', async (slug) => {
    const own = new Set(dealers.find((d) => d.config.slug === slug)!.config.dealerships.map((d) => d.slug));
    const result = await searchAs(slug);
    expect(result.hits.length).toBeGreaterThan(0);
    for (const car of result.hits) {
      expect(own.has(car.dealership_slug)).toBe(true);
      expect(car.show_on_dealer_website).toBe(true);
    }
  });

  const pairs = dealers.flatMap((a) =>
    dealers.filter((b) => b !== a).map((b) => [a.config.slug, b.config.slug] as const),
  );
  it.each(pairs)("%s's token returns none of %s's cars, even when asked for them by dealership_slug", async (a, b) => {
    const other = dealers.find((d) => d.config.slug === b)!.config.dealerships.map((d) => JSON.stringify(d.slug));
    const asked = await searchAs(a, `dealership_slug IN [${other.join(', ')}]`);
    expect(asked.hits).toEqual([]);
    const widened = await searchAs(a, `dealership_slug IN [${other.join(', ')}] OR show_on_dealer_website = false`);
    expect(widened.hits.filter((car) => other.includes(JSON.stringify(car.dealership_slug)))).toEqual([]);
  });

  it('is refused for anything but search', async () => {
    const token = tokens.get(dealers[0]!.config.slug)!;
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${host}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      }).then((r) => r.status);
    expect(await call(`/indexes/${DEFAULT_INDEX_UID}/search`, { method: 'POST', body: '{"q":""}' })).toBe(200);
    expect(await call(`/indexes/${DEFAULT_INDEX_UID}/documents`)).toBe(403);
    expect(await call(`/indexes/${DEFAULT_INDEX_UID}/documents`, { method: 'POST', body: '[{"id":1}]' })).toBe(403);
    expect(await call(`/indexes/${DEFAULT_INDEX_UID}/settings`)).toBe(403);
    expect(await call('/keys')).toBe(403);
    expect(await call('/indexes')).toBe(403);
  });
});
