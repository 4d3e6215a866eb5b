import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Car } from '../../src/domain/car.ts';
import { importDealer } from '../../scripts/import/importDealer.ts';
import { ensureSampleStock } from '../../scripts/lib/seedStock.ts';
import { readImportRecord } from '../../scripts/lib/stockReport.ts';
import { adminClient } from '../../scripts/lib/stockIndex.ts';
import { demoDealers } from '../support/demoDealers.ts';

const client = adminClient(inject('meiliHost'), inject('meiliMasterKey'));
const INDEX = 'stock-safety-test';
const hobart = demoDealers().find((d) => d.config.slug === 'hobart-toyota')!;
const HOBART_DEALERSHIPS = hobart.config.dealerships.map((d) => d.id);
const tmp = mkdtempSync(join(tmpdir(), 'stock-safety-'));
const hobartFeed = resolve('dealers/hobart-toyota/stock-feed.csv');

/** A dealers folder of its own: hobart-toyota (sample stock and a feed) and sunshine-toyota (sample stock only). */
function dealersFolder(name: string): string {
  const root = join(tmp, name);
  for (const slug of ['hobart-toyota', 'sunshine-toyota'])
    cpSync(resolve('dealers', slug), join(root, slug), { recursive: true });
  return root;
}
const docsOf = async (dealerships: readonly number[]) =>
  (
    await client.index<Car>(INDEX).getDocuments({ filter: `dealership_id IN [${dealerships.join(', ')}]`, limit: 2000 })
  ).results.sort((a, b) => a.id - b.id);
const total = async () => (await client.index(INDEX).getDocuments({ limit: 1, fields: ['id'] })).total;
const seedOptions = (dealersRoot: string, name: string) => ({
  dealersRoot,
  stockDir: join(tmp, `${name}-stock`),
  fingerprintDir: join(tmp, `${name}-fingerprints`),
  force: true,
});

