import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Car } from '../../src/domain/car.ts';
import { MAX_FACET_VALUES } from '../../src/domain/searchAttributes.ts';
import { DISPLAYED_CAR_ATTRIBUTES, HIDDEN_CAR_ATTRIBUTES } from '../../src/search/displayedAttributes.ts';
import { DEFAULT_INDEX_UID, maxTotalHits } from '../../src/search/indexSettings.ts';
import { everyCar } from '../../src/search/listedCars.ts';
import { dealerToken } from '../../scripts/lib/dealerToken.ts';
import { adminClient, configureIndex, ensureSigningKey, settle } from '../../scripts/lib/stockIndex.ts';
import { demoDealers } from '../support/demoDealers.ts';

// What the public tenant token may ask for, held by the index settings.
const host = inject('meiliHost');
const admin = adminClient(host, inject('meiliMasterKey'));
const dealers = demoDealers();
const biggest = dealers.find((d) => d.config.slug === 'sunshine-toyota')?.config ?? dealers[0]!.config;
let token = '';

beforeAll(async () => {
  token = await dealerToken(biggest, await ensureSigningKey(admin, DEFAULT_INDEX_UID));
});

const search = (body: Record<string, unknown>, path = 'search') =>
  fetch(`${host}/indexes/${DEFAULT_INDEX_UID}/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the public search token', () => {
  it.each([
    ['every attribute', ['*']],
    ['the hidden ones by name', [...HIDDEN_CAR_ATTRIBUTES]],
    ['hidden and shown together', ['private_postcode', 'slug', 'private_suburb']],
  ])('never retrieves an attribute off the displayed list when asking for %s', async (_, attributesToRetrieve) => {
    const answer = (await (await search({ limit: 20, attributesToRetrieve })).json()) as { hits: object[] };
    expect(answer.hits.length).toBe(20);
    const allowed = new Set<string>(DISPLAYED_CAR_ATTRIBUTES);
    for (const hit of answer.hits) {
      expect(Object.keys(hit).filter((key) => !allowed.has(key))).toEqual([]);
      for (const hidden of HIDDEN_CAR_ATTRIBUTES) expect(hit).not.toHaveProperty(hidden);
    }
  });

  describe("with a hit cap below the dealer's stock", () => {
    // The cap is lowered on the shared index for these rows (and put back), so an answer that
    // ignored it would hold every one of the dealer's cars and fail the exact counts below.
    const cap = 60;
    let stock = 0;
    beforeAll(async () => {
      stock = ((await (await search({ limit: 0 })).json()) as { estimatedTotalHits: number }).estimatedTotalHits;
      await settle(admin.index(DEFAULT_INDEX_UID).updateSettings({ pagination: { maxTotalHits: cap } }), 'cap 60');
    });
    afterAll(async () => {
      await settle(
        admin.index(DEFAULT_INDEX_UID).updateSettings({ pagination: { maxTotalHits: maxTotalHits() } }),
        'cap back',
      );
    });

    it('leaves the dealer more cars than the cap, so the cap is what stops each answer', () => {
      expect(stock).toBeGreaterThan(cap * 2);
    });

    it.each([
      ['a huge limit', { limit: 1_000_000 }, cap],
      ['a huge page size', { hitsPerPage: 1_000_000, page: 1 }, cap],
      ['an offset near the cap', { offset: cap - 5, limit: 500 }, 5],
    ])('reaches at most the hit cap with %s, so one answer stays a few MB', async (_, body, expected) => {
      const response = await search(body);
      expect(response.status).toBe(200);
      const text = await response.text();
      const answer = JSON.parse(text) as { hits: Car[] };
      expect(answer.hits.length).toBe(expected);
      expect(text.length).toBeLessThan(cap * 10_000);
    });
  });

  it(`lists at most ${MAX_FACET_VALUES} values of any facet, asked for every facet`, async () => {
    const answer = (await (await search({ limit: 0, facets: ['*'] })).json()) as {
      facetDistribution: Record<string, Record<string, number>>;
    };
    const sizes = Object.values(answer.facetDistribution).map((values) => Object.keys(values).length);
    expect(sizes.length).toBeGreaterThan(10);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_FACET_VALUES);
  });

  it.each(['slug', 'make', 'id'])('is refused facet search (no page uses it), here on %s', async (facetName) => {
    const response = await search({ facetName, facetQuery: 'a' }, 'facet-search');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('facet_search_disabled');
  });
});

describe('the build reading every car', () => {
  const uid = 'cars_hit_cap_test';
  afterAll(async () => {
    await settle(admin.deleteIndex(uid), `delete ${uid}`);
  });

  it('reads past the hit cap by paging on (created_at_timestamp, id), with no car twice', async () => {
    await configureIndex(admin, uid);
    await settle(admin.index(uid).updateSettings({ pagination: { maxTotalHits: 50 } }), 'cap 50');
    const cars = Array.from({ length: 137 }, (_, i) => ({ id: i + 1, created_at_timestamp: 1_700_000_000 + (i % 9) }));
    await settle(admin.index(uid).addDocuments(cars, { primaryKey: 'id' }), 'add 137');
    const capped = await admin.index(uid).search('', { limit: 1000 });
    expect(capped.hits.length).toBe(50);
    const read = await everyCar({ host, token: inject('meiliMasterKey'), indexUid: uid }, 20);
    expect(read.length).toBe(137);
    expect(new Set(read.map((car) => car.id)).size).toBe(137);
    const order = read.map((car) => [car.created_at_timestamp, car.id] as const);
    for (let i = 1; i < order.length; i += 1) {
      const [[t0, id0], [t1, id1]] = [order[i - 1]!, order[i]!];
      expect(t1 < t0 || (t1 === t0 && id1 < id0)).toBe(true);
    }
  });
});
