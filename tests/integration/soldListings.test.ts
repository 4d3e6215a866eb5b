import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Car } from '../../src/domain/car.ts';
import type { DealerConfig } from '../../src/config/dealerSchema.ts';
import { dealerToken } from '../../scripts/lib/dealerToken.ts';
import { endSoldListings } from '../../scripts/lib/endSoldListings.ts';
import { indexedCar } from '../../scripts/import/sync.ts';
import { adminClient, configureIndex, settle } from '../../scripts/lib/stockIndex.ts';
import { carFixture } from '../fixtures/car.ts';
import { demoDealers } from '../support/demoDealers.ts';

/**
 * A public token is minted at build time and lives for weeks, but a sold car must leave search when
 * the dealer's sold window passes. Against the real engine: the same token stops finding the car
 * once the stock jobs' sweep runs past the window, with nothing rebuilt.
 */
const host = inject('meiliHost');
const admin = adminClient(host, inject('meiliMasterKey'));
const INDEX = 'sold-listings-test';
const DAY = 86_400_000;
const sunshine = demoDealers().find((d) => d.config.slug === 'sunshine-toyota')!.config;
const config: DealerConfig = { ...sunshine, search: { ...sunshine.search, indexUid: INDEX } };
const window = config.flags.search.includeSoldCarsDays;
const dealership = config.dealerships[0]!.slug;
const built = new Date('2026-11-20T00:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const car = (id: number, soldDaysBeforeBuild: number | null): Car =>
  carFixture({
    id,
    slug: `car-${id}`,
    dealership_slug: dealership,
    status: soldDaysBeforeBuild === null ? 'in_stock' : 'sold',
    sold: soldDaysBeforeBuild !== null,
    sold_date_timestamp: soldDaysBeforeBuild === null ? null : seconds(built) - soldDaysBeforeBuild * 86_400,
  });
let token = '';

const idsFound = async () => {
  const res = await fetch(`${host}/indexes/${INDEX}/search`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ q: '', limit: 100 }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { hits: Car[] }).hits.map((hit) => hit.id).sort((a, b) => a - b);
};

beforeAll(async () => {
  await configureIndex(admin, INDEX);
  await settle(admin.index(INDEX).deleteAllDocuments(), 'clear');
  // 1: in stock; 2: sold the day before the build; 3: sold just inside the window at build time.
  await settle(admin.index(INDEX).addDocuments([car(1, null), car(2, 1), car(3, window - 0.5)]), 'add');
  const signer = await admin.createKey({ actions: ['search'], indexes: [INDEX], expiresAt: null });
  token = await dealerToken(config, { key: signer.key, uid: signer.uid }, built);
});

afterAll(async () => {
  await admin.deleteIndex(INDEX).waitTask({ timeout: 60_000 });
});

describe('a sold car leaves public search when its window passes, with the token minted before', () => {
  it('shows all three at build time and marks nothing then', async () => {
    expect(await endSoldListings(admin, [config], { now: built })).toBe(0);
    expect(await idsFound()).toEqual([1, 2, 3]);
  });

  it('hides the car sold just inside the window once a sweep runs a day later', async () => {
    expect(await endSoldListings(admin, [config], { now: new Date(built.getTime() + DAY) })).toBe(1);
    expect(await idsFound()).toEqual([1, 2]);
  });

  it('hides the car sold the day before the build once its own window has passed', async () => {
    const later = new Date(built.getTime() + window * DAY);
    expect(await endSoldListings(admin, [config], { now: later })).toBe(1);
    expect(await endSoldListings(admin, [config], { now: later })).toBe(0);
    expect(await idsFound()).toEqual([1]);
  });

  it('keeps the rest of a marked document and the importer sees it unchanged', async () => {
    const marked = await admin.index<Car>(INDEX).getDocument(2);
    expect(marked.sold_listing_ended).toBe(true);
    expect(marked.slug).toBe('car-2');
    expect(indexedCar(marked).hash).toBe(indexedCar(car(2, 1)).hash);
  });
});
