/** Pure parts of the post-switch smoke check: which URLs a page needs, and what counts as healthy. */

/** Same-origin script, island module and stylesheet URLs a page references (absolute paths), once each. */
export function pageAssets(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag);
    if (!isScript && !/\brel=["']?(?:stylesheet|modulepreload)\b/i.test(tag)) continue;
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (url && url.startsWith('/') && !url.startsWith('//')) urls.add(url.replace(/&amp;/g, '&'));
  }
  // Islands load their component and renderer modules by these attributes, not by a script tag.
  for (const match of html.matchAll(/\b(?:component|renderer)-url=["']([^"']+)["']/gi)) {
    const url = match[1]!;
    if (url.startsWith('/') && !url.startsWith('//')) urls.add(url.replace(/&amp;/g, '&'));
  }
  return [...urls];
}

/** A relative or root module specifier ending in .js or .mjs (bare package names never reach a built site). */
const MODULE_SPEC = String.raw`(?:\.{1,2}\/|\/)[\w./@~+-]+\.m?js`;
const STATIC_IMPORT = new RegExp(
  String.raw`\b(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["'](${MODULE_SPEC})["']`,
  'g',
);
const DYNAMIC_IMPORT = new RegExp(String.raw`\bimport\(\s*["'\x60](${MODULE_SPEC})["'\x60]\s*\)`, 'g');

/**
 * The modules a script imports (static imports, re-exports and literal dynamic imports), as
 * absolute paths resolved against the script's own path, once each: the chunks a page needs only
 * when its island or a click loads them.
 */
export function moduleImports(js: string, modulePath: string): string[] {
  const urls = new Set<string>();
  for (const pattern of [STATIC_IMPORT, DYNAMIC_IMPORT]) {
    for (const match of js.matchAll(pattern)) {
      urls.add(new URL(match[1]!, `http://origin${modulePath}`).pathname);
    }
  }
  return [...urls];
}

export interface PageResult {
  label: string;
  path: string;
  status: number;
  expectedStatus: number;
  body: string;
}

/** The first problem with one fetched page, or null. */
export function pageProblem(page: PageResult, dealerName: string): string | null {
  if (page.status !== page.expectedStatus) {
    return `${page.label} ${page.path} answered ${page.status}, expected ${page.expectedStatus}`;
  }
  const escaped = dealerName.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
  if (!page.body.includes(dealerName) && !page.body.includes(escaped)) {
    return `${page.label} ${page.path} does not name "${dealerName}"`;
  }
  return null;
}
