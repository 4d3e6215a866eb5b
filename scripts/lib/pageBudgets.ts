import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgetKind, type BudgetKind } from '../../src/domain/pageKinds.ts';

/**
 * Page types with their own JavaScript budget (content 16 KB, car 80 KB, search 131 KB), by the one
 * page-kind rule of src/domain/pageKinds.ts; form pages carry a React lead form up front (93 KB: React
 * DOM is 65 KB of it; the form's schema with a human message on every check and its one-submission
 * key took it past the first 90 KB, and a two-step form's return to the step holding a server's
 * error past 92 KB). The search page gained its compare tray's trigger (the tray itself loads once a
 * car is ticked), which took it 0.3 KB past 130 KB. The watchlist, a content page, lists its cars'
 * comparison rows, whose odometer rule took it 0.1 KB past 15 KB.
 */
export type PageType = BudgetKind;

/** Budgets in bytes (gzip): JavaScript per page type, and the HTML document itself. */
export const BUDGETS = {
  js: { home: 80_000, search: 131_000, car: 80_000, form: 93_000, content: 16_000 } satisfies Record<PageType, number>,
  htmlGzip: 60_000,
};

export interface PageFigures {
  /** URL path of the page, e.g. '/cars/2021-toyota-rav4-gxl-u123/'. */
  path: string;
  type: PageType;
  htmlBytes: number;
  htmlGzipBytes: number;
  /** Gzip bytes of every script the page loads up front (static imports followed, lazy imports not). */
  jsGzipBytes: number;
  /** src of each <img> missing a width or height attribute. */
  unsizedImages: string[];
  /** Third-party scripts and stylesheets that block rendering. */
  blockingThirdParty: string[];
}

/** Classifies a page by its URL path (the page-kind rule, folded into the budget kinds). */
export const pageType = (path: string): PageType => budgetKind(path);

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
/** A page's gzip size: its `.gz` copy when the build wrote a fresh one (also level 9), else gzip it now. */
function pageGzipSize(file: string, html: string): number {
  try {
    const copy = statSync(`${file}.gz`);
    if (copy.mtimeMs >= statSync(file).mtimeMs) return copy.size;
  } catch {
    // No copy beside the page: measure it here.
  }
  return gzipSize(html);
}
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** Every local module script a page references: script src, island component and renderer URLs, preloads. */
export function entryScripts(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:src|href|component-url|renderer-url)="(\/[^"]+\.m?js)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/(?:import\s*|from\s*)["'](\/[^"']+\.m?js)["']/g)) found.add(match[1]!);
  return [...found];
}

/** Static imports of a built module (minified or not); `import()` is lazy and deliberately excluded. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.m?js)["']/g)].map((m) => m[1]!);
}

/** Gzip bytes of the module graph reachable by static imports from the entries, each file counted once. */
export function scriptGraphBytes(siteRoot: string, entries: string[], cache = new Map<string, number>()): number {
  const seen = new Set<string>();
  const queue = [...entries];
  let total = 0;
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(siteRoot, url));
    if (!cache.has(url)) cache.set(url, gzipSize(code));
    total += cache.get(url)!;
    for (const spec of staticImports(code.toString('utf8'))) {
      queue.push(spec.startsWith('/') ? spec : posix.join(posix.dirname(url), spec));
    }
  }
  return total;
}

