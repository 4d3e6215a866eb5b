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
