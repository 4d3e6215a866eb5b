import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSearchEngine, type SearchEngine } from '../../scripts/lib/searchEngine.ts';
import { SEARCH_DISCOVERIES_FILE } from '../../src/components/search/searchDiscoveries.ts';

/**
 * An incremental build after each step of a scripted series of feed changes is compared with a
 * whole build of the same stock at the same clock and token (`build --changed --verify`): every file
 * the same bytes, the same file list.
 */
const tmp = mkdtempSync(join(tmpdir(), 'incremental-'));
const dealersDir = join(tmp, 'dealers');
const out = join(tmp, 'dist');
const SLUG = 'hobart-toyota';
const NEW_CAR_ID = '1069999';
const feed = join(dealersDir, SLUG, 'stock-feed.csv');
let engine: SearchEngine;

function run(script: string, args: string[], status = 0) {
  const result = spawnSync(process.execPath, [script, `--dealers-dir=${dealersDir}`, ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      MEILI_HOST: engine.host,
      MEILI_MASTER_KEY: engine.masterKey,
      FINGERPRINTS_DIR: join(tmp, 'fingerprints'),
    },
    timeout: 300_000,
  });
  expect(result.status, `${script}: ${result.stdout}\n${result.stderr}`).toBe(status);
  return result.stdout.split('\n').filter((line) => /^[↻=✗✓] |^hobart-toyota: /.test(line));
}
const importFeed = () => run('scripts/import.ts', [`--dealer=${SLUG}`]);
const build = (...args: string[]) => run('scripts/build.ts', [`--dealer=${SLUG}`, `--out=${out}`, ...args]);
const buildFailing = (...args: string[]) => run('scripts/build.ts', [`--dealer=${SLUG}`, `--out=${out}`, ...args], 1);

/** The feed as rows of cells; only columns before the quoted comments are edited, so splitting on commas is safe. */
function editFeed(edit: (rows: string[][], column: (name: string) => number) => string[][]): void {
  const [header, ...lines] = readFileSync(feed, 'utf8').trimEnd().split('\n');
  const columns = header!.split(',');
  const column = (name: string) => columns.indexOf(name);
  const rows = edit(
    lines.map((line) => line.split(',')),
    column,
  );
  writeFileSync(feed, `${[header, ...rows.map((cells) => cells.join(','))].join('\n')}\n`);
}

beforeAll(async () => {
  engine = await connectSearchEngine({ dataDir: join(tmp, 'meili'), embedded: true });
  cpSync(resolve('dealers', SLUG), join(dealersDir, SLUG), { recursive: true });
  importFeed();
  expect(build()).toEqual([expect.stringMatching(new RegExp(`^✓ ${SLUG}\\s+\\d+ pages`))]);
  // The renderer the build kept is this build's, beside its own records (not another build's).
  expect(existsSync(join(tmp, 'fingerprints', 'renderers', SLUG, 'renderer.json'))).toBe(true);
});
afterAll(async () => {
  await engine.stop();
  rmSync(tmp, { recursive: true, force: true });
});

/** One step: the feed changes, the import runs, the incremental build must equal a whole one. */
function step(carsChanged: number, everyPage = false): string[] {
  const imported = importFeed().join('\n');
  const lines = build('--changed', '--verify');
  const why = everyPage ? '; every page: the makes, models or bodies in stock changed and every menu lists them' : '';
  const cars = `${carsChanged} ${carsChanged === 1 ? 'car' : 'cars'} changed${why}`;
  expect(lines, imported).toEqual([
    expect.stringMatching(new RegExp(`^↻ ${SLUG}\\s+stock changed$`)),
    expect.stringMatching(new RegExp(`^✓ ${SLUG}\\s+\\d+ pages`)),
    expect.stringMatching(new RegExp(`^↻ ${SLUG}\\s+\\d+ pages? \\(${cars}\\) [\\d.]+ s$`)),
    expect.stringMatching(new RegExp(`^= ${SLUG}\\s+same files and bytes as a whole build$`)),
  ]);
  return lines;
}

