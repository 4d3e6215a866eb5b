import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { budgetViolations, measureSite, measureSiteAgain, pageType } from '../../scripts/lib/pageBudgets.ts';

function site(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'budget-site-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
const gz = (text: string) => gzipSync(text, { level: 9 }).length;

describe('page types', () => {
  it.each([
    ['/', 'home'],
    ['/search/new-used-and-demo-cars/', 'search'],
    ['/search/toyota/rav4/', 'search'],
    ['/used-car/list/', 'search'],
    ['/cars/2021-toyota-rav4-gxl-u1/', 'car'],
    ['/cars/2021-toyota-rav4-gxl-u1/checkout/', 'form'],
    ['/cars/2021-toyota-rav4-gxl-u1/buy-online/', 'form'],
    ['/404.html', 'car'],
    ['/cars/trade-in/', 'form'],
    ['/enquiry/', 'form'],
    ['/enquiry/car/', 'form'],
    ['/enquiry/fleet/', 'form'],
    ['/book-test-drive/', 'form'],
    ['/finance/', 'form'],
    ['/finance-enquiry/', 'form'],
    ['/apply-for-finance/', 'form'],
    ['/car-finance/', 'form'],
    ['/careers/', 'form'],
    ['/trade-in/', 'form'],
    ['/sell-my-car/', 'form'],
    ['/success/', 'form'],
    ['/personalised/finance/', 'form'],
    ['/checkout-journey/', 'form'],
    ['/new-used-and-demo-cars/', 'search'],
    ['/service/', 'content'],
    ['/contact/', 'content'],
    ['/fleet/', 'content'],
    ['/enquiry-terms/', 'content'],
    ['/contact-us/brisbane/', 'content'],
  ])('%s is a %s page', (path, type) => {
    expect(pageType(path)).toBe(type);
  });
});

describe('measuring a built site', () => {
  const island = 'import{a}from"./shared.js";export default a;';
  const shared = 'export const a=1;';
  const lazy = 'export const pdf="big";';
  const root = site({
    'index.html':
      '<astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island><img src="/a.svg" width="10" height="10">',
    '_astro/Island.js': `${island}import("./Lazy.js");`,
    '_astro/client.js': 'import"./shared.js";',
    '_astro/shared.js': shared,
    '_astro/Lazy.js': lazy,
    'contact-us/brisbane/index.html':
      '<img src="/map.png" width="600"><script src="https://maps.example/api.js"></script>',
  });
  const pages = measureSite(root);
  const home = pages.find((p) => p.path === '/')!;
  const contact = pages.find((p) => p.path === '/contact-us/brisbane/')!;

  it('counts each statically imported module once and leaves lazy imports out', () => {
    expect(home.jsGzipBytes).toBe(gz(`${island}import("./Lazy.js");`) + gz('import"./shared.js";') + gz(shared));
    expect(budgetViolations(home)).toEqual([]);
  });

  it('reports unsized images and render-blocking third-party scripts', () => {
    expect(budgetViolations(contact)).toEqual([
      '/contact-us/brisbane/: image without width and height: /map.png',
      '/contact-us/brisbane/: render-blocking third-party request https://maps.example/api.js',
    ]);
  });

  it('flags JavaScript over the page type budget', () => {
    expect(budgetViolations({ ...contact, unsizedImages: [], blockingThirdParty: [], jsGzipBytes: 16_001 })).toEqual([
      '/contact-us/brisbane/: 16.0 KB of JavaScript (gzip), budget 16.0 KB for content pages',
    ]);
  });

  it('gives form pages 93 KB: a React lead form fits, more does not', () => {
    const form = { ...contact, path: '/enquiry/', type: 'form' as const, unsizedImages: [], blockingThirdParty: [] };
    expect(budgetViolations({ ...form, jsGzipBytes: 87_000 })).toEqual([]);
    expect(budgetViolations({ ...form, jsGzipBytes: 93_001 })).toEqual([
      '/enquiry/: 93.0 KB of JavaScript (gzip), budget 93.0 KB for form pages',
    ]);
  });
});

describe('a page the build precompressed', () => {
  const page = '<h1>Hobart Toyota</h1>'.repeat(30);

  it('takes its gzip size from a fresh .gz copy instead of compressing it again', () => {
    const root = site({ 'index.html': page, 'index.html.gz': 'seven b' });
    expect(measureSite(root)[0]!.htmlGzipBytes).toBe(7);
  });

  it('compresses the page itself when the copy is older than it', () => {
    const root = site({ 'index.html': page, 'index.html.gz': 'seven b' });
    const earlier = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'index.html.gz'), earlier, earlier);
    expect(measureSite(root)[0]!.htmlGzipBytes).toBe(gz(page));
  });
});

describe('measuring a site again', () => {
  it('reuses the figures of a page that is the same file and reads a page written since', () => {
    const root = site({ 'index.html': '<p>home</p>', 'b/index.html': '<p>b</p>' });
    const earlier = structuredClone(measureSiteAgain(root).measured);
    // Planted figures show which pages were read again.
    earlier['/']!.figures.htmlBytes = -1;
    earlier['/b/']!.figures.htmlBytes = -1;
    rmSync(join(root, 'b/index.html'));
    writeFileSync(join(root, 'b/index.html'), '<p>bb</p>');
    const again = measureSiteAgain(root, earlier);
    expect(Object.fromEntries(again.pages.map((p) => [p.path, p.htmlBytes]))).toEqual({ '/': -1, '/b/': 9 });
    expect(again.measured['/b/']!.figures.htmlBytes).toBe(9);
  });
});
