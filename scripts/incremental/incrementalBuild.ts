import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { currentDealer } from '../../src/config/currentDealer.ts';
import { buildClock } from '../../src/config/buildClock.ts';
import { sitemapXml } from '../../src/integrations/sitemapAndRobots.ts';
import { writeCompressedCopies } from '../precompress/precompress.ts';
import { COMPRESSED_SUFFIXES, isTextAsset } from '../precompress/rules.ts';
import { buildEnv } from '../../src/config/env/load.ts';
import { CAR_COUNT_FILE } from '../deploy/carCount.ts';
import { writeCarCount } from '../lib/buildCarCount.ts';
import { codeFingerprint, lastBuildOf, loadRenderer } from './keptRenderer.ts';
import { pagesToRender, planPages, ROUTE_KIND_OF } from './pagePlan.ts';
import { readSnapshot } from './readSnapshot.ts';
import type { StockSnapshot } from './stockSnapshot.ts';
import { carFolderOf, outFileOf, renderPathOf, sitemapNameOf } from './siteFiles.ts';

/** What an incremental build did, or why the dealer needs a whole build instead. */
export type IncrementalOutcome =
  | { kind: 'whole'; reason: string }
  | { kind: 'pages'; pages: number; carsChanged: number; workDir: string; snapshot: StockSnapshot };

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
  if (renderer === null) return { kind: 'pages', pages: 0, carsChanged: 0, workDir, snapshot: now };
  for (const removed of plan.remove) rmSync(join(workDir, carFolderOf(removed)), { recursive: true, force: true });
  const written: string[] = [];
  for (const page of chosen.pages) {
    const file = join(workDir, outFileOf(page.pathname, page.type));
    replaceFile(file, await renderer.render(page, dealer.config.origin));
    written.push(file);
  }
  // The sitemap lists every page, so cars coming and going change it (the full build's rule).
  const sitemap = join(workDir, 'sitemap.xml');
  const names = renderer.pages.filter((p) => p.type === 'page').map((p) => sitemapNameOf(p.pathname));
  replaceFile(sitemap, sitemapXml(dealer.config.origin, names, buildClock().toISOString().slice(0, 10)));
  written.push(sitemap);
  const photos = buildEnv().STOCK_PHOTOS_DIR;
  if (photos && existsSync(photos)) written.push(...mirrorFolder(photos, join(workDir, 'stock-photos')));
  for (const file of written) if (isTextAsset(file, statSync(file).size)) await writeCompressedCopies(file);
  rmSync(join(workDir, CAR_COUNT_FILE), { force: true });
  await writeCarCount(workDir);
  return { kind: 'pages', pages: chosen.pages.length, carsChanged: plan.carsChanged, workDir, snapshot: now };
}
