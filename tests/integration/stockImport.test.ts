import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Car } from '../../src/domain/car.ts';
import { baseFilter } from '../../src/search/baseFilter.ts';
import { resolveFlags } from '../../src/config/templates.ts';
import { importDealer, summaryLine, type ImportOptions } from '../../scripts/import/importDealer.ts';
import type { FeedFormat } from '../../scripts/import/readFeed.ts';
import { csvHeader } from '../../scripts/stock/writeFeed.ts';
import { ensureSampleStock } from '../../scripts/lib/seedStock.ts';
import { adminClient, configureIndex, settle } from '../../scripts/lib/stockIndex.ts';
import { demoDealers } from '../support/demoDealers.ts';

const client = adminClient(inject('meiliHost'), inject('meiliMasterKey'));
const INDEX = 'stock-import-test';
const dealers = demoDealers();
const dealerOf = (slug: string) => dealers.find((d) => d.config.slug === slug)!;
const hobart = dealerOf('hobart-toyota');
const harbour = dealerOf('harbour-auto-group');
const DAY = 86_400;
const T0 = new Date(Date.UTC(2026, 10, 20, 3));
const after = (days: number) => new Date(T0.getTime() + days * DAY * 1000);
const tmp = mkdtempSync(join(tmpdir(), 'stock-import-'));
const plain = { columns: {}, separator: '|' };

