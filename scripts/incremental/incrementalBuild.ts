import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { currentDealer } from '../../src/config/currentDealer.ts';
import { buildClock } from '../../src/config/buildClock.ts';
import { sitemapXml } from '../../src/integrations/sitemapAndRobots.ts';
import { writeCompressedCopies } from '../precompress/precompress.ts';
import { COMPRESSED_SUFFIXES, isTextAsset } from '../precompress/rules.ts';
import { buildEnv } from '../../src/config/env/load.ts';
import { CAR_COUNT_FILE } from '../deploy/carCount.ts';
import { writeCarCount } from '../lib/buildCarCount.ts';
import { runPool } from '../lib/runPool.ts';
import { useSearchDiscoveries } from '../../src/components/search/searchDiscoveries.ts';
import type { ListedPages } from '../../src/integrations/warmRenderer/manifest.ts';
import { codeFingerprint, keepDiscoveries, lastBuildOf, listedPagesOf, loadRenderer } from './keptRenderer.ts';
import { pagesToRender, planPages, ROUTE_KIND_OF } from './pagePlan.ts';
import { readSnapshot } from './readSnapshot.ts';
import type { StockSnapshot } from './stockSnapshot.ts';
import { outFileOf, renderPathOf, sitemapNameOf, staleFiles } from './siteFiles.ts';

/** Pages rendered at once: the full build's `build.concurrency` (astro.config.mjs). */
const RENDER_CONCURRENCY = 4;

/** What an incremental build did, or why the dealer needs a whole build instead. */
export type IncrementalOutcome =
  | { kind: 'whole'; reason: string }
  | {
      kind: 'pages';
      pages: number;
      carsChanged: number;
      /** Why every page was rendered, or null. */
      everyPage: string | null;
      workDir: string;
      snapshot: StockSnapshot;
      /** The site's pages now, recorded beside the renderer once the site is live. */
      listed: ListedPages;
    };

/** Hard-links every file of the live site into a fresh staging folder (nothing is copied). */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else linkSync(source, target);
  }
}

/**
 * Makes `to` hold the files of `from` as a full build's copy would: new and resized files copied in
 * (a new link, never a write through the live site's), files gone from `from` removed. Files are
 * told apart by name and size: the stock photos it mirrors are named by car and photo.
 */
function mirrorFolder(from: string, to: string, copied: string[] = []): string[] {
  mkdirSync(to, { recursive: true });
  const wanted = new Set<string>();
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    wanted.add(entry.name);
    if (entry.isDirectory()) mirrorFolder(source, target, copied);
    else if (!existsSync(target) || statSync(target).size !== statSync(source).size) {
      replaceFile(target, readFileSync(source));
      copied.push(target);
    }
  }
  // The build's compressed copies sit beside the files they compress.
  const kept = (name: string) =>
    wanted.has(COMPRESSED_SUFFIXES.reduce((n, s) => (n.endsWith(s) ? n.slice(0, -s.length) : n), name));
  for (const name of readdirSync(to)) if (!kept(name)) rmSync(join(to, name), { recursive: true, force: true });
  return copied;
}

/** Writes a new file in place of a hard link: the live site's copy must never be written through. */
function replaceFile(path: string, body: Buffer | string): void {
  rmSync(path, { force: true });
  for (const suffix of COMPRESSED_SUFFIXES) rmSync(`${path}${suffix}`, { force: true });
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, body);
}

/** Removes a page's file and its compressed copies, then any folder that leaves empty. */
function removePage(siteDir: string, file: string): void {
  const path = join(siteDir, file);
  for (const suffix of ['', ...COMPRESSED_SUFFIXES]) rmSync(`${path}${suffix}`, { force: true });
  for (let dir = dirname(path); dir !== siteDir && existsSync(dir) && readdirSync(dir).length === 0; dir = dirname(dir))
    rmdirSync(dir);
}

/**
 * Renders only the pages the dealer's stock change touches, with the renderer kept from its last
 * full build, into a staging copy of the live site (hard links for the rest). The caller swaps the
 * staging folder in as a full build's. Needs the live site at `liveDir`.
 */
export async function incrementalBuild(liveDir: string): Promise<IncrementalOutcome> {
  const dealer = currentDealer();
  const { slug } = dealer.config;
  if (!existsSync(liveDir)) return { kind: 'whole', reason: 'no live site to start from' };
  const stock = await readSnapshot();
  const now = stock.snapshot;
  const plan = planPages(lastBuildOf(slug), now, codeFingerprint());
  if (plan.kind === 'whole') return plan;
  const listedBefore = listedPagesOf(slug);
  if (listedBefore === null) return { kind: 'whole', reason: 'no page list kept from the last build' };
  const renderer = plan.carsChanged === 0 ? null : await loadRenderer(slug);
  // Search pages carry their refinements (read from their paths as SearchPage.astro reads them).
  const pages = (renderer?.pages ?? []).map((page) =>
    ROUTE_KIND_OF[page.component] === 'listing'
      ? { ...page, refinements: stock.refinementsOf(renderPathOf(page.pathname, page.type)) }
      : page,
  );
  const chosen = renderer ? pagesToRender(plan, pages) : { pages: [] };
  if ('unknown' in chosen) return { kind: 'whole', reason: `no page rule for ${chosen.unknown}` };
  const workDir = resolve('.data/builds', slug);
  rmSync(workDir, { recursive: true, force: true });
  linkTree(liveDir, workDir);
  const { everyPage } = plan;
  if (renderer === null)
    return { kind: 'pages', pages: 0, carsChanged: 0, everyPage, workDir, snapshot: now, listed: listedBefore };
  for (const file of staleFiles(listedBefore, renderer.listed)) removePage(workDir, file);
  const written: string[] = [];
  // Pages wait on the search engine more than they compute: several render at once, as in a full build.
  const { discoveries } = renderer;
  const known = discoveries.byKey.size;
  useSearchDiscoveries(discoveries);
  try {
    await runPool(chosen.pages, RENDER_CONCURRENCY, async (page) => {
      const file = join(workDir, outFileOf(page.pathname, page.type));
      replaceFile(file, await renderer.render(page, dealer.config.origin));
      written.push(file);
    });
  } finally {
    useSearchDiscoveries(undefined);
  }
  // Pages it had to discover (new menus: every search page's settings) are replayed next time.
  if (discoveries.byKey.size > known) keepDiscoveries(slug, discoveries);
  // The sitemap lists every page, so cars coming and going change it (the full build's rule).
  const sitemap = join(workDir, 'sitemap.xml');
  const names = renderer.pages.filter((p) => p.type === 'page').map((p) => sitemapNameOf(p.pathname));
  replaceFile(sitemap, sitemapXml(dealer.config.origin, names, buildClock().toISOString().slice(0, 10)));
  written.push(sitemap);
  const photos = buildEnv().STOCK_PHOTOS_DIR;
  if (photos && existsSync(photos)) written.push(...mirrorFolder(photos, join(workDir, 'stock-photos')));
  const text = written.filter((file) => isTextAsset(file, statSync(file).size));
  await runPool(text, RENDER_CONCURRENCY, (file) => writeCompressedCopies(file));
  rmSync(join(workDir, CAR_COUNT_FILE), { force: true });
  await writeCarCount(workDir);
  const { carsChanged } = plan;
  const { listed } = renderer;
  return { kind: 'pages', pages: chosen.pages.length, carsChanged, everyPage, workDir, snapshot: now, listed };
}
