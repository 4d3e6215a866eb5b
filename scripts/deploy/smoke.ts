import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { originGet } from './originHttp.ts';
import { DEFAULT_SEARCH_PATH } from '../../src/domain/siteLinks.ts';
import { countProblem } from './carCount.ts';
import { moduleImports, pageAssets, pageProblem } from './smokeRules.ts';

/** The most scripts and stylesheets one smoke check loads (a demo dealer's pages reach about 90). */
const MAX_ASSETS = 1000;

/** The all-stock search page when the release has it, else the first page folder under `<release>/<section>/`. */
function firstPage(releaseDir: string, section: string): string | null {
  if (section === 'search' && existsSync(join(releaseDir, DEFAULT_SEARCH_PATH, 'index.html')))
    return DEFAULT_SEARCH_PATH;
  const dir = join(releaseDir, section);
  if (!existsSync(dir)) return null;
  const name = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'index.html')))
    .map((e) => e.name)
    .sort()[0];
  return name ? `/${section}/${name}/` : null;
}

/**
 * Fetches the home page, a search page, a car page and the 404 page of the live release through the
 * origin with the dealer's Host header, and every script and stylesheet they name,
 * following each script's imports. With `shownCars` (the release's recorded count), the home and
 * search pages must show that many vehicles. Returns the problems found (empty when healthy).
 */
export async function smokeCheck(options: {
  originUrl: string;
  host: string;
  dealerName: string;
  releaseDir: string;
  releaseId: string;
  shownCars?: number | null | undefined;
}): Promise<string[]> {
  const { originUrl, host, dealerName, releaseDir } = options;
  // Only the all-stock search page shows the whole count; a dealer without it has a filtered first page.
  const searchPage = firstPage(releaseDir, 'search');
  const pages: { label: string; path: string | null; expectedStatus: number; showsCount: boolean }[] = [
    { label: 'home', path: '/', expectedStatus: 200, showsCount: true },
    { label: 'search page', path: searchPage, expectedStatus: 200, showsCount: searchPage === DEFAULT_SEARCH_PATH },
    { label: 'car page', path: firstPage(releaseDir, 'cars'), expectedStatus: 200, showsCount: false },
    { label: '404 page', path: `/smoke-check-${options.releaseId}-missing/`, expectedStatus: 404, showsCount: false },
  ];
  const problems: string[] = [];
  const assets = new Set<string>();
  for (const page of pages) {
    if (page.path === null) {
      problems.push(`the release has no ${page.label}`);
      continue;
    }
    try {
      const res = await originGet(originUrl, host, page.path);
      const body = res.body.toString('utf8');
      const problem = pageProblem({ ...page, path: page.path, status: res.status, body }, dealerName);
      const recorded = options.shownCars ?? null;
      const miscounted =
        recorded !== null && page.showsCount ? countProblem(page.label, page.path, body, recorded) : null;
      if (problem) problems.push(problem);
      else if (miscounted) problems.push(miscounted);
      else for (const asset of pageAssets(body)) assets.add(asset);
    } catch (error) {
      problems.push(`${page.label} ${page.path}: ${(error as Error).message}`);
    }
  }
  // Breadth first through the module graph: each script's imports (the chunks islands and clicks
  // load later) must load too. Bounded, so a pathological graph cannot stall a deploy.
  const queue = [...assets];
  for (let i = 0; i < queue.length && i < MAX_ASSETS; i += 1) {
    const asset = queue[i]!;
    try {
      const res = await originGet(originUrl, host, asset);
      if (res.status !== 200) {
        problems.push(`asset ${asset} answered ${res.status}`);
        continue;
      }
      if (!/\.m?js$/.test(asset)) continue;
      for (const imported of moduleImports(res.body.toString('utf8'), asset)) {
        if (!assets.has(imported)) {
          assets.add(imported);
          queue.push(imported);
        }
      }
    } catch (error) {
      problems.push(`asset ${asset}: ${(error as Error).message}`);
    }
  }
  return problems;
}