function options(dealer = hobart, overrides: Partial<ImportOptions> = {}): ImportOptions {
  const feed = dealer.config.flags.feed;
  return {
    slug: dealer.config.slug,
    dealer: { dealerships: dealer.config.dealerships, locations: dealer.locations },
    source: resolve('dealers', dealer.config.slug, 'stock-feed.csv'),
    format: 'csv',
    mapping: { columns: feed.columns, separator: feed.separator },
    missing: feed.missing,
    maxRemovalPercent: feed.maxRemovalPercent,
    client,
    indexUid: INDEX,
    now: T0,
    fingerprintDir: join(tmp, 'fingerprints'),
    ...overrides,
  };
}
const feedOf = (slug: string, format: FeedFormat) => resolve('dealers', slug, `stock-feed.${format}`);
const hobartCsv = readFileSync(feedOf('hobart-toyota', 'csv'), 'utf8').trimEnd().split('\n');
const columnAt = (name: string) => hobartCsv[0]!.split(',').indexOf(name);
const cell = (row: string, name: string) => row.split(',')[columnAt(name)];
const forSale = (row: string) => cell(row, 'status') !== 'sold';
const csvWith = (name: string, lines: string[]) => {
  const file = join(tmp, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
};
const docs = async () =>
  (await client.index<Car>(INDEX).getDocuments({ limit: 1000 })).results.sort((a, b) => a.id - b.id);

beforeEach(async () => {
  await configureIndex(client, INDEX);
  await settle(client.index(INDEX).deleteAllDocuments(), 'clear test index');
});

describe('stock import into the real Meilisearch', () => {
  it.each([
    ['hobart-toyota', hobart],
    ['harbour-auto-group (mapped columns, ";" separator)', harbour],
  ])('%s: CSV, XML and JSON feeds give the same cars; a second import sends nothing', async (_name, dealer) => {
    const slug = dealer.config.slug;
    const first = await importDealer(options(dealer, { source: feedOf(slug, 'csv') }));
    expect(first).toMatchObject({ added: 24, updated: 0, invalid: 0, documentsSent: 24, errors: [] });
    expect(summaryLine(slug, first)).toMatch(
      new RegExp(`^${slug}: 24 added, 0 updated, 0 unchanged, 0 marked sold, 0 removed, 0 invalid rows, \\d+\\.\\d s$`),
    );
    const stored = await docs();
    expect(stored).toHaveLength(24);
    expect(stored.every((car) => car.photos_count > 0 && car.primary_image_url.startsWith('https://'))).toBe(true);
    for (const format of ['csv', 'xml', 'json'] as const) {
      const again = await importDealer(options(dealer, { source: feedOf(slug, format), format, now: after(1) }));
      expect(again, format).toMatchObject({ added: 0, updated: 0, unchanged: 24, sold: 0, documentsSent: 0 });
      expect(again.fingerprint).toBe(first.fingerprint);
    }
    expect(await docs()).toEqual(stored);
    const recorded = JSON.parse(readFileSync(join(tmp, 'fingerprints', `${slug}.json`), 'utf8')) as { stock: string };
    expect(recorded.stock).toBe(first.fingerprint);
  });

  it('skips bad rows with one line each and imports the good ones', async () => {
    const [header, ...rows] = hobartCsv;
    const bad = rows[1]!.replace(/^(\d+),(\w+),1601,/, '$1,$2,1101,');
    const poa = rows[2]!.split(',');
    const priceAt = header!.split(',').indexOf('price');
    poa[priceAt] = 'TBA';
    const file = csvWith('bad.csv', [header!, rows[0]!, bad, poa.join(','), ...rows.slice(3)]);
    const summary = await importDealer(options(hobart, { source: file }));
    expect(summary.errors).toEqual([
      "row 2 dealership_id: expected one of this dealer's dealerships (1601), found 1101",
      'row 3 price: expected a price like 42990, $42,990 or POA, found "TBA"',
    ]);
    expect(summary).toMatchObject({ added: 22, invalid: 2 });
    expect(await docs()).toHaveLength(22);
  });

  it("rejects a row reusing another dealer's car id, leaving that car untouched", async () => {
    await importDealer(options(harbour, { source: feedOf('harbour-auto-group', 'csv') }));
    const harbourCar = (await docs())[0]!;
    const [header, ...rows] = hobartCsv;
    const stolen = rows[0]!.replace(/^\d+,/, `${harbourCar.id},`);
    const summary = await importDealer(options(hobart, { source: csvWith('foreign-id.csv', [header!, stolen]) }));
    expect(summary.errors).toEqual([
      `row 1 id: expected an id not used by another dealer's car, found ${harbourCar.id}`,
    ]);
    expect(summary).toMatchObject({ added: 0, invalid: 1, documentsSent: 0 });
    expect((await client.index<Car>(INDEX).getDocument(harbourCar.id)).dealership_id).toBe(harbourCar.dealership_id);
  });

  it('refuses a feed that would sell more than 30% of the cars, unless --allow-mass-removal', async () => {
    await importDealer(options());
    const before = await docs();
    const [header, ...rows] = hobartCsv;
    const truncated = csvWith('truncated.csv', [header!, ...rows.slice(0, 16)]);
    const refused = await importDealer(options(hobart, { source: truncated, now: after(1) }));
    const current = rows.filter(forSale).length;
    const dropped = rows.slice(16).filter(forSale).length;
    expect(dropped / current).toBeGreaterThan(0.3);
    expect(refused.refused).toBe(
      `hobart-toyota: refused: the feed would remove or sell ${dropped} of ${current} cars (${Math.round((dropped / current) * 100)}%, over the 30% limit); check the export, or run again with --allow-mass-removal`,
    );
    expect(refused.documentsSent).toBe(0);
    expect(await docs()).toEqual(before);
    const allowed = await importDealer(options(hobart, { source: truncated, now: after(1), allowMassRemoval: true }));
    expect(allowed).toMatchObject({ sold: dropped, unchanged: 16, documentsSent: dropped, refused: null });
  });

  it('marks a car missing from the feed sold now: in search inside the sold window, gone after it', async () => {
    await importDealer(options());
    const [header, ...all] = hobartCsv;
    // The car that goes missing is for sale and shown on the website (so the base filter could show it).
    const gone = all.find(
      (row) => cell(row, 'status') === 'in_stock' && cell(row, 'show_on_dealer_website') === 'true',
    )!;
    const rows = [...all.filter((row) => row !== gone), gone];
    const missing = Number(gone.split(',')[0]);
    const summary = await importDealer(
      options(hobart, { source: csvWith('minus-one.csv', [header!, ...rows.slice(0, 23)]), now: after(1) }),
    );
    expect(summary).toMatchObject({ sold: 1, unchanged: 23, documentsSent: 1 });
    const car = await client.index<Car>(INDEX).getDocument(missing);
    expect(car).toMatchObject({ status: 'sold', sold: true, sold_date_timestamp: after(1).getTime() / 1000 });
    // The default sold window (3 days) of a dealer that shows sold cars (hobart itself shows in-stock only).
    const search = resolveFlags('group', {}).search;
    expect(search.inStockOnly).toBe(false);
    const visible = async (at: Date) => {
      const filter = baseFilter({
        dealershipSlugs: ['hobart-toyota-argyle-street'],
        search,
        nowSeconds: at.getTime() / 1000,
      });
      const { hits } = await client.index<Car>(INDEX).search('', { filter: `${filter} AND id = ${missing}` });
      return hits.length;
    };
    expect(await visible(after(3))).toBe(1);
    expect(await visible(after(1 + search.includeSoldCarsDays + 1))).toBe(0);
    // A third import does not move the sold date or send anything.
    const third = await importDealer(
      options(hobart, { source: csvWith('minus-one.csv', [header!, ...rows.slice(0, 23)]), now: after(2) }),
    );
    expect(third).toMatchObject({ sold: 0, documentsSent: 0 });
  });

  it('deletes missing cars when the dealer config says so', async () => {
    await importDealer(options());
    const [header, ...rows] = hobartCsv;
    const summary = await importDealer(
      options(hobart, { source: csvWith('minus-two.csv', [header!, ...rows.slice(0, 22)]), missing: 'delete' }),
    );
    expect(summary).toMatchObject({ removed: 2, sold: 0 });
    expect(await docs()).toHaveLength(22);
  });

  it('dry run prints the diff and writes nothing', async () => {
    const lines: string[] = [];
    const summary = await importDealer(options(hobart, { dryRun: true, log: (line) => lines.push(line) }));
    expect(summary).toMatchObject({ added: 24, documentsSent: 0 });
    expect(lines).toHaveLength(24);
    expect(lines[0]).toMatch(/^\+ 1060001 \d{4} \w+/);
    expect(await docs()).toEqual([]);
  });
});

describe('a 50,000-row CSV', () => {
  it('streams through the importer inside an 80 MB heap (the file alone is bigger than 64 MB)', async () => {
    const big = join(tmp, 'big.csv');
    const out = createWriteStream(big);
    out.write(csvHeader(plain));
    const [, ...rows] = hobartCsv;
    for (let i = 0; i < 50_000; i++) {
      const row = rows[i % rows.length]!.replace(/^\d+,[A-Z]+\d+,/, `${2_000_000 + i},B${i},`);
      if (!out.write(`${row}\n`))
        await new Promise<void>((done) =>
          out.once('drain', () => {
            done();
          }),
        );
    }
    await new Promise<void>((done) =>
      out.end(() => {
        done();
      }),
    );
    const size = readFileSync(big).length;
    expect(size).toBeGreaterThan(64 * 1024 * 1024);
    const run = spawnSync(
      process.execPath,
      [
        '--max-old-space-size=80',
        'scripts/import.ts',
        '--dealer=hobart-toyota',
        `--file=${big}`,
        '--dry-run',
        `--index=${INDEX}`,
      ],
      {
        env: { ...process.env, MEILI_HOST: inject('meiliHost'), MEILI_MASTER_KEY: inject('meiliMasterKey') },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        // A dry run prints a line per car: 50,000 lines take a while on a loaded machine.
        timeout: 240_000,
      },
    );
    expect(
      run.stderr
        .trim()
        .split('\n')
        .filter((l) => !l.includes('npm warn'))
        .join('\n'),
    ).toBe('');
    expect(run.stdout).toMatch(
      /hobart-toyota: 50000 added, 0 updated, 0 unchanged, 0 marked sold, 0 removed, 0 invalid rows, [\d.]+ s \(dry run: nothing written\)/,
    );
    expect(run.status).toBe(0);
  }, 300_000);
});

describe('sample stock and imported stock in one index', () => {
  it('re-seeding the sample stock keeps the cars of a dealer imported from its feed', async () => {
    const index = 'seed-import-test';
    try {
      const seedOptions = {
        dealersRoot: resolve('dealers'),
        stockDir: join(tmp, 'seed-stock'),
        fingerprintDir: join(tmp, 'seed-fp'),
        force: true,
      };
      const first = await ensureSampleStock(client, index, seedOptions);
      const summary = await importDealer(
        options(hobart, { indexUid: index, fingerprintDir: join(tmp, 'seed-fp', 'stock') }),
      );
      expect(summary).toMatchObject({ added: 24, samplesReplaced: 220, refused: null });
      const second = await ensureSampleStock(client, index, seedOptions);
      expect(second.seeded).toBe(true);
      const imported = await client.index<Car>(index).getDocument(1060001);
      expect(imported.dealership_slug).toBe('hobart-toyota-argyle-street');
      const stats = await client.index(index).getStats();
      // Every other dealer's sample cars are back; hobart's are its 24 imported ones (its samples replaced).
      expect(second.imported).toEqual(['hobart-toyota']);
      expect(stats.numberOfDocuments).toBe(first.cars - 220 + 24);
    } finally {
      await settle(client.deleteIndex(index), 'drop seed test index');
    }
  });
});
