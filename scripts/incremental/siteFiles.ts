/**
 * Where a rendered page goes and the URL it is rendered at: the same rules as Astro's static build
 * with `build.format: 'directory'` and `trailingSlash: 'ignore'` (astro.config.mjs), so a page
 * rendered alone is the same bytes as in a full build. Pure.
 */
export type RouteType = 'page' | 'endpoint';

/** The URL path a page is rendered at (a page's `Astro.url` carries its trailing slash). */
export function renderPathOf(pathname: string, type: RouteType): string {
  if (pathname === '/' || pathname === '') return '/';
  if (type === 'endpoint') return pathname;
  return `${pathname.replace(/\/$/, '')}/`;
}

/** The file under the site folder a page is written to. */
export function outFileOf(pathname: string, type: RouteType): string {
  const path = pathname.replace(/^\/+/, '').replace(/\/$/, '');
  if (type === 'endpoint') return path;
  if (path === '') return 'index.html';
  if (path === '404') return '404.html';
  return `${path}/index.html`;
}

/** The sitemap's name for a page (Astro's page names under the directory format). */
export const sitemapNameOf = (pathname: string) => pathname.replace(/\/?$/, '/').replace(/^\//, '');

/** A page as a route lists it: its path and its route's type (Astro's redirects and fallbacks write no page). */
export interface ListedPage {
  pathname: string;
  type: string;
}
const written = (page: ListedPage): page is ListedPage & { type: RouteType } =>
  page.type === 'page' || page.type === 'endpoint';

/**
 * The files of pages the last build listed that the stock no longer makes: a car's pages when it
 * leaves or its slug changes, a model's search pages when its last car goes.
 */
export function staleFiles(before: readonly ListedPage[], now: readonly ListedPage[]): string[] {
  const kept = new Set(now.filter(written).map((page) => outFileOf(page.pathname, page.type)));
  const stale = before.filter(written).map((page) => outFileOf(page.pathname, page.type));
  return [...new Set(stale.filter((file) => !kept.has(file)))].sort();
}
