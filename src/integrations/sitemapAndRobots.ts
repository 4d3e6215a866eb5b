import { buildClock } from '../config/buildClock.ts';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { escapeMarkup } from '../domain/escape.ts';

/** Not in the sitemap: files (feeds), the 404, flow endpoints and private steps. */
const NOT_INDEXED = [
  /\.\w+$/,
  /^404\/?$/,
  /^success\/?$/,
  /^sign-in\/?$/,
  /\/(checkout|buy-online)\/?$/,
  /^watchlist\/?$/,
];

/** The sitemap.xml body: every indexable prerendered page with the build date as lastmod. */
export function sitemapXml(origin: string, pathnames: string[], lastmod: string): string {
  const urls = pathnames
    .filter((p) => !NOT_INDEXED.some((rule) => rule.test(p)))
    .map((p) => new URL(p === '' ? '/' : `/${p.replace(/^\//, '')}`, origin).href)
    .sort();
  const entries = urls.map((loc) => `<url><loc>${escapeMarkup(loc)}</loc><lastmod>${lastmod}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything crawlable except private steps, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /sign-in\nDisallow: /success\nDisallow: /cars/*/checkout\nDisallow: /cars/*/buy-online\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}

/**
 * Writes sitemap.xml (one file, with lastmod) and robots.txt for the dealer's origin after each build.
 * Hand-written because @astrojs/sitemap always splits into sitemap-index.xml + sitemap-N.xml files.
 */
export function sitemapAndRobots(): AstroIntegration {
  let origin = '';
  return {
    name: 'dealer-sitemap-and-robots',
    hooks: {
      'astro:config:done': ({ config }) => {
        origin = config.site ?? '';
      },
      'astro:build:done': ({ dir, pages, logger }) => {
        if (!origin) {
          logger.warn('No site origin set: sitemap.xml and robots.txt skipped.');
          return;
        }
        const outDir = fileURLToPath(dir);
        const lastmod = buildClock().toISOString().slice(0, 10);
        writeFileSync(
          `${outDir}/sitemap.xml`,
          sitemapXml(
            origin,
            pages.map((p) => p.pathname),
            lastmod,
          ),
        );
        writeFileSync(`${outDir}/robots.txt`, robotsTxt(origin));
      },
    },
  };
}
