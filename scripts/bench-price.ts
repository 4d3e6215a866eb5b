import { spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { originGet } from './deploy/originHttp.ts';
import { originDealers } from './deploy/settings.ts';
import { growFeed, priceChange, priceLine, type PriceRun } from './bench/priceRun.ts';
import { cliArgs, wholeNumber } from './lib/cli.ts';
import { startNginx } from './lib/nginxOrigin.ts';
import { connectSearchEngine } from './lib/searchEngine.ts';

// npm run bench:price [-- --cars 440 --runs 5]: hobart-toyota with its CSV export grown to N cars (440
// make a site of about 560 pages), synced and deployed to a private nginx once; then, run after run,
// one car's price changes in the export and the clock runs from `npm run sync` start until nginx
// serves that car's page with the new price (and until the sync command ends).
const { values } = cliArgs('npm run bench:price -- [--cars N] [--runs N]', {
  options: { cars: { type: 'string', default: '440' }, runs: { type: 'string', default: '5' } },
});
const cars = wholeNumber('cars', values.cars, 1, 5000);
const runs = wholeNumber('runs', values.runs, 1, 50);
const SLUG = 'hobart-toyota';
// In the system's temp folder: nginx's workers, unprivileged, must reach the releases (not .data's).
const root = mkdtempSync(join(tmpdir(), 'bench-price-'));
const resultDir = resolve('.data/bench-price');
const dealersDir = join(root, 'dealers');
const out = join(root, 'dist');
const feed = join(dealersDir, SLUG, 'stock-feed.csv');
chmodSync(root, 0o755); // nginx's workers run unprivileged when the bench runs as root
cpSync(resolve('dealers', SLUG), join(dealersDir, SLUG), { recursive: true });
writeFileSync(feed, growFeed(readFileSync(feed, 'utf8'), cars));

const engine = await connectSearchEngine({ dataDir: join(root, 'meili'), embedded: true });
const origin = join(root, 'origin');
const nginx = await startNginx(origin, originDealers(dealersDir));
const env = {
  ...process.env,
  MEILI_HOST: engine.host,
  MEILI_MASTER_KEY: engine.masterKey,
  FINGERPRINTS_DIR: join(root, 'fingerprints'),
  DEPLOY_ROOT: origin,
  DEPLOY_ORIGIN_URL: nginx.url,
  DEPLOY_LISTEN: `127.0.0.1:${nginx.port}`,
};

/** One `npm run sync`: its seconds and its dealer line; `served` resolves the seconds until `ready()` held. */
async function sync(ready?: () => Promise<boolean>): Promise<{ seconds: number; served: number | null; line: string }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/sync.ts', `--dealers-dir=${dealersDir}`, `--out=${out}`], { env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<number | null>((done) => child.on('exit', done));
  let served: number | null = null;
  const life = { exited: false };
  void ended.then(() => (life.exited = true));
  // Polled every 50 ms (bounded: two minutes) while the sync runs, and once more after it ends.
  for (let i = 0; ready && served === null && i < 2400; i += 1) {
    if (await ready()) served = (performance.now() - started) / 1000;
    else if (life.exited) break;
    else await sleep(50);
  }
  const status = await ended;
  const seconds = (performance.now() - started) / 1000;
  const line = output.split('\n').find((l) => l.startsWith(`↻ ${SLUG}`)) ?? output.trim().split('\n').at(-1) ?? '';
  if (status !== 0) throw new Error(`sync exited ${status}: ${output.slice(-2000)}`);
  return { seconds, served, line };
}

try {
  const first = await sync();
  const pages = readdirSync(join(out, SLUG), { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
  console.log(`First sync (whole build and first deploy, ${pages} pages): ${first.seconds.toFixed(1)} s`);
  const results: PriceRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    const change = priceChange(readFileSync(feed, 'utf8'), run);
    writeFileSync(feed, change.feed);
    const page = readdirSync(join(out, SLUG, 'cars')).find((dir) => dir.endsWith(`-${change.stocknum}`));
    if (!page) throw new Error(`no car page for stock number ${change.stocknum}`);
    const shown = change.price.toLocaleString('en-AU');
    const ready = async () =>
      (await originGet(nginx.url, `${SLUG}.localhost`, `/cars/${page}/`)).body.toString().includes(shown);
    const result = await sync(ready);
    if (result.served === null) throw new Error(`nginx never served ${shown} on /cars/${page}/: ${result.line}`);
    results.push({ served: result.served, sync: result.seconds, line: result.line });
  }
  console.log('');
  console.log(`One changed price, ${SLUG} with ${cars} cars (${pages} pages), ${runs} runs`);
  console.log('');
  console.log('| run | served through nginx s | sync command s | sync line |');
  console.log('| --- | --- | --- | --- |');
  results.forEach((result, n) => {
    console.log(priceLine(n + 1, result));
  });
  mkdirSync(resultDir, { recursive: true });
  writeFileSync(
    join(resultDir, 'result.json'),
    `${JSON.stringify({ when: new Date().toISOString(), cars, pages, first: first.seconds, results }, null, 2)}\n`,
  );
} finally {
  await nginx.stop();
  await engine.stop();
  rmSync(root, { recursive: true, force: true });
}
process.exit();
