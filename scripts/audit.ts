import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveDealers } from './lib/dealerServer.ts';

// npm run audit [-- <slug>…]: Lighthouse (mobile profile) on the home, search, car and location
// pages of built dealers (default: the first two in dist/), through Debian's or Playwright's Chromium.
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
type Category = keyof typeof GOALS;
const CATEGORIES = Object.keys(GOALS) as Category[];

const dist = resolve(process.env.OUT_DIR ?? 'dist');
const port = Number(process.env.AUDIT_PORT ?? 4480);
const args = process.argv.slice(2);
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

const chromePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
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
const rows: { slug: string; kind: string; path: string; scores: Record<Category, number> }[] = [];
try {
  for (const slug of slugs) {
    for (const { kind, path } of pagesOf(slug)) {
      const url = `http://${slug}.localhost:${port}${path}`;
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
      rows.push({ slug, kind, path, scores });
      console.log(`${slug} ${kind}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}`);
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
  '| dealer | page | performance | accessibility | best practices | SEO |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows.map((r) => `| ${r.slug} | ${r.kind} \`${r.path}\` | ${CATEGORIES.map((c) => r.scores[c]).join(' | ')} |`),
].join('\n');
console.log(`\n${table}\n`);
mkdirSync('.data/audit', { recursive: true });
writeFileSync('.data/audit/latest.json', `${JSON.stringify({ when: new Date().toISOString(), rows }, null, 2)}\n`);
writeFileSync('.data/audit/latest.md', `${table}\n`);
const misses = rows.flatMap((r) =>
  CATEGORIES.filter((c) => r.scores[c] < GOALS[c]).map((c) => `${r.slug} ${r.kind}: ${c} ${r.scores[c]} < ${GOALS[c]}`),
);
for (const miss of misses) console.log(`✗ ${miss}`);
if (misses.length > 0) process.exitCode = 1;
process.exit();
