import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Car } from '../../src/domain/car.ts';
import { DEFAULT_INDEX_UID } from '../../src/search/indexSettings.ts';
import { searchCarReader, type CarReader } from '../../server/stock/carReader.ts';
import { adminClient, ensureSigningKey } from '../../scripts/lib/stockIndex.ts';
import { carLeadMessage } from '../unit/delivery/fixtures.ts';
import { leadFacts } from '../../server/delivery/content.ts';

/** The lead API's read of the car of interest, against the real Meilisearch with a search-only key. */
const host = inject('meiliHost');
const admin = adminClient(host, inject('meiliMasterKey'));
let reader: CarReader;
let car: Car;
let other: Car;

beforeAll(async () => {
  const { key } = await ensureSigningKey(admin, DEFAULT_INDEX_UID);
  reader = searchCarReader({ host, key, timeoutMs: 5_000 });
  const index = admin.index<Car>(DEFAULT_INDEX_UID);
  car = (await index.search('', { filter: 'dealership_id = 1201', limit: 1 })).hits[0]!;
  other = (await index.search('', { filter: 'dealership_id != 1201 AND dealership_id != 1202', limit: 1 })).hits[0]!;
});

describe('the car of interest from the stock index', () => {
  it("gives the dealer's own car with its year, VIN, price and stock number", async () => {
    const found = await reader.bySlug(car.slug, { indexUid: DEFAULT_INDEX_UID, dealershipIds: [1201, 1202] });
    expect(found).toMatchObject({
      slug: car.slug,
      year: car.year,
      vin: car.vin,
      price: car.price,
      stocknum: car.stocknum,
    });
    const facts = Object.fromEntries(
      leadFacts(carLeadMessage({}, { car: found! })).map(([label, value]) => [label, value]),
    );
    // The year once, whether or not the stock name starts with it.
    expect(facts.Car).toMatch(new RegExp(`^${car.year} (?!${car.year} ).+ \\(stock ${car.stocknum}\\)$`));
    expect(facts.Car).toContain(car.name.replace(`${car.year} `, ''));
    expect(facts.VIN).toBe(car.vin);
  });

  it("gives nothing for another dealer's car, an unknown slug, or an engine that is not there", async () => {
    const scope = { indexUid: DEFAULT_INDEX_UID, dealershipIds: [1201, 1202] };
    expect(await reader.bySlug(other.slug, scope)).toBeNull();
    expect(await reader.bySlug('no-such-car-12345', scope)).toBeNull();
    const gone = searchCarReader({ host: 'http://127.0.0.1:9', key: 'x', timeoutMs: 1_000 });
    expect(await gone.bySlug(car.slug, scope)).toBeNull();
  });
});
