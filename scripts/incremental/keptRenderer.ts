import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import type { InstantSearchServerState } from 'react-instantsearch';
import { SEARCH_DISCOVERIES_FILE, type SearchDiscoveries } from '../../src/components/search/searchDiscoveries.ts';
import {
  LISTED_PAGES,
  RENDERER_MANIFEST,
  type ListedPages,
  type RendererManifest,
} from '../../src/integrations/warmRenderer/manifest.ts';
import { fingerprintRoot } from '../lib/buildFingerprints.ts';
import type { LastBuild } from './pagePlan.ts';
import type { StockSnapshot } from './stockSnapshot.ts';
import { renderPathOf, type RouteType } from './siteFiles.ts';

/**
 * A dealer's kept renderer: the prerender bundle of its last good full build (kept by the
 * warm-renderer integration), the code fingerprint it was built from and the stock snapshot of the
 * site now live, beside the dealer's build records (FINGERPRINTS_DIR). A `node_modules` link next
 * to the renderers lets the bundles' imports resolve to the project's packages wherever that is.
 */
function renderersRoot(): string {
  const root = resolve(fingerprintRoot(), 'renderers');
  const modules = join(root, 'node_modules');
  if (!existsSync(modules)) {
    mkdirSync(root, { recursive: true });
    symlinkSync(resolve('node_modules'), modules, 'dir');
  }
  return root;
}
export const rendererDir = (slug: string) => join(renderersRoot(), slug);
export const nextRendererDir = (slug: string) => join(renderersRoot(), `${slug}.next`);
const CODE_FILE = 'code.txt';
const SNAPSHOT_FILE = 'snapshot.json';

/** The code every page is rendered with: the sources, the Astro config and the locked dependencies. */
export function codeFingerprint(root = resolve('.')): string {
  const hash = createHash('sha256');
  const add = (path: string) =>
    hash
      .update(`${relative(root, path)}\0`)
      .update(readFileSync(path))
      .update('\0');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else add(path);
    }
  };
  walk(join(root, 'src'));
  for (const file of ['astro.config.mjs', 'package-lock.json', 'scripts/build-dealer.ts']) add(join(root, file));
  return hash.digest('hex').slice(0, 32);
}

const readKept = (slug: string, file: string) => {
  const path = join(rendererDir(slug), file);
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
};

/** What the last good build left: its snapshot and its renderer's code (null where missing). */
export function lastBuildOf(slug: string): LastBuild {
  const snapshot = readKept(slug, SNAPSHOT_FILE);
  const code = existsSync(join(rendererDir(slug), RENDERER_MANIFEST)) ? readKept(slug, CODE_FILE) : null;
  return { code: code?.trim() ?? null, snapshot: snapshot ? (JSON.parse(snapshot) as StockSnapshot) : null };
}

/** The pages of the live site as its build listed them, or null when none were kept. */
export function listedPagesOf(slug: string): ListedPages | null {
  const listed = readKept(slug, LISTED_PAGES);
  return listed === null ? null : (JSON.parse(listed) as ListedPages);
}

/** Keeps the discoveries an incremental build added beside the renderer (written aside, then renamed in). */
export function keepDiscoveries(slug: string, discoveries: SearchDiscoveries): void {
  const file = join(rendererDir(slug), SEARCH_DISCOVERIES_FILE);
  writeFileSync(`${file}.next`, serialize(discoveries.byKey));
  renameSync(`${file}.next`, file);
}

/** Records the stock a live site was built from (and, after an incremental build, its pages). */
export function writeSnapshot(dir: string, snapshot: StockSnapshot, listed?: ListedPages): void {
  writeFileSync(join(dir, SNAPSHOT_FILE), JSON.stringify(snapshot));
  if (listed) writeFileSync(join(dir, LISTED_PAGES), JSON.stringify(listed));
}

/** After a full build's site went live: its freshly kept renderer becomes the dealer's renderer. */
export function adoptNextRenderer(slug: string, code: string, snapshot: StockSnapshot): void {
  const next = nextRendererDir(slug);
  if (!existsSync(join(next, RENDERER_MANIFEST))) return;
  writeFileSync(join(next, CODE_FILE), `${code}\n`);
  writeSnapshot(next, snapshot);
  rmSync(rendererDir(slug), { recursive: true, force: true });
  renameSync(next, rendererDir(slug));
}

interface RouteData {
  component: string;
  type: string;
}
interface App {
  setInternals(value: unknown): void;
  setOptions(value: unknown): void;
  render(request: Request, options: { routeData: RouteData }): Promise<Response>;
}

/** A page the kept renderer can render, with Astro's route for it. */
export interface RenderablePage {
  pathname: string;
  component: string;
  type: RouteType;
  route: RouteData;
}

/** The dealer's kept renderer, loaded: every page of the site now, and a way to render any of them. */
export interface LoadedRenderer {
  pages: RenderablePage[];
  /** Every path the routes list now, as the full build's renderer records them. */
  listed: ListedPages;
  /** The search pages' discoveries its builds recorded, to replay while rendering (and add to). */
  discoveries: SearchDiscoveries;
  render(page: RenderablePage, origin: string): Promise<Buffer>;
}

/** Imports the kept bundle and lists the site's pages (each route's getStaticPaths, against stock now). */
export async function loadRenderer(slug: string): Promise<LoadedRenderer> {
  const dir = rendererDir(slug);
  const manifest = JSON.parse(readFileSync(join(dir, RENDERER_MANIFEST), 'utf8')) as RendererManifest;
  const { app } = (await import(pathToFileURL(join(dir, 'bundle', manifest.entry)).href)) as { app: App };
  app.setInternals({ pagesByKeys: new Map(manifest.pages), entrySpecifierToBundleMap: new Map(manifest.bundleMap) });
  // Render-time warnings go to stderr like a build's; the logger wants a destination.
  const destination = { write: (line: { message?: string }) => (console.error(line.message ?? line), true) };
  app.setOptions({ settings: { scripts: manifest.scripts }, logger: { options: { destination } } });
  const { StaticPaths } = (await import('astro/runtime/prerender/static-paths.js')) as unknown as {
    StaticPaths: new (app: App) => { getAll(): Promise<{ pathname: string; route: RouteData }[]> };
  };
  const all = await new StaticPaths(app).getAll();
  const seen = new Set<string>();
  const pages: RenderablePage[] = [];
  for (const { pathname, route } of all) {
    // Astro renders the first route of a path (its conflict rule); so does this.
    const key = pathname.replace(/\/$/, '');
    if (seen.has(key) || (route.type !== 'page' && route.type !== 'endpoint')) continue;
    seen.add(key);
    pages.push({ pathname, component: route.component, type: route.type, route });
  }
  const recorded = join(dir, SEARCH_DISCOVERIES_FILE);
  const byKey: SearchDiscoveries['byKey'] = existsSync(recorded)
    ? (deserialize(readFileSync(recorded)) as SearchDiscoveries['byKey'])
    : new Map<string, InstantSearchServerState>();
  return {
    pages,
    listed: all.map(({ pathname, route }) => ({ pathname, type: route.type })),
    discoveries: { mode: 'replay', byKey },
    async render(page, origin) {
      const url = new URL(renderPathOf(page.pathname, page.type), origin);
      const response = await app.render(new Request(url), { routeData: page.route });
      // The 404 page renders with its status; a redirect or a failure would not be the full build's page.
      if (response.status >= 300 && response.status !== 404)
        throw new Error(`${page.pathname} rendered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
