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

/** Every file of a car's pages lives under this folder of the site. */
export const carFolderOf = (slug: string) => `cars/${slug}`;
