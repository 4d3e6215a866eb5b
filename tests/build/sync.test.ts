import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originGet } from '../../scripts/deploy/originHttp.ts';
import { originDealers } from '../../scripts/deploy/settings.ts';
import { listFiles } from '../../scripts/deploy/releaseFiles.ts';
import type { FleetReport } from '../../scripts/lib/fleetReport.ts';
import { connectSearchEngine, type SearchEngine } from '../../scripts/lib/searchEngine.ts';
import { startNginx, type NginxOrigin } from '../support/nginxOrigin.ts';

const tmp = mkdtempSync(join(tmpdir(), 'stock-sync-'));
const dealersDir = join(tmp, 'dealers');
const out = join(tmp, 'dist');
const fingerprints = join(tmp, 'fingerprints');
const DEALERS = ['hobart-toyota', 'harbour-auto-group'];
let engine: SearchEngine;
let nginx: NginxOrigin | undefined;
/** No deploy target until the test starts nginx; then DEPLOY_ROOT and the origin's address. */
let deployEnv: Record<string, string> = { DEPLOY_ROOT: '' };

function sync() {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['scripts/sync.ts', `--dealers-dir=${dealersDir}`, `--out=${out}`], {
    encoding: 'utf8',
    env: {
      ...process.env,
      MEILI_HOST: engine.host,
      MEILI_MASTER_KEY: engine.masterKey,
      FINGERPRINTS_DIR: fingerprints,
      ...deployEnv,
    },
    timeout: 900_000,
  });
  const lines = run.stdout.split('\n').filter((l) => l.trim() !== '');
  return { status: run.status, lines, stderr: run.stderr, seconds: (performance.now() - started) / 1000 };
}
const buildRecord = (slug: string) => readFileSync(join(fingerprints, 'builds', `${slug}.json`), 'utf8');
const homeTime = (slug: string) => statSync(join(out, slug, 'index.html')).mtimeMs;
const inode = (path: string) => statSync(path).ino;

beforeAll(async () => {
  // Its own engine and index: the feeds' cars never reach the index other tests read.
  engine = await connectSearchEngine({ dataDir: join(tmp, 'meili'), embedded: true });
  for (const slug of DEALERS) cpSync(resolve('dealers', slug), join(dealersDir, slug), { recursive: true });
});
afterAll(async () => {
  await nginx?.stop();
  await engine.stop();
  rmSync(tmp, { recursive: true, force: true });
});

