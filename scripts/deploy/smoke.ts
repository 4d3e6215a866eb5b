import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { originGet } from './originHttp.ts';
import { moduleImports, pageAssets, pageProblem } from './smokeRules.ts';

/** The most scripts and stylesheets one smoke check loads (a demo dealer's pages reach about 90). */
const MAX_ASSETS = 1000;

/** The first page folder under `<release>/<section>/` (a search page, a car page), if any. */
function firstPage(releaseDir: string, section: string): string | null {
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
 * following each script's imports. Returns the
 * problems found (empty when healthy).
 */
export async function smokeCheck(options: {
  originUrl: string;
  host: string;
  dealerName: string;
  releaseDir: string;
  releaseId: string;
}): Promise<string[]> {
  const { originUrl, host, dealerName, releaseDir } = options;
  const pages: { label: string; path: string | null; expectedStatus: number }[] = [
    { label: 'home', path: '/', expectedStatus: 200 },
    { label: 'search page', path: firstPage(releaseDir, 'search'), expectedStatus: 200 },
    { label: 'car page', path: firstPage(releaseDir, 'cars'), expectedStatus: 200 },
    { label: '404 page', path: `/smoke-check-${options.releaseId}-missing/`, expectedStatus: 404 },
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
      if (problem) problems.push(problem);
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
