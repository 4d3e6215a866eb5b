import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Car } from '../../src/domain/car.ts';
import { DEFAULT_INDEX_UID } from '../../src/search/indexSettings.ts';
import { dealerToken } from '../../scripts/lib/dealerToken.ts';
import { adminClient, ensureSigningKey } from '../../scripts/lib/stockIndex.ts';
import { demoDealers } from '../support/demoDealers.ts';

/**
 * The public tenant token of dealer A against the real Meilisearch: whatever the shopper adds
 * (filters, facet searches, multi-search, other indexes, an edited token), B's stock stays out.
 */
const host = inject('meiliHost');
const admin = adminClient(host, inject('meiliMasterKey'));
const dealers = demoDealers();
const slugsOf = (slug: string) => dealers.find((d) => d.config.slug === slug)!.config.dealerships.map((d) => d.slug);
const tokens = new Map<string, string>();
const OTHER_INDEX = `isolation_probe_${randomBytes(4).toString('hex')}`;
const pairs = dealers.flatMap((a) =>
  dealers.filter((b) => b !== a).map((b) => [a.config.slug, b.config.slug] as const),
);

const meili = async (token: string, path: string, body: unknown) => {
  const res = await fetch(`${host}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};
const hitsOf = (json: Record<string, unknown>) => (json.hits as Car[] | undefined) ?? [];

beforeAll(async () => {
  const signingKey = await ensureSigningKey(admin, DEFAULT_INDEX_UID);
  for (const dealer of dealers) tokens.set(dealer.config.slug, await dealerToken(dealer.config, signingKey));
  // Another index holding a car of every dealer: no dealer's token may read it at all.
  const stock = await admin.index<Car>(DEFAULT_INDEX_UID).getDocuments({ limit: 50 });
  await admin.index(OTHER_INDEX).addDocuments(stock.results, { primaryKey: 'id' }).waitTask({ timeout: 60_000 });
});

afterAll(async () => {
  await admin.deleteIndex(OTHER_INDEX).waitTask({ timeout: 60_000 });
});

describe('tenant tokens hold for every pair of demo dealers', () => {
  it.each(pairs)("%s's token gets none of %s's cars by filter, facet search or multi-search", async (a, b) => {
    const token = tokens.get(a)!;
    const theirs = slugsOf(b);
    const inList = `[${theirs.map((s) => JSON.stringify(s)).join(', ')}]`;
    const filters = [
      `dealership_slug IN ${inList}`,
      `dealership_slug = ${JSON.stringify(theirs[0])}`,
      `NOT dealership_slug IN ${JSON.stringify(slugsOf(a))}`,
      [`dealership_slug IN ${inList}`, 'show_on_dealer_website = false OR show_on_dealer_website = true'],
      `dealership_slug EXISTS OR dealership_slug IN ${inList}`,
    ];
    for (const filter of filters) {
      const search = await meili(token, `/indexes/${DEFAULT_INDEX_UID}/search`, { q: '', filter, limit: 1000 });
      expect(search.status).toBe(200);
      expect(hitsOf(search.json).filter((car) => theirs.includes(car.dealership_slug))).toEqual([]);
    }
    const facets = await meili(token, `/indexes/${DEFAULT_INDEX_UID}/facet-search`, {
      facetName: 'dealership_slug',
      facetQuery: '',
      filter: `dealership_slug IN ${inList}`,
    });
    if (facets.status === 200) {
      const values = (facets.json.facetHits as { value: string }[]).map((f) => f.value);
      expect(values.filter((v) => theirs.includes(v))).toEqual([]);
    } else {
      expect(facets.status).toBe(400);
    }
    const multi = await meili(token, '/multi-search', {
      queries: [
        { indexUid: DEFAULT_INDEX_UID, q: '', filter: `dealership_slug IN ${inList}`, limit: 1000 },
        { indexUid: DEFAULT_INDEX_UID, q: '', limit: 1000 },
      ],
    });
    expect(multi.status).toBe(200);
    for (const result of multi.json.results as Record<string, unknown>[]) {
      expect(hitsOf(result).filter((car) => theirs.includes(car.dealership_slug))).toEqual([]);
    }
  });
});

describe("a tenant token outside its dealer's rules", () => {
  const first = () => dealers[0]!.config.slug;

  it('cannot search another index, alone or inside a multi-search', async () => {
    const token = tokens.get(first())!;
    expect((await meili(token, `/indexes/${OTHER_INDEX}/search`, { q: '' })).status).toBe(403);
    const multi = await meili(token, '/multi-search', {
      queries: [
        { indexUid: DEFAULT_INDEX_UID, q: '' },
        { indexUid: OTHER_INDEX, q: '' },
      ],
    });
    expect(multi.status).toBe(403);
    expect(JSON.stringify(multi.json)).not.toContain('"hits"');
  });

  it('cannot read documents by id, even its own', async () => {
    const token = tokens.get(first())!;
    const own = await meili(token, `/indexes/${DEFAULT_INDEX_UID}/search`, { q: '', limit: 1 });
    const id = hitsOf(own.json)[0]!.id;
    const res = await fetch(`${host}/indexes/${DEFAULT_INDEX_UID}/documents/${String(id)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(403);
  });

  it('is refused when its filter is edited, its signature forged, or it has expired', async () => {
    const token = tokens.get(first())!;
    const [header, payload] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const widened = Buffer.from(
      JSON.stringify({ ...claims, searchRules: { [DEFAULT_INDEX_UID]: { filter: 'dealership_slug EXISTS' } } }),
    ).toString('base64url');
    const edited = `${header}.${widened}.${token.split('.')[2]!}`;
    expect((await meili(edited, `/indexes/${DEFAULT_INDEX_UID}/search`, { q: '' })).status).toBe(403);
    const forgedSignature = createHmac('sha256', 'a-guess-at-the-key')
      .update(`${header}.${widened}`)
      .digest('base64url');
    expect(
      (await meili(`${header}.${widened}.${forgedSignature}`, `/indexes/${DEFAULT_INDEX_UID}/search`, { q: '' }))
        .status,
    ).toBe(403);
    const signingKey = await ensureSigningKey(admin, DEFAULT_INDEX_UID);
    const expired = await dealerToken(dealers[0]!.config, signingKey, new Date(Date.now() - 400 * 86_400_000));
    expect((await meili(expired, `/indexes/${DEFAULT_INDEX_UID}/search`, { q: '' })).status).toBe(403);
  });
});