function importCli(args: string[]) {
  const run = spawnSync(
    process.execPath,
    ['scripts/import.ts', '--dealer=hobart-toyota', `--index=${INDEX}`, ...args],
    {
      env: {
        ...process.env,
        MEILI_HOST: inject('meiliHost'),
        MEILI_MASTER_KEY: inject('meiliMasterKey'),
        FINGERPRINTS_DIR: join(tmp, 'cli-fingerprints'),
      },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  const lines = (text: string) =>
    text
      .split('\n')
      .filter((l) => l.trim() !== '' && !l.includes('npm warn'))
      .map((l) => l.trimEnd());
  return { status: run.status, stdout: lines(run.stdout), stderr: lines(run.stderr) };
}

// A missing index is fine: the task fails with index_not_found, nothing to drop.
const dropIndex = () => client.deleteIndex(INDEX).waitTask({ timeout: 30_000, interval: 50 });
beforeEach(dropIndex);
afterAll(async () => {
  await dropIndex();
  rmSync(tmp, { recursive: true, force: true });
});

describe('seeding never touches stock that came from a feed', () => {
  it("leaves an imported dealer's cars alone, also when no demo dealer is left in the folder", async () => {
    const root = dealersFolder('fleet');
    // No stock fingerprint files anywhere: the index alone tells feed cars from sample cars.
    const first = await ensureSampleStock(client, INDEX, seedOptions(root, 'first'));
    const samples = (await docsOf(HOBART_DEALERSHIPS)).length;
    expect(samples).toBe(220);
    expect(first).toMatchObject({ seeded: true, imported: [] });
    const sunshine = first.cars - samples;
    const summary = await importDealer({
      slug: 'hobart-toyota',
      dealer: { dealerships: hobart.config.dealerships, locations: hobart.locations },
      source: hobartFeed,
      format: 'csv',
      mapping: { columns: {}, separator: '|' },
      missing: 'sold',
      maxRemovalPercent: 30,
      client,
      indexUid: INDEX,
    });
    expect(summary).toMatchObject({ refused: null, added: 24, sold: 0, samplesReplaced: 220 });
    const imported = await docsOf(HOBART_DEALERSHIPS);
    expect(imported).toHaveLength(24);
    expect(imported.every((car) => car.sample_stock === undefined)).toBe(true);

    // Re-seeding on a fresh machine state (new stock and fingerprint folders) reloads sunshine only.
    const again = await ensureSampleStock(client, INDEX, seedOptions(root, 'second'));
    expect(again).toMatchObject({ seeded: true, cars: sunshine, imported: ['hobart-toyota'] });
    expect(await docsOf(HOBART_DEALERSHIPS)).toEqual(imported);
    expect(await total()).toBe(24 + sunshine);

    // No demo dealer left: sunshine's folder gone, hobart without sample-stock.json (no stock profile).
    rmSync(join(root, 'sunshine-toyota'), { recursive: true });
    rmSync(join(root, 'hobart-toyota', 'sample-stock.json'));
    const none = await ensureSampleStock(client, INDEX, seedOptions(root, 'third'));
    expect(none).toMatchObject({ seeded: false, cars: 0 });
    expect(await docsOf(HOBART_DEALERSHIPS)).toEqual(imported);
    expect(await total()).toBe(24 + sunshine);
  });
});

describe('the first import over sample stock (npm run import as a command)', () => {
  it('replaces the sample cars without tripping the guard; a later mass removal of real cars is refused', async () => {
    await ensureSampleStock(client, INDEX, seedOptions(dealersFolder('cli'), 'cli'));
    // A readable export without one valid car does not replace the sample cars with nothing.
    const [head, firstRow] = readFileSync(hobartFeed, 'utf8').split('\n');
    const priceAt = head!.split(',').indexOf('price');
    const poa = firstRow!.split(',').map((cell, i) => (i === priceAt ? 'TBA' : cell));
    const allBad = join(tmp, 'all-bad.csv');
    writeFileSync(allBad, `${head}\n${poa.join(',')}\n`);
    const empty = importCli([`--file=${allBad}`]);
    expect(empty).toEqual({
      status: 3,
      stdout: ['hobart-toyota: refused: the feed lists no valid car, so its 220 sample cars stay; check the export'],
      stderr: ['hobart-toyota: row 1 price: expected a price like 42990, $42,990 or POA, found "TBA"'],
    });
    expect(await docsOf(HOBART_DEALERSHIPS)).toHaveLength(220);
    const dry = importCli(['--dry-run']);
    expect(dry.status).toBe(0);
    expect(dry.stdout.at(-1)).toMatch(
      /^hobart-toyota: 24 added, 0 updated, 0 unchanged, 0 marked sold, 0 removed, 0 invalid rows, 220 sample cars replaced, \d+\.\d s \(dry run: nothing written\)$/,
    );
    expect((await docsOf(HOBART_DEALERSHIPS)).every((car) => car.sample_stock === true)).toBe(true);

    const real = importCli([]);
    expect(real).toMatchObject({ status: 0, stderr: [] });
    expect(real.stdout).toHaveLength(1);
    expect(real.stdout[0]).toMatch(/^hobart-toyota: 24 added, .* 220 sample cars replaced, /);
    expect(await docsOf(HOBART_DEALERSHIPS)).toHaveLength(24);

    const [header, ...rows] = readFileSync(hobartFeed, 'utf8').trimEnd().split('\n');
    const truncated = join(tmp, 'truncated.csv');
    writeFileSync(truncated, `${[header, ...rows.slice(0, 10)].join('\n')}\n`);
    const before = await docsOf(HOBART_DEALERSHIPS);
    const refused = importCli([`--file=${truncated}`]);
    expect(refused.status).toBe(3);
    expect(refused.stdout).toHaveLength(1);
    expect(refused.stdout[0]).toMatch(
      /^hobart-toyota: refused: the feed would remove or sell \d+ of \d+ cars \(\d+%, over the 30% limit\); check the export, or run again with --allow-mass-removal$/,
    );
    expect(await docsOf(HOBART_DEALERSHIPS)).toEqual(before);
  });
});

describe('a bad row never changes a live car (npm run import as a command)', () => {
  it('keeps the car of a bad row listed at its old price; a car missing from the feed is sold', async () => {
    expect(importCli([]).status).toBe(0);
    const [header, ...rows] = readFileSync(hobartFeed, 'utf8').trimEnd().split('\n');
    const columns = header!.split(',');
    const at = (row: string, name: string) => row.split(',')[columns.indexOf(name)]!;
    const live = rows.filter((row) => at(row, 'status') === 'in_stock');
    const [bad, gone] = [live[0]!, live[1]!];
    const poa = bad.split(',');
    poa[columns.indexOf('price')] = 'TBA';
    const badId = Number(at(bad, 'id'));
    const before = await client.index<Car>(INDEX).getDocument(badId);
    const file = join(tmp, 'bad-row.csv');
    const lines = rows.filter((row) => row !== gone).map((row) => (row === bad ? poa.join(',') : row));
    writeFileSync(file, `${[header, ...lines].join('\n')}\n`);

    const run = importCli([`--file=${file}`]);
    expect(run.status).toBe(2);
    const row = lines.indexOf(poa.join(',')) + 1;
    expect(run.stderr).toEqual([
      `hobart-toyota: row ${row} price: expected a price like 42990, $42,990 or POA, found "TBA" (car ${badId} kept from the last good import)`,
    ]);
    expect(run.stdout).toHaveLength(1);
    expect(run.stdout[0]).toMatch(
      /^hobart-toyota: 0 added, 0 updated, 22 unchanged, 1 marked sold, 0 removed, 1 invalid rows \(1 kept from the last good import\), \d+\.\d s$/,
    );
    expect(await client.index<Car>(INDEX).getDocument(badId)).toEqual(before);
    expect(before).toMatchObject({ status: 'in_stock', price: Number(at(bad, 'price')) });
    expect(await client.index<Car>(INDEX).getDocument(Number(at(gone, 'id')))).toMatchObject({ status: 'sold' });
    // The morning report's record of the import says the same.
    const record = readImportRecord(join(tmp, 'cli-fingerprints'), 'hobart-toyota')!;
    expect(record).toMatchObject({
      outcome: 'imported',
      counts: { added: 0, updated: 0, unchanged: 22, sold: 1, removed: 0, invalid: 1, kept: 1 },
      problems: [run.stderr[0]!.slice('hobart-toyota: '.length)],
      maxAgeHours: 26,
    });
    const shown = rows.filter((r) => at(r, 'status') !== 'sold' && at(r, 'show_on_dealer_website') === 'true');
    expect(record.liveCars).toBe(shown.filter((r) => r !== gone).length);
  });
});
