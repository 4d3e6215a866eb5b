import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { loadDealer } from '../src/config/loadDealer.ts';
import { DEFAULT_INDEX_UID } from '../src/search/indexSettings.ts';
import { buildInChild } from './lib/buildChild.ts';
import { serveDealers } from './lib/dealerServer.ts';
import { dealerToken } from './lib/dealerToken.ts';
import { connectSearchEngine } from './lib/searchEngine.ts';
import { ensureSampleStock, STOCK_DIR } from './lib/seedStock.ts';
import { adminClient, ensureSigningKey } from './lib/stockIndex.ts';
import { BARE_PATH, bareClickToPaint, clickToPaint, writeBarePage } from './bench/bareSearchPage.ts';
import { buildEnv } from '../src/config/env/load.ts';
import { cliArgs, wholeNumber } from './lib/cli.ts';

/** Search page budgets: JS on a search page and filter click → results painted. */
// 131 KB as 131,000 bytes, the same reading as the site-wide budgets (scripts/lib/pageBudgets.ts).
const JS_BUDGET_BYTES = 131_000;
const CLICK_BUDGET_MS = 100;
const SEARCH_PATH = '/search/new-used-and-demo-cars/';

const { values } = cliArgs('npm run bench:search -- [--dealer=<slug>] [--runs N] [--skip-build]', {
  options: {
    dealer: { type: 'string', default: 'harbour-auto-group' },
    runs: { type: 'string', default: '15' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const slug = values.dealer;
const runs = wholeNumber('runs', values.runs, 3);
const outRoot = resolve('.data/bench/dist');
const baseRoot = resolve('.data/bench/dist-base');

const gz = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

function countSearchPages(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('index.html')).length;
}

/** Every JS file a page loads (scripts, island components and renderers, and their static imports), gzip-sized. */
function pageJs(siteDir: string, pagePath: string): { files: { file: string; gzip: number }[]; inline: number } {
  const html = readFileSync(join(siteDir, pagePath, 'index.html'), 'utf8');
  // Inline scripts that run; JSON data blocks (island props, structured data) are not JavaScript.
  const inline = [
    ...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g),
  ].reduce((sum, m) => sum + gz(m[1] ?? ''), 0);
  const queue = [
    ...html.matchAll(/(?:component-url|renderer-url|before-hydration-url|src|href)="(\/_astro\/[^"]+\.js)"/g),
  ].map((m) => join(siteDir, m[1]!));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*\(?\s*["'](\.\/[^"']+\.js)["']/g)) {
      queue.push(join(dirname(file), m[1]!));
    }
  }
  return {
    files: [...seen].map((file) => ({ file: file.slice(siteDir.length + 1), gzip: gz(readFileSync(file)) })),
    inline,
  };
}