describe('npm run sync (a command on a temporary dealers folder)', () => {
  it('rebuilds only the dealer whose stock changed and leaves a dealer with a broken feed alone', async () => {
    const first = sync();
    expect(first.status, first.stderr).toBe(0);
    expect(first.lines).toEqual([
      expect.stringMatching(
        /^↻ harbour-auto-group\s+24 added, 0 updated, .*; rebuilt \(whole dealer: not in the output [\d.]+ s\), no deploy target$/,
      ),
      expect.stringMatching(
        /^↻ hobart-toyota\s+24 added, 0 updated, .*; rebuilt \(whole dealer: not in the output [\d.]+ s\), no deploy target$/,
      ),
    ]);
    const harbourBuild = buildRecord('harbour-auto-group');
    const harbourHome = homeTime('harbour-auto-group');

    // One car's price changes at hobart; harbour's export breaks while its config changes too (which
    // alone would rebuild it).
    const feed = join(dealersDir, 'hobart-toyota', 'stock-feed.csv');
    const [header, ...rows] = readFileSync(feed, 'utf8').trimEnd().split('\n');
    const columns = header!.split(',');
    const index = rows.findIndex((row) => row.split(',')[columns.indexOf('status')] === 'in_stock');
    const cells = rows[index]!.split(',');
    cells[columns.indexOf('price')] = '12345';
    rows[index] = cells.join(',');
    writeFileSync(feed, `${[header, ...rows].join('\n')}\n`);
    writeFileSync(join(dealersDir, 'harbour-auto-group', 'stock-feed.csv'), '');
    writeFileSync(join(dealersDir, 'harbour-auto-group', 'note.txt'), 'config changed\n');

    // From now on a deploy target is configured: a real nginx on loopback serving the origin's releases.
    chmodSync(tmp, 0o755); // nginx workers run unprivileged when the tests run as root
    const origin = join(tmp, 'origin');
    nginx = await startNginx(origin, originDealers(dealersDir));
    deployEnv = { DEPLOY_ROOT: origin, DEPLOY_ORIGIN_URL: nginx.url, DEPLOY_LISTEN: `127.0.0.1:${nginx.port}` };
    const second = sync();
    console.log(`sync after one changed price: ${second.seconds.toFixed(1)} s until nginx serves the page with it`);
    expect(second.status).toBe(1);
    expect(second.lines).toEqual([
      expect.stringMatching(/^✗ harbour-auto-group\s+feed failed, live site kept: .*empty file$/),
      expect.stringMatching(
        /^↻ hobart-toyota\s+0 added, 1 updated, 23 unchanged, .*; rebuilt \(\d+ pages \(1 car changed\) [\d.]+ s\), deployed$/,
      ),
    ]);
    expect(buildRecord('harbour-auto-group')).toBe(harbourBuild);
    expect(homeTime('harbour-auto-group')).toBe(harbourHome);
    const stocknum = cells[columns.indexOf('stocknum')]!.toLowerCase();
    const page = readdirSync(join(out, 'hobart-toyota', 'cars')).find((dir) => dir.endsWith(`-${stocknum}`))!;
    expect(readFileSync(join(out, 'hobart-toyota', 'cars', page, 'index.html'), 'utf8')).toContain('12,345');

    const served = await originGet(nginx.url, 'hobart-toyota.localhost', `/cars/${page}/`);
    expect(served.status).toBe(200);
    expect(served.body.toString()).toContain('12,345');
    expect((await originGet(nginx.url, 'harbour-auto-group.localhost', '/')).status).not.toBe(200);

    // The morning report the build wrote shows each dealer's stock: the failed feed keeps its last figures.
    const report = JSON.parse(readFileSync(join(out, '_report', 'report.json'), 'utf8')) as FleetReport;
    expect(report.stock?.map((r) => [r.slug, r.outcome, r.counts?.added, r.counts?.updated, r.stale])).toEqual([
      ['harbour-auto-group', 'failed', 24, 0, false],
      ['hobart-toyota', 'imported', 0, 1, false],
    ]);
    const hobart = report.stock![1]!;
    expect(hobart.liveCars).toBeGreaterThan(0);
    expect(hobart.builtCars).toBeGreaterThan(0);
    const html = readFileSync(join(out, '_report', 'index.html'), 'utf8');
    expect(html).toContain('<h2>Stock</h2>');
    expect(html).toMatch(/<td>harbour-auto-group<\/td>.*empty file.*<td>failed<\/td>/);

    // Nothing changed since: no dealer is rebuilt.
    writeFileSync(join(dealersDir, 'harbour-auto-group', 'note.txt'), 'config changed\n');
    const third = sync();
    expect(third.lines[1]).toMatch(/^= hobart-toyota\s+0 added, 0 updated, 24 unchanged, .*; site unchanged$/);

    // Another price: the rebuild keeps the last build's clock and token, so the deploy writes the
    // pages that price is on and links every other file from the live release.
    cells[columns.indexOf('price')] = '12245';
    rows[index] = cells.join(',');
    writeFileSync(feed, `${[header, ...rows].join('\n')}\n`);
    const fourth = sync();
    // Only the pages the price touched were rendered, with the renderer the first sync kept.
    expect(fourth.lines[1]).toMatch(
      /^↻ hobart-toyota\s+0 added, 1 updated, .*; rebuilt \(\d+ pages \(1 car changed\) [\d.]+ s\), deployed$/,
    );
    const releases = join(origin, 'releases', 'hobart-toyota');
    const [before, after] = readdirSync(releases)
      .filter((name) => /^\d{8}T/.test(name))
      .sort();
    const pages = listFiles(join(releases, after!)).filter((file) => file.endsWith('.html'));
    const written = pages.filter(
      (file) => inode(join(releases, after!, file)) !== inode(join(releases, before!, file)),
    );
    console.log(`deploy after one changed price: ${written.length} of ${pages.length} pages written`);
    expect(written).toContain(`cars/${page}/index.html`);
    // 24 cars: a price shows on its own pages and the search pages listing it, not a quarter of the site.
    expect(written.length).toBeLessThan(pages.length / 4);
    const bytes = (release: string, file: string) => readFileSync(join(releases, release, file), 'utf8');
    for (const file of written) expect(bytes(after!, file), file).not.toBe(bytes(before!, file));
    for (const same of ['careers/index.html', 'contact/index.html', 'sign-in/index.html'])
      expect(inode(join(releases, after!, same))).toBe(inode(join(releases, before!, same)));
    expect((await originGet(nginx.url, 'hobart-toyota.localhost', `/cars/${page}/`)).body.toString()).toContain(
      '12,245',
    );
  }, 1_500_000);
});
