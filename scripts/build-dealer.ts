import { flushCompileCache } from 'node:module';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { publicLeadApiUrl, publicMapsKey } from '../src/config/publicLeadApi.ts';
import { cspDirectives } from '../src/config/contentSecurityPolicy.ts';
import { currentDealer } from '../src/config/currentDealer.ts';
import { MAKE_LOGO_FOLDER } from '../src/config/makeLogos.ts';
import { publicSearchConfig } from '../src/search/publicSearchConfig.ts';
import { BANNER_WIDTHS, bannerPath } from '../src/domain/banner.ts';
import { precompressTree, type PrecompressStats } from './precompress/precompress.ts';
import { COMPRESSED_SUFFIXES, PRECOMPRESS_CACHE_DIR } from './precompress/rules.ts';
import type { IncrementalResult } from './incremental/changedLine.ts';
import { secondsSince, type PhaseSeconds } from './lib/buildPhases.ts';
import { buildEnv, forgetBuildEnv } from '../src/config/env/load.ts';
import { dealerEnvironment } from './lib/workerRules.ts';
import { writeCarCount } from './lib/buildCarCount.ts';
import { replacedSitesRemoved, swapSite } from './lib/swapSite.ts';
import { incrementalBuild } from './incremental/incrementalBuild.ts';
import {
  adoptNextRenderer,
  codeFingerprint,
  nextRendererDir,
  rendererDir,
  writeSnapshot,
} from './incremental/keptRenderer.ts';
import { readSnapshot } from './incremental/readSnapshot.ts';
import { treeDifferences } from './incremental/treeDifferences.ts';

/**
 * Builds dealer sites, one per message from scripts/lib/buildChild.ts (the fleet build's worker
 * pool), each with its own DEALER_SLUG, SEARCH_HOST and SEARCH_TOKEN: the process stays up between
 * dealers, so Astro, Vite and the rendering libraries load once for several dealers. Each dealer
 * builds into a temporary folder, swapped in only on success, so a failed build leaves the last good
 * site in place.
 */
export interface DealerBuildResult {
  slug: string;
  pages: number;
  bytes: number;
  /** Seconds of this process per phase (the fleet build works out startup from its own clock). */
  phases: PhaseSeconds;
  precompressed: PrecompressStats;
  /** Set when only the pages a stock change touched were rendered (scripts/incremental/). */
  incremental?: IncrementalResult;
  /** Why a build asked to be incremental rendered the whole dealer. */
  wholeReason?: string;
  /** With verify: the files in which the incremental build differs from a whole one (none: equal). */
  differences?: string[];
}

function walk(dir: string): { pages: number; bytes: number } {
  let pages = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = walk(path);
      pages += inner.pages;
      bytes += inner.bytes;
    } else if (!COMPRESSED_SUFFIXES.some((suffix) => entry.name.endsWith(suffix))) {
      // The site as built: an incremental build's staging copy also holds the .gz and .br copies.
      bytes += statSync(path).size;
      if (entry.name.endsWith('.html')) pages += 1;
    }
  }
  return { pages, bytes };
}

async function buildDealer(outRoot: string): Promise<DealerBuildResult> {
  const dealer = currentDealer();
  const { slug } = dealer.config;
  const finalDir = join(outRoot, slug);
  // Inside the project: Astro puts its prerender chunks next to outDir only when outDir is under
  // the working directory, and otherwise in one shared folder that parallel builds would fight over.
  const workDir = resolve('.data/builds', slug);
  rmSync(workDir, { recursive: true, force: true });
  // The stock the pages are about to be rendered from, read first: a change made while they render
  // then shows in the next incremental build's plan instead of being missed.
  const { snapshot } = await readSnapshot();
  // The prerender bundle is kept for incremental builds (src/integrations/warmRenderer/).
  process.env.KEEP_RENDERER_DIR = nextRendererDir(slug);

  const astroStarted = performance.now();
  // Loaded here, not with the worker: an incremental build never needs Astro's build (Vite and all,
  // over a second of a fresh worker's start), only the kept renderer.
  const { build } = await import('astro');
  await build({
    root: resolve('.'),
    site: dealer.config.origin,
    outDir: workDir,
    cacheDir: resolve('node_modules/.astro/dealers', slug),
    vite: {
      cacheDir: resolve('node_modules/.vite/dealers', slug),
      logLevel: 'warn',
      // The dealer's image host, constants for pages and islands alike (src/domain/imageUrl.ts).
      define: {
        __PHOTO_TEMPLATE__: JSON.stringify(dealer.config.flags.vehicle.photoUrlTemplate),
        __PHOTO_ORIGIN__: JSON.stringify(dealer.config.origin),
      },
    },
    logLevel: 'warn',
    // Pages depend on search-engine data Astro cannot see, so its incremental cache must not reuse them.
    force: true,
    // Each page's Content-Security-Policy meta tag: Astro hashes the page's own scripts and styles;
    // the browser may talk only to this dealer's search engine and lead API.
    security: {
      csp: {
        directives: cspDirectives({
          searchHost: publicSearchConfig().host,
          leadApiUrl: publicLeadApiUrl(),
          mapsGeocoding: publicMapsKey() !== null,
        }),
      },
    },
  });

  const astro = secondsSince(astroStarted);
  const assetsStarted = performance.now();
  const makeLogos = join(dirname(dealer.dir), MAKE_LOGO_FOLDER);
  if (existsSync(makeLogos))
    cpSync(makeLogos, join(workDir, 'makes'), { recursive: true, filter: (f) => !f.endsWith('.md') });
  mkdirSync(join(workDir, 'brand'), { recursive: true });
  cpSync(join(dealer.dir, dealer.config.theme.logo), join(workDir, 'brand', dealer.config.theme.logo));
  const banner = dealer.config.theme.banner;
  if (banner) await writeBanner(join(dealer.dir, banner.image), workDir);
  const photos = buildEnv().STOCK_PHOTOS_DIR;
  if (photos && existsSync(photos)) cpSync(photos, join(workDir, 'stock-photos'), { recursive: true });

  const assets = secondsSince(assetsStarted);

  // Pages and bytes as built; then .gz and .br copies beside every text file for the origin.
  const size = walk(workDir);
  const precompressStarted = performance.now();
  const precompressed = await precompressTree(workDir, { cacheDir: resolve(PRECOMPRESS_CACHE_DIR) });
  const phases = { astro, assets, precompress: secondsSince(precompressStarted) };
  // The car count the report and the deploy's shrink guard read (.cars.json, never served).
  await writeCarCount(workDir);
  mkdirSync(outRoot, { recursive: true });
  swapSite(workDir, finalDir);
  adoptNextRenderer(slug, codeFingerprint(), snapshot);
  return { slug, ...size, phases, precompressed };
}

