import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Dealer } from '../../src/config/loadDealer.ts';
import type { Car } from '../../src/domain/car.ts';
import { importDealer, type ImportOptions } from '../../scripts/import/importDealer.ts';
import { DERIVED_ID_MIN, derivedId } from '../../scripts/import/keys.ts';
import { adminClient, configureIndex, settle } from '../../scripts/lib/stockIndex.ts';
import { demoDealers } from '../support/demoDealers.ts';

const client = adminClient(inject('meiliHost'), inject('meiliMasterKey'));
const INDEX = 'feed-keys-test';
const dealers = demoDealers();
const dealerOf = (slug: string) => dealers.find((d) => d.config.slug === slug)!;
const hobart = dealerOf('hobart-toyota');
const sunshine = dealerOf('sunshine-toyota');
const tmp = mkdtempSync(join(tmpdir(), 'feed-keys-'));

// hobart's sample feed as a system keyed by stock number writes it: no id column.
const [header, ...rows] = readFileSync(resolve('dealers/hobart-toyota/stock-feed.csv'), 'utf8').trimEnd().split('\n');
const withoutId = (line: string) => line.split(',').slice(1).join(',');
const HEADER = withoutId(header!);
const ROWS = rows.map(withoutId);
const STOCKNUMS = ROWS.map((row) => row.split(',')[0]!);
const csv = (name: string, lines: string[]) => {
  const file = join(tmp, name);
  writeFileSync(file, `${[HEADER, ...lines].join('\n')}\n`);
  return file;
};
// The same stock numbers at sunshine-toyota (dealership 1101, sales location 1011).
const atSunshine = (row: string) => row.replace(/^([^,]+),1601,\d+,/, '$1,1101,1011,');

function options(dealer: Dealer, source: string, overrides: Partial<ImportOptions> = {}): ImportOptions {
  return {
    slug: dealer.config.slug,
    dealer: { dealerships: dealer.config.dealerships, locations: dealer.locations },
    source,
    format: 'csv',
    mapping: { columns: {}, separator: '|', key: 'stocknum' },
    key: 'stocknum',
    missing: 'sold',
    maxRemovalPercent: 30,
    client,
    indexUid: INDEX,
    // A fixed clock: a new car's created_at is the import time, and it is part of the stock fingerprint.
    now: new Date(Date.UTC(2026, 10, 20, 3)),
    ...overrides,
  };
}
const idsAndSlugs = async (dealershipId: number) =>
  (await client.index<Car>(INDEX).getDocuments({ filter: `dealership_id = ${dealershipId}`, limit: 1000 })).results
    .map((car) => [car.stocknum, car.id, car.slug] as const)
    .sort((a, b) => a[0].localeCompare(b[0]));

const dropIndex = () => client.deleteIndex(INDEX).waitTask({ timeout: 30_000, interval: 50 });
beforeEach(async () => {
  await dropIndex();
  await configureIndex(client, INDEX);
});
afterAll(async () => {
  await dropIndex();
  rmSync(tmp, { recursive: true, force: true });
});

describe('feed.key stocknum against the real engine', () => {
  it('gives the same ids and slugs on a second import and on a fresh machine state', async () => {
    const feed = csv('hobart.csv', ROWS);
    const first = await importDealer(options(hobart, feed, { fingerprintDir: join(tmp, 'machine-a') }));
    expect(first).toMatchObject({ added: 24, invalid: 0, errors: [] });
    const stored = await idsAndSlugs(1601);
    expect(stored.map(([stocknum]) => stocknum)).toEqual([...STOCKNUMS].sort());
    for (const [stocknum, id] of stored) {
      expect(id).toBe(derivedId('hobart-toyota', stocknum));
      expect(id).toBeGreaterThanOrEqual(DERIVED_ID_MIN);
    }
    const again = await importDealer(options(hobart, feed, { fingerprintDir: join(tmp, 'machine-a') }));
    expect(again).toMatchObject({ added: 0, unchanged: 24, documentsSent: 0 });

    // Another machine: an empty index and no fingerprint or registry folder of the first one.
    await dropIndex();
    await configureIndex(client, INDEX);
    const fresh = await importDealer(options(hobart, feed, { fingerprintDir: join(tmp, 'machine-b') }));
    expect(fresh).toMatchObject({ added: 24, fingerprint: first.fingerprint });
    expect(await idsAndSlugs(1601)).toEqual(stored);
  });

  it('gives two dealers with the same stock numbers different ids', async () => {
    await importDealer(options(hobart, csv('hobart.csv', ROWS)));
    const theirs = await importDealer(options(sunshine, csv('sunshine.csv', ROWS.map(atSunshine))));
    expect(theirs).toMatchObject({ added: 24, invalid: 0 });
    const hobartIds = new Set((await idsAndSlugs(1601)).map(([, id]) => id));
    const sunshineIds = (await idsAndSlugs(1101)).map(([, id]) => id);
    expect(sunshineIds).toHaveLength(24);
    expect(sunshineIds.filter((id) => hobartIds.has(id))).toEqual([]);
  });

  it('reports each duplicate key with its row number and keeps the first row', async () => {
    const priceAt = HEADER.split(',').indexOf('price');
    const cells = ROWS[0]!.split(',');
    cells[priceAt] = '1';
    const summary = await importDealer(options(hobart, csv('dupes.csv', [...ROWS, cells.join(','), ROWS[3]!])));
    expect(summary.errors).toEqual([
      `row 25 stocknum: expected a unique stocknum, found "${STOCKNUMS[0]}" again`,
      `row 26 stocknum: expected a unique stocknum, found "${STOCKNUMS[3]}" again`,
    ]);
    expect(summary).toMatchObject({ added: 24, invalid: 2 });
    const first = await client.index<Car>(INDEX).getDocument(derivedId('hobart-toyota', STOCKNUMS[0]!));
    expect(first.price).toBe(Number(ROWS[0]!.split(',')[priceAt]));
    expect(first.price).not.toBe(1);
  });

  it("rejects a row whose derived id another dealer's car holds, leaving that car alone", async () => {
    await importDealer(options(sunshine, csv('sunshine.csv', ROWS.map(atSunshine))));
    const taken = derivedId('hobart-toyota', STOCKNUMS[0]!);
    const theirs = (await client.index<Car>(INDEX).getDocuments({ limit: 1 })).results[0]!;
    await settle(client.index<Car>(INDEX).addDocuments([{ ...theirs, id: taken }]), 'plant a colliding car');
    const summary = await importDealer(options(hobart, csv('hobart.csv', ROWS)));
    expect(summary.errors).toEqual([
      `row 1 stocknum: the id ${taken} derived from "${STOCKNUMS[0]}" belongs to another dealer's car`,
    ]);
    expect(summary).toMatchObject({ added: 23, invalid: 1 });
    expect((await client.index<Car>(INDEX).getDocument(taken)).dealership_id).toBe(1101);
  });
});