async function measureClicks(port: number): Promise<{ ours: number[]; bare: number[] }> {
  const browser = await chromium.launch({
    ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://${slug}.localhost:${port}${SEARCH_PATH}`);
    await page.locator('astro-island[ssr]').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Show all makes' }).click();
    const links = page.locator('.make-list a[role="checkbox"]');
    const labels = (await links.locator('.facet-label').allInnerTexts()).slice(0, runs);
    const times: number[] = [];
    for (const label of labels) {
      // Click → the cards show the new results → the next frame is painted.
      const ms = await clickToPaint(
        page,
        { items: '.make-list a[role="checkbox"]', label: '.facet-label', grid: '.card-grid' },
        label,
      );
      times.push(ms);
      // Undo (a cached state), so each measured click is a first-time search.
      await links.filter({ has: page.locator('.facet-label', { hasText: new RegExp(`^${label}$`) }) }).click();
      await page.waitForURL((url) => !url.search.includes('make'));
    }
    // The same makes on the bare react-instantsearch page, same index and token, same browser.
    const bare = await bareClickToPaint(
      await browser.newPage({ viewport: { width: 1280, height: 900 } }),
      `http://${slug}.localhost:${port}${BARE_PATH}`,
      labels,
    );
    return { ours: times, bare };
  } finally {
    await browser.close();
  }
}

const load = loadDealer(resolve('dealers', slug), slug);
if (!load.ok) throw new Error(`dealer ${slug} is invalid`);
const { config } = load.dealer;
const engine = await connectSearchEngine();
try {
  const admin = adminClient(engine.host, engine.masterKey);
  if (!buildEnv().MEILI_HOST) await ensureSampleStock(admin, DEFAULT_INDEX_UID, { dealersRoot: resolve('dealers') });
  const signingKey = await ensureSigningKey(admin, DEFAULT_INDEX_UID);
  const env = {
    SEARCH_HOST: config.search.host ?? buildEnv().PUBLIC_MEILI_HOST ?? engine.host,
    SEARCH_TOKEN: await dealerToken(config, signingKey),
    SEARCH_INDEX: config.search.indexUid,
    STOCK_PHOTOS_DIR: `${STOCK_DIR}/photos`,
  };
  let perPage = 'not measured (--skip-build)';
  if (!values['skip-build']) {
    const full = await buildInChild(slug, { ...env, OUT_DIR: outRoot });
    const base = await buildInChild(slug, { ...env, OUT_DIR: baseRoot, SEARCH_MAKE_PAGES: '0' });
    if (!full.ok || !base.ok) throw new Error(`build failed: ${full.message || base.message}`);
    const extra = countSearchPages(join(outRoot, slug, 'search')) - countSearchPages(join(baseRoot, slug, 'search'));
    const added = (full.seconds - base.seconds) / Math.max(1, extra);
    perPage = `${(added * 1000).toFixed(0)} ms per make/model page (${extra} pages: ${full.seconds.toFixed(1)} s with, ${base.seconds.toFixed(1)} s without)`;
  }
  const siteDir = join(outRoot, slug);
  const js = pageJs(siteDir, SEARCH_PATH);
  const jsTotal = js.files.reduce((sum, f) => sum + f.gzip, 0) + js.inline;

  await writeBarePage(siteDir, { host: env.SEARCH_HOST, token: env.SEARCH_TOKEN, indexUid: env.SEARCH_INDEX });
  const port = buildEnv().PORT;
  const { server } = await serveDealers(outRoot, port);
  let times: number[];
  let bare: number[];
  try {
    ({ ours: times, bare } = await measureClicks(port));
  } finally {
    server.close();
  }
  const clickMedian = median(times);
  const bareMedian = median(bare);

  console.log(`\nSearch benchmark: ${slug}, ${SEARCH_PATH}`);
  for (const f of js.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${f.file.padEnd(44)} ${kib(f.gzip)}`);
  console.log(`  ${'inline scripts'.padEnd(44)} ${kib(js.inline)}`);
  const jsOk = jsTotal <= JS_BUDGET_BYTES;
  const clickOk = clickMedian <= CLICK_BUDGET_MS;
  console.log(
    `JS shipped (gzip):          ${kib(jsTotal)} (${jsTotal} B) — budget ${kib(JS_BUDGET_BYTES)} ${jsOk ? 'OK' : 'OVER'}`,
  );
  console.log(
    `Filter click → painted:     median ${clickMedian.toFixed(1)} ms over ${times.length} clicks (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)}) — budget ${CLICK_BUDGET_MS} ms ${clickOk ? 'OK' : 'OVER'}`,
  );
  const fasterOk = clickMedian < bareMedian;
  console.log(
    `Bare react-instantsearch:   median ${bareMedian.toFixed(1)} ms over ${bare.length} clicks (same index, token, makes): ours/bare ${(clickMedian / bareMedian).toFixed(2)} ${fasterOk ? 'OK' : 'SLOWER'}`,
  );
  console.log(`Build time per make/model:  ${perPage}`);
  if (!jsOk || !clickOk || !fasterOk) process.exitCode = 1;
} finally {
  await engine.stop();
}
process.exit();
