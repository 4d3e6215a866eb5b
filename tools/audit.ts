import { request } from 'node:http';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveDealers } from '../scripts/lib/dealerServer.ts';
import { buildEnv } from '../src/config/env/load.ts';
import { cliArgs } from '../scripts/lib/cli.ts';

// npm run audit [-- <slug>…]: Lighthouse (mobile profile) on the home, search, car and location
// pages of built dealers (default: the first two in dist/), through Debian's or Playwright's Chromium.
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
type Category = keyof typeof GOALS;
const CATEGORIES = Object.keys(GOALS) as Category[];

const env = buildEnv();
const dist = resolve(env.OUT_DIR);
const port = env.AUDIT_PORT;
const args = cliArgs('npm run audit -- [<slug>…]', { allowPositionals: true }).positionals;
const slugs =
  args.length > 0
    ? args
    : readdirSync(dist, { withFileTypes: true })
        .filter((e) => e.isDirectory() && !e.name.startsWith('_'))
        .map((e) => e.name)
        .sort()
        .slice(0, 2);

/** The first built page under a folder of the site (e.g. the first car page). */
function firstPageUnder(site: string, folder: string): string | null {
  const dir = join(site, folder);
  if (!existsSync(dir)) return null;
  // A car page, not a form page that shares the folder (/cars/trade-in/).
  const child = readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .find((e) => e.isDirectory() && e.name !== 'trade-in' && existsSync(join(dir, e.name, 'index.html')));
  return child ? `/${folder}/${child.name}/` : null;
}

function pagesOf(slug: string): { kind: string; path: string }[] {
  const site = join(dist, slug);
  const candidates = [
    { kind: 'home', path: '/' },
    {
      kind: 'search',
      path: existsSync(join(site, 'search/new-used-and-demo-cars')) ? '/search/new-used-and-demo-cars/' : null,
    },
    { kind: 'car', path: firstPageUnder(site, 'cars') },
    { kind: 'location', path: firstPageUnder(site, 'contact-us') },
  ];
  return candidates.filter((c): c is { kind: string; path: string } => c.path !== null);
}

const chromePath = env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const { server } = await serveDealers(dist, port);
const chrome = await launch({
  ...(chromePath ? { chromePath } : {}),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
/** Lab LCP goal of every audited page, with the camera-like photos through the image host. */
const LCP_GOAL_MS = 2000;
const rows: { slug: string; kind: string; path: string; scores: Record<Category, number>; lcpMs: number }[] = [];

/**
 * Asks the image host once for every photo a page names, as the browser would, so Lighthouse
 * measures a warm image host (a production host has the renditions cached) rather than first renders.
 */
async function warmImages(host: string, path: string): Promise<void> {
  const get = (target: string, accept: string) =>
    new Promise<string>((done, fail) => {
      const req = request(
        { host: '127.0.0.1', port, path: target, headers: { host, accept, 'accept-encoding': 'identity' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            done(Buffer.concat(chunks).toString('utf8'));
          });
        },
      );
      req.on('error', fail);
      req.end();
    });
  const html = await get(path, 'text/html');
  const urls = new Set(
    [...html.matchAll(/\s(?:src|srcset)="([^"]+)"/g)]
      .flatMap((m) => m[1]!.split(',').map((part) => part.trim().split(/\s+/)[0]!.replace(/&amp;/g, '&')))
      .filter((u) => u.startsWith('/img/')),
  );
  for (const accept of ['image/avif,image/webp,*/*', 'image/webp,*/*']) {
    await Promise.all([...urls].map((u) => get(u, accept)));
  }
}
try {
  for (const slug of slugs) {
    for (const { kind, path } of pagesOf(slug)) {
      const url = `http://${slug}.localhost:${port}${path}`;
      await warmImages(`${slug}.localhost:${port}`, path);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const categories = result?.lhr.categories ?? {};
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
      ) as Record<Category, number>;
      const lcpMs = Math.round(result?.lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
      rows.push({ slug, kind, path, scores, lcpMs });
      // A run Lighthouse could not finish scores 0: say why rather than leave a bare 0.
      const failure = result?.lhr.runtimeError;
      if (failure) console.log(`    Lighthouse could not measure ${path}: ${failure.code} ${failure.message}`);
      console.log(
        `${slug} ${kind}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}, LCP ${(lcpMs / 1000).toFixed(2)} s`,
      );
      for (const category of CATEGORIES.filter((c) => scores[c] < GOALS[c])) {
        for (const ref of categories[category]?.auditRefs ?? []) {
          const audit = result?.lhr.audits[ref.id];
          if (ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1) {
            console.log(`    ${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
          }
        }
      }
    }
  }
} finally {
  chrome.kill();
  server.close();
}

const table = [
  '| dealer | page | performance | accessibility | best practices | SEO | lab LCP |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.slug} | ${r.kind} \`${r.path}\` | ${CATEGORIES.map((c) => r.scores[c]).join(' | ')} | ${(r.lcpMs / 1000).toFixed(2)} s |`,
  ),
].join('\n');
console.log(`\n${table}\n`);
mkdirSync('.data/audit', { recursive: true });
writeFileSync('.data/audit/latest.json', `${JSON.stringify({ when: new Date().toISOString(), rows }, null, 2)}\n`);
writeFileSync('.data/audit/latest.md', `${table}\n`);
const misses = rows.flatMap((r) => [
  ...CATEGORIES.filter((c) => r.scores[c] < GOALS[c]).map(
    (c) => `${r.slug} ${r.kind}: ${c} ${r.scores[c]} < ${GOALS[c]}`,
  ),
  ...(r.lcpMs >= LCP_GOAL_MS ? [`${r.slug} ${r.kind}: lab LCP ${r.lcpMs} ms ≥ ${LCP_GOAL_MS} ms`] : []),
]);
for (const miss of misses) console.log(`✗ ${miss}`);
if (misses.length > 0) process.exitCode = 1;
process.exit();
