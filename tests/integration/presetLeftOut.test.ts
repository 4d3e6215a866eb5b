import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Car } from '../../src/domain/car.ts';
import { resolveFlags } from '../../src/config/templates.ts';
import { importDealer, summaryLine, type ImportOptions } from '../../scripts/import/importDealer.ts';
import { feedMapping } from '../../scripts/import/mapRow.ts';
import { effectiveFeed } from '../../scripts/import/presets/effectiveFeed.ts';
import { adminClient, configureIndex, settle } from '../../scripts/lib/stockIndex.ts';
import { demoDealers } from '../support/demoDealers.ts';

const client = adminClient(inject('meiliHost'), inject('meiliMasterKey'));
const INDEX = 'preset-left-out-test';
const hobart = demoDealers().find((d) => d.config.slug === 'hobart-toyota')!;
const tmp = mkdtempSync(join(tmpdir(), 'preset-left-out-'));
const T0 = new Date(Date.UTC(2026, 10, 20, 3));
const HEADER = 'id,store_code,make,model,trim,year,condition,price,mileage,body_style,description';
/** Three cars of a Google vehicle listings CSV; the first is price on application in the dealer's system. */
const ROWS = [
  'HT1001,HOB-01,Toyota,Corolla,Ascent Sport,2021,used,POA,45210 km,hatchback,One owner.',
  'HT1002,HOB-01,Toyota,RAV4,GX,2026,new,42990.00 AUD,12 km,crossover,Brand new.',
  'HT1003,HOB-01,Toyota,HiLux,SR5,2019,used,54990.00 AUD,98000 km,truck,Tow pack.',
];

function feedFile(name: string, rows: string[]): string {
  const file = join(tmp, name);
  writeFileSync(file, `${[HEADER, ...rows].join('\n')}\n`);
  return file;
}

function options(preset: 'google' | null, source: string, now: Date): ImportOptions {
  const feed = effectiveFeed({ ...resolveFlags('group', {}).feed, preset: 'google', location: 'google.csv' });
  return {
    slug: 'hobart-toyota',
    dealer: { dealerships: hobart.config.dealerships, locations: hobart.locations },
    source,
    format: 'csv',
    mapping: { ...feedMapping({ ...feed, preset }), key: 'stocknum' },
    key: 'stocknum',
    missing: 'sold',
    maxRemovalPercent: 30,
    allowMassRemoval: true,
    client,
    indexUid: INDEX,
    now,
  };
}

beforeEach(async () => {
  await configureIndex(client, INDEX);
  await settle(client.index(INDEX).deleteAllDocuments(), 'clear test index');
});

describe('a car a Google feed leaves out for having no price', () => {
  it('is kept as it was, not sold, and the import line says how many and why', async () => {
    const first = await importDealer(options('google', feedFile('all.csv', ROWS), T0));
    expect(first).toMatchObject({ added: 3, invalid: 0 });
    const cars = (await client.index<Car>(INDEX).getDocuments({ limit: 10 })).results;
    const priceless = cars.find((car) => car.stocknum === 'HT1001')!;
    const priced = cars.find((car) => car.stocknum === 'HT1002')!;
    expect(priceless.price).toBe(0);

    // The next file leaves out the price-on-application car (as Google's does) and one that was sold.
    const later = new Date(T0.getTime() + 3_600_000);
    const second = await importDealer(options('google', feedFile('later.csv', [ROWS[2]!]), later));
    expect(second).toMatchObject({ unchanged: 1, sold: 1, leftOut: 1 });
    expect(summaryLine('hobart-toyota', second)).toBe(
      'hobart-toyota: 0 added, 0 updated, 1 unchanged, 1 marked sold, 0 removed, 0 invalid rows, ' +
        `1 not in the feed kept: no price (the google feed leaves such cars out), ${second.seconds.toFixed(1)} s`,
    );
    const index = client.index<Car>(INDEX);
    expect(await index.getDocument(priceless.id)).toMatchObject({ status: 'in_stock', sold: false });
    expect(await index.getDocument(priced.id)).toMatchObject({ status: 'sold', sold: true });
    expect(second.spread).toEqual({ carType: { used: 2 }, location: { 'Hobart Toyota Sales': 2 } });
  });

  it('is sold like any other car the feed stops listing when the feed is a dealer export', async () => {
    await importDealer(options(null, feedFile('all.csv', ROWS), T0));
    const later = new Date(T0.getTime() + 3_600_000);
    const second = await importDealer(options(null, feedFile('later.csv', [ROWS[2]!]), later));
    expect(second).toMatchObject({ unchanged: 1, sold: 2, leftOut: 0 });
  });
});