/** The feed rows of cars the live site lists (its car pages end in the stock number). */
function listed(rows: string[][], column: (name: string) => number): string[][] {
  const pages = readdirSync(join(out, SLUG, 'cars'));
  return rows.filter((cells) => {
    const stocknum = cells[column('stocknum')]!.toLowerCase();
    return cells[column('status')] === 'in_stock' && pages.some((page) => page.endsWith(`-${stocknum}`));
  });
}

/** Every listed car of the model with the fewest leaves the export (the menus lose it): how many. */
function leastStockedModelLeaves(): number {
  let gone = 0;
  editFeed((rows, column) => {
    const model = (cells: string[]) => `${cells[column('make')]}\t${cells[column('model')]}`;
    const cars = listed(rows, column);
    const counts = new Map<string, number>();
    for (const cells of cars) counts.set(model(cells), (counts.get(model(cells)) ?? 0) + 1);
    const [fewest] = [...counts].sort((a, b) => a[1] - b[1])[0]!;
    const leaving = new Set(cars.filter((cells) => model(cells) === fewest));
    gone = leaving.size;
    return rows.filter((cells) => !leaving.has(cells));
  });
  return gone;
}

describe('an incremental build equals a whole build of the same stock', () => {
  it('after a new price and a new car', () => {
    editFeed((rows, column) => {
      const cars = listed(rows, column);
      const first = cars[0]!;
      first[column('price')] = String(Number(first[column('price')]) - 500);
      // The new car: another of a used car whose make has other models in stock (it moves later).
      const model = (cells: string[]) => `${cells[column('make')]}\t${cells[column('model')]}`;
      const original = cars.find(
        (c) =>
          c[column('car_type')] === 'used' &&
          cars.some((o) => o[column('make')] === c[column('make')] && model(o) !== model(c)),
      )!;
      const copy = [...original];
      copy[column('id')] = NEW_CAR_ID;
      copy[column('stocknum')] = 'U19999';
      copy[column('vin')] = `${copy[column('vin')]!.slice(0, -4)}9999`;
      return [...rows, copy];
    });
    step(2);
  });

  it('after a car sold and a car removed from the export', () => {
    editFeed((rows, column) => {
      // Cars of two models with more of each in stock, so the menus keep every model.
      const cars = listed(rows, column);
      const model = (cells: string[]) => `${cells[column('make')]}\t${cells[column('model')]}`;
      // (Not the model of the car added above: that car moves to another model next.)
      const added = cars.find((c) => c[column('id')] === NEW_CAR_ID)!;
      const isNew = (c: string[]) => c[column('car_type')] === 'new';
      const others = (c: string[]) => cars.filter((o) => o !== c && model(o) === model(c));
      // Another of its model stays listed, and another new one if it is new (the menus mark those).
      const shared = cars.filter(
        (c) => model(c) !== model(added) && others(c).length > 0 && (!isNew(c) || others(c).some(isNew)),
      );
      const sold = shared[0]!;
      const removed = shared.find((c) => model(c) !== model(sold))!;
      sold[column('status')] = 'sold';
      return rows.filter((cells) => cells !== removed);
    });
    step(2);
  });

  it('after a car moving to another model in stock', () => {
    editFeed((rows, column) => {
      // The used car added above leaves a model that keeps its original for one of its make in
      // stock: the menus stay as they were and its slug (which names the model) changes.
      const mover = rows.find((cells) => cells[column('id')] === NEW_CAR_ID)!;
      const target = listed(rows, column).find(
        (o) => o[column('make')] === mover[column('make')] && o[column('model')] !== mover[column('model')],
      )!;
      mover[column('model')] = target[column('model')]!;
      return rows;
    });
    step(1);
  });

  it('after a price that reorders the first results (below every other price)', () => {
    editFeed((rows, column) => {
      listed(rows, column).at(-1)![column('price')] = '990';
      return rows;
    });
    step(1);
  });

  it('after the last car of a model leaves (every page: the menus list the models)', () => {
    const gone = leastStockedModelLeaves();
    const searchPages = () => readdirSync(join(out, SLUG, 'search'), { recursive: true }).length;
    const before = searchPages();
    step(gone, true);
    // Its search pages left with it (the whole build's file list is compared above, too).
    expect(searchPages()).toBeLessThan(before);
  });

  it('finds a live page that is not a whole build’s, puts the whole build live and reports it', () => {
    // A page no stock change renders, gone wrong on disk: the incremental build keeps it as it is.
    const careers = join(out, SLUG, 'careers', 'index.html');
    const good = readFileSync(careers, 'utf8');
    writeFileSync(careers, good.replace('</main>', '<p>stale</p></main>'));
    editFeed((rows, column) => {
      const first = listed(rows, column)[0]!;
      first[column('price')] = String(Number(first[column('price')]) + 250);
      return rows;
    });
    importFeed();
    expect(buildFailing('--changed', '--verify')).toEqual([
      expect.stringMatching(new RegExp(`^↻ ${SLUG}\\s+stock changed$`)),
      expect.stringMatching(new RegExp(`^✓ ${SLUG}\\s+\\d+ pages`)),
      expect.stringMatching(new RegExp(`^↻ ${SLUG}\\s+\\d+ pages \\(1 car changed\\) [\\d.]+ s$`)),
      `✗ ${SLUG.padEnd(24)} incremental build differs from a whole build in 1 file: careers/index.html; the whole build went live`,
    ]);
    expect(readFileSync(careers, 'utf8')).toBe(good);
    const report = readFileSync(join(out, '_report', 'index.html'), 'utf8');
    expect(report).toContain('<h2>Incremental builds checked against whole builds</h2>');
    const row = `<tr class="failed"><td>${SLUG}</td><td>[\\d: -]+</td><td>\\d+</td><td>incremental build differs from a whole build in 1 file: careers/index.html \\(the whole build went live\\)</td></tr>`;
    expect(report).toMatch(new RegExp(row));
  });

  it('keeps what an every-page build discovered, and the next build replays it as a whole build renders', () => {
    const file = join(tmp, 'fingerprints', 'renderers', SLUG, SEARCH_DISCOVERIES_FILE);
    const records = () => (deserialize(readFileSync(file)) as Map<string, unknown>).size;
    // The menus change, and with them every search page's settings: no page has a record from the
    // last whole build.
    leastStockedModelLeaves();
    importFeed();
    const before = records();
    expect(build('--changed').at(-1)).toMatch(/ pages \(\d+ cars? changed; every page: /);
    const searchPages = readdirSync(join(out, SLUG, 'search'), { recursive: true }).filter((p) =>
      String(p).endsWith('index.html'),
    );
    expect(records() - before).toBeGreaterThanOrEqual(searchPages.length);
    // The next build (checked against a whole build, which discovers every page) replays them.
    editFeed((rows, column) => {
      const first = listed(rows, column)[0]!;
      first[column('price')] = String(Number(first[column('price')]) - 100);
      return rows;
    });
    step(1);
  });

  it('replays the search pages the whole build discovered: a wrong record shows as a difference', () => {
    // What the last whole build's search pages asked the engine, one record per page; this step's
    // incremental build replays them. One page per result is not what the widgets ask for.
    const file = join(tmp, 'fingerprints', 'renderers', SLUG, SEARCH_DISCOVERIES_FILE);
    const records = deserialize(readFileSync(file)) as Map<string, { initialResults: object }>;
    const searchPages = readdirSync(join(out, SLUG, 'search'), { recursive: true });
    expect(records.size).toBeGreaterThanOrEqual(searchPages.filter((p) => String(p).endsWith('index.html')).length);
    for (const record of records.values())
      for (const entry of Object.values(record.initialResults) as { requestParams: { hitsPerPage?: number }[] }[])
        entry.requestParams[0]!.hitsPerPage = 1;
    writeFileSync(file, serialize(records));
    editFeed((rows, column) => {
      const first = listed(rows, column)[0]!;
      first[column('price')] = String(Number(first[column('price')]) - 250);
      return rows;
    });
    importFeed();
    const [, , , verdict] = buildFailing('--changed', '--verify');
    expect(verdict).toMatch(
      new RegExp(`^✗ ${SLUG}\\s+incremental build differs from a whole build in \\d+ files?: .*search/`),
    );
  });
});