function blockingThirdParty(html: string): string[] {
  const blocking: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    const deferred = /\s(async|defer)\b/i.test(tag) || attr(tag, 'type') === 'module';
    if (src && /^(https?:)?\/\//.test(src) && !deferred) blocking.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attr(tag, 'href');
    if (attr(tag, 'rel') === 'stylesheet' && href && /^(https?:)?\/\//.test(href)) blocking.push(href);
  }
  return blocking;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_astro' || entry.name === '_report' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** URL path a built file answers: dir/index.html → '/dir/', other.html → '/other.html'. */
export function urlPath(siteRoot: string, file: string): string {
  const rel = relative(siteRoot, file).split(sep).join('/');
  if (rel === 'index.html') return '/';
  return rel.endsWith('/index.html') ? `/${rel.slice(0, -'index.html'.length)}` : `/${rel}`;
}

/**
 * Pages measured before, by URL path: the page file's identity then (inode, size, modified time)
 * and its figures. An incremental build hard-links every page it did not render, so those files are
 * the same ones and their figures are reused instead of reading the page and its scripts again.
 */
export type MeasuredPages = Record<string, { file: string; figures: PageFigures }>;

const identity = (file: string) => {
  const { ino, size, mtimeMs } = statSync(file);
  return `${ino}:${size}:${mtimeMs}`;
};

/** The figures of every page in one built dealer site, and what to keep for measuring it again. */
export function measureSiteAgain(
  siteRoot: string,
  earlier: MeasuredPages = {},
): { pages: PageFigures[]; measured: MeasuredPages } {
  const scriptBytes = new Map<string, number>();
  // Pages of one kind load the same scripts: their graph is summed once.
  const graphBytes = new Map<string, number>();
  const measured: MeasuredPages = {};
  const pages = htmlFiles(siteRoot).map((file) => {
    const path = urlPath(siteRoot, file);
    const id = identity(file);
    const known = earlier[path];
    if (known?.file === id) return (measured[path] = known).figures;
    const html = readFileSync(file, 'utf8');
    const images = [...html.matchAll(/<img\b[^>]*>/gi)].map(([tag]) => tag);
    const entries = entryScripts(html).sort();
    const key = entries.join('\n');
    if (!graphBytes.has(key)) graphBytes.set(key, scriptGraphBytes(siteRoot, entries, scriptBytes));
    const figures: PageFigures = {
      path,
      type: pageType(path),
      htmlBytes: Buffer.byteLength(html),
      htmlGzipBytes: pageGzipSize(file, html),
      jsGzipBytes: graphBytes.get(key)!,
      unsizedImages: images.filter((t) => !attr(t, 'width') || !attr(t, 'height')).map((t) => attr(t, 'src') ?? t),
      blockingThirdParty: blockingThirdParty(html),
    };
    measured[path] = { file: id, figures };
    return figures;
  });
  return { pages, measured };
}

/** The figures of every page in one built dealer site. */
export const measureSite = (siteRoot: string): PageFigures[] => measureSiteAgain(siteRoot).pages;

/** One line per broken budget; empty when the page is within every budget. */
export function budgetViolations(page: PageFigures): string[] {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const problems: string[] = [];
  const jsBudget = BUDGETS.js[page.type];
  if (page.jsGzipBytes > jsBudget) {
    problems.push(
      `${page.path}: ${kb(page.jsGzipBytes)} of JavaScript (gzip), budget ${kb(jsBudget)} for ${page.type} pages`,
    );
  }
  if (page.htmlGzipBytes > BUDGETS.htmlGzip) {
    problems.push(`${page.path}: HTML is ${kb(page.htmlGzipBytes)} gzip, budget ${kb(BUDGETS.htmlGzip)}`);
  }
  for (const src of page.unsizedImages) problems.push(`${page.path}: image without width and height: ${src}`);
  for (const url of page.blockingThirdParty) problems.push(`${page.path}: render-blocking third-party request ${url}`);
  return problems;
}

/** Largest figure per page type, for the report and docs/measurements.md. */
export function summariseByType(pages: PageFigures[]) {
  const summary: Partial<Record<PageType, { pages: number; maxJsGzip: number; maxHtmlGzip: number }>> = {};
  for (const page of pages) {
    const entry = (summary[page.type] ??= { pages: 0, maxJsGzip: 0, maxHtmlGzip: 0 });
    entry.pages += 1;
    entry.maxJsGzip = Math.max(entry.maxJsGzip, page.jsGzipBytes);
    entry.maxHtmlGzip = Math.max(entry.maxHtmlGzip, page.htmlGzipBytes);
  }
  return summary;
}
