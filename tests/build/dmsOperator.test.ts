import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedId } from '../../scripts/import/keys.ts';
import { adminClient } from '../../scripts/lib/stockIndex.ts';
import { ensureSampleStock } from '../../scripts/lib/seedStock.ts';
import { connectSearchEngine, type SearchEngine } from '../../scripts/lib/searchEngine.ts';
import { DEFAULT_INDEX_UID } from '../../src/search/indexSettings.ts';

const tmp = mkdtempSync(join(tmpdir(), 'dms-operator-'));
const dealersDir = join(tmp, 'dealers');
const out = join(tmp, 'dist');
const fingerprints = join(tmp, 'fingerprints');
const SLUG = 'harbour-auto-group';
let engine: SearchEngine;

// The export as the DMS writes it: a UTF-8 byte order mark, then Windows-1252 bytes (0x92 ’, 0xE9 é),
// CRLF line endings, its own headers and words, "$42,990" and POA prices, HTML in comments, a stock
// number twice, and the branch by name.
const HEADER = 'Stock #,Rego,Make,Model,Series,MY,Cond,Stage,Sell Price,Kms,Body Style,Branch,Notes';
const ROWS = [
  'HA101,ABC12D,Mazda,CX-5,Maxx Sport,2023,Used,Avail,"$42,990","18,250",Wagon,Broadmeadow Yard,"<p>One owner, <b>full history</b>.</p><ul><li>Tow bar</li><li>Dealer\x92s warranty</li></ul>"',
  'HA102,XYZ98K,Hyundai,Tucson,Elite,2022,Used,Avail,POA,"40,100",Wagon,Gosford Yard,<p>Caf\xe9 racer red paint.</p>',
  'HA103,KIA55Q,Kia,Sorento,GT-Line,2024,Demo,On Order,"$61,490",900,Wagon,Canberra Yard,',
  'ha101,DUP11A,Mazda,CX-3,Touring,2021,Used,Avail,"$25,990","30,000",Wagon,Broadmeadow Yard,',
];
const EXPORT = Buffer.concat([
  Buffer.from([0xef, 0xbb, 0xbf]),
  Buffer.from([HEADER, ...ROWS, ''].join('\r\n'), 'latin1'),
]);

const FEED = {
  format: 'csv',
  location: 'dms/stock.csv',
  key: 'stocknum',
  columns: {
    stocknum: 'Stock #',
    regplate: 'Rego',
    make: 'Make',
    model: 'Model',
    badge: 'Series',
    year: 'MY',
    car_type: 'Cond',
    status: 'Stage',
    price: 'Sell Price',
    km: 'Kms',
    body: 'Body Style',
    location_id: 'Branch',
    dealercomments: 'Notes',
  },
  values: {
    car_type: { Used: 'used', Demo: 'demo' },
    status: { Avail: 'in_stock', 'On Order': 'coming_soon' },
    location_id: { 'Broadmeadow Yard': '1021', 'Gosford Yard': '1022', 'Canberra Yard': '1023' },
  },
  constants: { item_type: 'car', simple_transmission: 'Auto', simple_fuel: 'Petrol', colour: 'White' },
};

function run(script: string, args: string[]) {
  const child = spawnSync(process.execPath, [script, ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      MEILI_HOST: engine.host,
      MEILI_MASTER_KEY: engine.masterKey,
      FINGERPRINTS_DIR: fingerprints,
    },
    timeout: 600_000,
  });
  const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');
  return { status: child.status, stdout: lines(child.stdout), stderr: lines(child.stderr) };
}
const build = () => run('scripts/build.ts', [`--dealer=${SLUG}`, '--dealers-dir', dealersDir, '--out', out]);
const carPage = (stocknum: string) => join(out, SLUG, 'cars', carSlugOf(stocknum), 'index.html');
const pageSlugs = new Map<string, string>();
const carSlugOf = (stocknum: string) => pageSlugs.get(stocknum) ?? '';

beforeAll(async () => {
  engine = await connectSearchEngine({ dataDir: join(tmp, 'meili'), embedded: true });
  cpSync(resolve('dealers', SLUG), join(dealersDir, SLUG), { recursive: true });
  const configFile = join(dealersDir, SLUG, 'dealer.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as { flags: { feed: unknown } };
  config.flags.feed = FEED;
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  const dms = join(dealersDir, SLUG, 'dms');
  mkdirSync(dms);
  writeFileSync(join(dms, 'stock.csv'), EXPORT);
}, 120_000);
afterAll(async () => {
  await engine.stop();
  rmSync(tmp, { recursive: true, force: true });
});

describe('the operator path: a DMS export mapped in dealer.json, imported, built, built again', () => {
  it('imports with one line per duplicate, builds car pages with the right prices and comments, and keeps them', async () => {
    const imported = run('scripts/import.ts', [`--dealer=${SLUG}`, `--dealers-dir=${dealersDir}`]);
    expect(imported.stderr).toEqual([`${SLUG}: row 4 stocknum: expected a unique stocknum, found "HA101" again`]);
    const summary = `${SLUG}: 3 added, 0 updated, 0 unchanged, 0 marked sold, 0 removed, 1 invalid rows,`;
    expect(imported.stdout).toEqual([expect.stringMatching(new RegExp(`^${summary} [\\d.]+ s$`))]);
    expect(imported.status).toBe(2);

    const first = build();
    expect(first.status, first.stderr.join('\n')).toBe(0);
    const client = adminClient(engine.host, engine.masterKey);
    const { results } = await client
      .index(DEFAULT_INDEX_UID)
      .getDocuments<{ id: number; stocknum: string; slug: string }>({
        filter: 'dealership_id IN [1201, 1202, 1203, 1204]',
        fields: ['id', 'stocknum', 'slug'],
      });
    expect(results.map((c) => [c.stocknum, c.id]).sort()).toEqual(
      ['HA101', 'HA102', 'HA103'].map((s) => [s, derivedId(SLUG, s)]),
    );
    for (const car of results) pageSlugs.set(car.stocknum, car.slug);
    for (const car of results) expect(car.slug.endsWith(`-${car.stocknum.toLowerCase()}`)).toBe(true);

    const priced = readFileSync(carPage('HA101'), 'utf8');
    expect(priced).toContain('$42,990');
    // Bold words of the dealer's HTML stay bold, as <strong>, never as literal tags.
    expect(priced).toContain('<p>One owner, <strong>full history</strong>.</p>');
    expect(priced).toContain('<p>• Dealer’s warranty</p>');
    expect(priced).not.toMatch(/&lt;\/?(p|b|ul|li)&gt;/);
    const poa = readFileSync(carPage('HA102'), 'utf8');
    expect(poa).toContain('Enquire for price.');
    expect(poa).toContain('Café racer red paint.');
    expect(poa).not.toContain('$0');

    // A build that seeds sample stock on this engine (as a build without MEILI_HOST does) keeps the imported cars.
    const seed = await ensureSampleStock(client, DEFAULT_INDEX_UID, {
      dealersRoot: dealersDir,
      force: true,
      stockDir: join(tmp, 'stock'),
      fingerprintDir: fingerprints,
    });
    expect(seed.imported).toEqual([SLUG]);
    const second = build();
    expect(second.status, second.stderr.join('\n')).toBe(0);
    for (const stocknum of ['HA101', 'HA102', 'HA103']) expect(existsSync(carPage(stocknum)), stocknum).toBe(true);
    expect(readFileSync(carPage('HA101'), 'utf8')).toContain('$42,990');
  }, 1_200_000);
});
