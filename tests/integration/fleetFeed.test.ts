import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminClient, configureIndex, settle } from '../../scripts/lib/stockIndex.ts';

const client = adminClient(inject('meiliHost'), inject('meiliMasterKey'));
const INDEX = 'fleet-feed-test';
const tmp = mkdtempSync(join(tmpdir(), 'fleet-feed-'));
const dealersDir = join(tmp, 'dealers');
const fingerprints = join(tmp, 'fingerprints');
const shared = join(dealersDir, '_feeds', 'group.csv');

// One export for the group's rooftops: each dealer maps its own branch names; Launceston is no one's.
const HEADER = 'Stock #,Make,Model,MY,Cond,Stage,Sell Price,Kms,Body Style,Branch';
const row = (stock: string, branch: string) =>
  `${stock},Toyota,Corolla,2022,Used,Avail,"$24,990","31,000",Sedan,${branch}`;
const ROWS = [
  row('G1', 'Broadmeadow Yard'),
  row('G2', 'Hobart Yard'),
  row('G3', 'Gosford Yard'),
  row('G4', 'Launceston Yard'),
  row('G5', 'hobart yard'),
  row('G6', 'Launceston Yard'),
];
const feed = (branches: Record<string, string>) => ({
  format: 'csv',
  location: '_feeds/group.csv',
  key: 'stocknum',
  columns: {
    stocknum: 'Stock #',
    make: 'Make',
    model: 'Model',
    year: 'MY',
    car_type: 'Cond',
    status: 'Stage',
    price: 'Sell Price',
    km: 'Kms',
    body: 'Body Style',
    location_id: 'Branch',
  },
  values: { car_type: { Used: 'used' }, status: { Avail: 'in_stock' }, location_id: branches },
  constants: { item_type: 'car', simple_transmission: 'Auto', simple_fuel: 'Petrol', colour: 'White' },
});
const DEALERS = {
  'harbour-auto-group': feed({ 'Broadmeadow Yard': '1021', 'Gosford Yard': '1022' }),
  'hobart-toyota': feed({ 'Hobart Yard': '1061' }),
};

function importFleet(...args: string[]) {
  const run = spawnSync(
    process.execPath,
    ['scripts/import.ts', `--dealers-dir=${dealersDir}`, `--index=${INDEX}`, ...args],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        MEILI_HOST: inject('meiliHost'),
        MEILI_MASTER_KEY: inject('meiliMasterKey'),
        FINGERPRINTS_DIR: fingerprints,
      },
      timeout: 120_000,
    },
  );
  const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');
  return { status: run.status, stdout: lines(run.stdout), stderr: lines(run.stderr) };
}
const stocknums = async (dealershipIds: number[]) =>
  (
    await client.index(INDEX).getDocuments<{ stocknum: string }>({
      filter: `dealership_id IN [${dealershipIds.join(', ')}]`,
      fields: ['stocknum'],
    })
  ).results
    .map((c) => c.stocknum)
    .sort();

beforeAll(async () => {
  await configureIndex(client, INDEX);
  await settle(client.index(INDEX).deleteAllDocuments(), 'clear test index');
  for (const [slug, block] of Object.entries(DEALERS)) {
    cpSync(resolve('dealers', slug), join(dealersDir, slug), { recursive: true });
    const file = join(dealersDir, slug, 'dealer.json');
    const config = JSON.parse(readFileSync(file, 'utf8')) as { flags: { feed: unknown } };
    config.flags.feed = block;
    writeFileSync(file, JSON.stringify(config));
  }
  mkdirSync(join(dealersDir, '_feeds'));
  writeFileSync(shared, `${[HEADER, ...ROWS].join('\n')}\n`);
});

describe('one export for a dealer group (npm run import on a temporary dealers folder)', () => {
  it('reads the shared file once, gives each dealer its rows, and reports unclaimed rows in one line', async () => {
    const first = importFleet();
    expect(first.stdout).toEqual([
      expect.stringMatching(
        /^harbour-auto-group: 2 added, 0 updated, 0 unchanged, 0 marked sold, 0 removed, 0 invalid rows, [\d.]+ s$/,
      ),
      expect.stringMatching(
        /^hobart-toyota: 2 added, 0 updated, 0 unchanged, 0 marked sold, 0 removed, 0 invalid rows, [\d.]+ s$/,
      ),
    ]);
    expect(first.stderr).toEqual([`${shared}: 2 rows no dealer of this feed claims (branch "Launceston Yard" ×2)`]);
    expect(first.status).toBe(2);
    expect(await stocknums([1201, 1202, 1203, 1204])).toEqual(['G1', 'G3']);
    expect(await stocknums([1601])).toEqual(['G2', 'G5']);
    for (const slug of Object.keys(DEALERS))
      expect(existsSync(join(fingerprints, 'stock', `${slug}.json`)), slug).toBe(true);

    // One dealer alone: the other rooftop's rows are neither its rows nor unclaimed; its guard is its own.
    writeFileSync(shared, `${[HEADER, ...ROWS.filter((r) => !r.startsWith('G5,'))].join('\n')}\n`);
    const alone = importFleet('--dealer=hobart-toyota');
    expect(alone.stdout).toEqual([
      'hobart-toyota: refused: the feed would remove or sell 1 of 2 cars (50%, over the 30% limit); check the export, or run again with --allow-mass-removal',
    ]);
    expect(alone.stderr).toEqual([`${shared}: 2 rows no dealer of this feed claims (branch "Launceston Yard" ×2)`]);
    expect(alone.status).toBe(3);
  }, 180_000);

  it("with the feed's own ids, refuses a row whose id another dealer of the group imported first", async () => {
    const ids = join(dealersDir, '_feeds', 'ids.csv');
    const lines = [
      `Vehicle ID,${HEADER}`,
      `7001,${row('I1', 'Broadmeadow Yard')}`,
      `7001,${row('I2', 'Hobart Yard')}`,
      `7002,${row('I3', 'Hobart Yard')}`,
    ];
    writeFileSync(ids, `${lines.join('\n')}\n`);
    for (const [slug, block] of Object.entries(DEALERS)) {
      const file = join(dealersDir, slug, 'dealer.json');
      const config = JSON.parse(readFileSync(file, 'utf8')) as { flags: { feed: unknown } };
      config.flags.feed = {
        ...block,
        location: '_feeds/ids.csv',
        key: 'id',
        columns: { ...block.columns, id: 'Vehicle ID' },
      };
      writeFileSync(file, JSON.stringify(config));
    }
    const run = importFleet('--allow-mass-removal');
    expect(run.stdout).toEqual([
      expect.stringMatching(
        /^harbour-auto-group: 1 added, 0 updated, 0 unchanged, 2 marked sold, 0 removed, 0 invalid rows, [\d.]+ s$/,
      ),
      expect.stringMatching(
        /^hobart-toyota: 1 added, 0 updated, 0 unchanged, 2 marked sold, 0 removed, 1 invalid rows, [\d.]+ s$/,
      ),
    ]);
    expect(run.stderr).toEqual([
      "hobart-toyota: row 2 id: expected an id not used by another dealer's car, found 7001",
    ]);
    expect(run.status).toBe(2);
    expect(await stocknums([1601])).toEqual(['G2', 'G5', 'I3']);
  }, 180_000);
});
