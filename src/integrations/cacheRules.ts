/**
 * Cache rules for every hosting target, from one list: the nginx origin config
 * (scripts/deploy/nginxConfig.ts) and the `_headers` file of Netlify / Cloudflare Pages
 * (src/integrations/securityHeaders.ts) are both generated from it.
 *
 * The path patterns are disjoint on purpose: both Netlify and Cloudflare Pages apply every rule that
 * matches a path and join repeated headers, so one path must never match two rules.
 */
export interface CacheRule {
  /** What the rule covers, for comments and docs/operations/deploy.md. */
  name: string;
  /** `_headers` path patterns: `*` matches any run of characters (a splat). */
  paths: readonly string[];
  cacheControl: string;
}

/** Fingerprinted assets: the file name changes with the content, so caches may keep them a year. */
export const FINGERPRINTED: CacheRule = {
  name: 'fingerprinted assets',
  paths: ['/_astro/*'],
  cacheControl: 'public, max-age=31536000, immutable',
};

/**
 * Documents that keep their URL across releases (HTML pages, the 404, sitemap, feeds, robots.txt):
 * browsers always revalidate (max-age=0), the CDN may serve a copy for 5 minutes (s-maxage=300)
 * so a burst of shoppers costs the origin one request per edge, and a deploy is visible everywhere
 * within 5 minutes even when the purge hook fails.
 */
export const REVALIDATED: CacheRule = {
  name: 'HTML, sitemap, feeds and robots.txt',
  paths: ['/', '/*/', '/*.html', '/sitemap.xml', '/robots.txt', '/feeds/*'],
  cacheControl: 'public, max-age=0, s-maxage=300, must-revalidate',
};

export const CACHE_RULES: readonly CacheRule[] = [FINGERPRINTED, REVALIDATED];

/** An anchored regular expression (nginx and JavaScript syntax) for one `_headers` path pattern. */
export function patternRegex(pattern: string): string {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return `^${escaped}$`;
}

/** The rule whose patterns match a request path, if any. */
export function cacheRuleFor(path: string, rules: readonly CacheRule[] = CACHE_RULES): CacheRule | undefined {
  return rules.find((rule) => rule.paths.some((p) => new RegExp(patternRegex(p)).test(path)));
}