/**
 * Renders only the pages the stock change since the last build touched, with the renderer that
 * build kept; falls back to the whole dealer when the planner says why it cannot.
 */
async function buildDealerIncrementally(outRoot: string, verify: boolean): Promise<DealerBuildResult> {
  const { slug } = currentDealer().config;
  const finalDir = join(outRoot, slug);
  const started = performance.now();
  const outcome = await incrementalBuild(finalDir);
  if (outcome.kind === 'whole') return { ...(await buildDealer(outRoot)), wholeReason: outcome.reason };
  const astro = secondsSince(started);
  const size = walk(outcome.workDir);
  swapSite(outcome.workDir, finalDir);
  writeSnapshot(rendererDir(slug), outcome.snapshot, outcome.listed);
  const precompressed = { files: 0, cacheHits: 0, rawBytes: 0, gzipBytes: 0, brotliBytes: 0 };
  const result = {
    slug,
    ...size,
    phases: { astro, assets: 0, precompress: 0 },
    precompressed,
    incremental: { pages: outcome.pages, carsChanged: outcome.carsChanged, everyPage: outcome.everyPage },
  };
  if (!verify) return result;
  // The same dealer, clock and token, built whole beside it: every file must be the same bytes.
  const wholeRoot = resolve('.data/verify');
  await buildDealer(wholeRoot);
  const differences = treeDifferences(finalDir, join(wholeRoot, slug));
  if (differences.length > 0) {
    // The whole build is the right site (its renderer is the one kept now): it goes live instead.
    swapSite(join(wholeRoot, slug), finalDir);
  }
  return { ...result, differences };
}

/** The home banner in each of its widths as WebP (sharp), never wider than the source. */
async function writeBanner(source: string, site: string): Promise<void> {
  const sharp = await import('sharp');
  await Promise.all(
    BANNER_WIDTHS.map((width) =>
      sharp
        .default(source)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 72 })
        .toFile(join(site, bannerPath(width))),
    ),
  );
}

/** A build request from the pool: the dealer's own variables (DEALER_SLUG, SEARCH_TOKEN…). */
interface BuildRequest {
  env: Record<string, string>;
  /** Render only what the stock change touched, when the kept renderer and the plan allow. */
  incremental?: boolean;
  /** With incremental: compare the result with a whole build (build --verify). */
  verify?: boolean;
}

const startEnv = { ...process.env };
let cpuReported = 0;

/** Points the environment at the request's dealer; cached readings of the previous one are dropped. */
function useDealerEnvironment(env: Record<string, string>): void {
  const next = dealerEnvironment(startEnv, env);
  for (const key of Object.keys(process.env)) if (next[key] === undefined) Reflect.deleteProperty(process.env, key);
  for (const [key, value] of Object.entries(next)) if (value !== undefined) process.env[key] = value;
  forgetBuildEnv();
}

async function answer({ env, incremental, verify }: BuildRequest): Promise<void> {
  useDealerEnvironment(env);
  let reply: Record<string, unknown>;
  try {
    const outRoot = resolve(buildEnv().OUT_DIR);
    reply = {
      ok: true,
      ...(await (incremental ? buildDealerIncrementally(outRoot, verify === true) : buildDealer(outRoot))),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(message);
    reply = { ok: false, message };
  }
  // CPU since the previous answer: the first dealer of a worker also pays for starting it.
  const { maxRSS, userCPUTime, systemCPUTime } = process.resourceUsage();
  const cpu = (userCPUTime + systemCPUTime) / 1e6;
  const cpuSeconds = cpu - cpuReported;
  cpuReported = cpu;
  const rssMb = Math.round(process.memoryUsage.rss() / 1024 / 1024);
  // The pool ends idle workers with a signal, which would skip writing the compile cache.
  flushCompileCache();
  process.send?.({ ...reply, peakRssMb: Math.round(maxRSS / 1024), rssMb, cpuSeconds });
}

// One build at a time: the pool sends the next request only after this one's answer.
process.on('message', (request: BuildRequest) => void answer(request));
// Replaced sites are removed in the background: the worker finishes that before it ends.
const end = () => void replacedSitesRemoved().then(() => process.exit());
process.on('disconnect', end);
process.on('SIGTERM', end);
