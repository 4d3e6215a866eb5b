import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { serveDealers } from './lib/dealerServer.ts';
import { buildEnv } from '../src/config/env/load.ts';
import { cliArgs, wholeNumber } from './lib/cli.ts';

/**
 * `npm run bench:car`: budgets of built car pages. For a sample of car pages of each built
 * dealer it measures the JavaScript a page loads (gzip), checks that the LCP element is the first
 * gallery photo prerendered with width and height, and that no image request at a 400 px wide
 * viewport is above 120 KB. Prints a table; exits 1 when a budget is broken.
 */
const JS_BUDGET = 80 * 1024;
const IMAGE_BUDGET = 120 * 1024;

const { values } = cliArgs('npm run bench:car -- [--dealer <slug>]… [--pages N] [--dist DIR]', {
  options: {
    dealer: { type: 'string', multiple: true },
    pages: { type: 'string', default: '5' },
    dist: { type: 'string', default: 'dist' },
  },
});
const distDir = resolve(values.dist);
const perDealer = wholeNumber('pages', values.pages, 1);

function carSlugs(dealer: string): string[] {
  const dir = join(distDir, dealer, 'cars');
  if (!existsSync(dir)) return [];
  const slugs = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'index.html')))
    .map((e) => e.name)
    .sort();
  const step = Math.max(1, Math.floor(slugs.length / perDealer));
  return slugs.filter((_, i) => i % step === 0).slice(0, perDealer);
}

interface PageResult {
  url: string;
  jsGzip: number;
  scripts: number;
  lcpOk: boolean;
  lcpWhat: string;
  largestImage: number;
}

async function measure(browser: Browser, url: string): Promise<PageResult> {
  const context = await browser.newContext({ viewport: { width: 400, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  let jsGzip = 0;
  let scripts = 0;
  let largestImage = 0;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'image') return;
    pending.push(
      response.body().then(
        (body) => {
          if (type === 'script') {
            scripts += 1;
            jsGzip += gzipSync(body, { level: 9 }).length;
          } else largestImage = Math.max(largestImage, body.length);
        },
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('[data-car-root][data-fresh="true"]').waitFor({ timeout: 10_000 });
  const lcp = await page.evaluate(
    () =>
      new Promise<{ tag: string; main: boolean; width: string | null; height: string | null }>((done) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          const element = entries.at(-1)?.element ?? null;
          done({
            tag: element?.tagName ?? 'none',
            main: element?.hasAttribute('data-gallery-main') ?? false,
            width: element?.getAttribute('width') ?? null,
            height: element?.getAttribute('height') ?? null,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await Promise.all(pending);
  await context.close();
  return {
    url,
    jsGzip,
    scripts,
    lcpOk: lcp.tag === 'IMG' && lcp.main && lcp.width !== null && lcp.height !== null,
    lcpWhat: `${lcp.tag}${lcp.main ? ' (first photo)' : ''} ${lcp.width ?? '?'}x${lcp.height ?? '?'}`,
    largestImage,
  };
}

const dealers =
  values.dealer ?? (existsSync(distDir) ? readdirSync(distDir).filter((d) => carSlugs(d).length > 0) : []);
if (dealers.length === 0) {
  console.error(`No built car pages in ${distDir}: run npm run build first.`);
  process.exit(1);
}
const { server } = await serveDealers(distDir, 0);
const port = (server.address() as AddressInfo).port;
const bundled = existsSync(chromium.executablePath());
const browser = await chromium.launch({
  ...(bundled ? {} : { executablePath: buildEnv().CHROMIUM_PATH }),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const results: PageResult[] = [];
for (const dealer of dealers) {
  for (const slug of carSlugs(dealer)) {
    results.push(await measure(browser, `http://${dealer}.localhost:${port}/cars/${slug}/`));
  }
}
await browser.close();
server.close();

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(['page', 'JS gzip', 'scripts', 'LCP element', 'largest image'].join('\t'));
for (const r of results) console.log([r.url, kb(r.jsGzip), r.scripts, r.lcpWhat, kb(r.largestImage)].join('\t'));
const worstJs = Math.max(...results.map((r) => r.jsGzip));
const worstImage = Math.max(...results.map((r) => r.largestImage));
const badLcp = results.filter((r) => !r.lcpOk);
console.log(
  `\n${results.length} car pages: JS gzip max ${kb(worstJs)} (budget ${kb(JS_BUDGET)}), largest image at 400 px ${kb(worstImage)} (budget ${kb(IMAGE_BUDGET)}), LCP first photo with width/height on ${results.length - badLcp.length}/${results.length}.`,
);
if (worstJs > JS_BUDGET || worstImage > IMAGE_BUDGET || badLcp.length > 0) {
  console.error('Budget broken.');
  process.exitCode = 1;
}
