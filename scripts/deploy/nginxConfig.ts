import {
  CACHE_RULES,
  cacheRuleFor,
  FINGERPRINTED,
  patternRegex,
  type CacheRule,
} from '../../src/integrations/cacheRules.ts';
import { SECURITY_HEADERS } from '../../src/integrations/securityHeaders.ts';

/** What the origin needs to know about one dealer. */
export interface OriginDealer {
  slug: string;
  name: string;
  /** The public origin from dealer.json, such as "https://www.hobarttoyota.com.au". */
  origin: string;
  /** The dealer's feed.maxRemovalPercent: a build listing fewer than (100 − it)% of the live cars is refused. */
  maxRemovalPercent: number;
}

export interface NginxOptions {
  /** Absolute folder holding releases/<slug>/current. */
  root: string;
  /** nginx `listen` value: "80", "127.0.0.1:8123". */
  listen: string;
  /** True when nginx has the brotli module (ngx_brotli): serve the .br files too. */
  brotli: boolean;
  /**
   * Where `/img/` is passed on to (the image service, such as "http://127.0.0.1:4321", which picks
   * the dealer by Host): for sites whose photos live on the origin's own image host. Unset: none.
   */
  imageService?: string | undefined;
  /** https at the origin: each dealer server also listens here with this certificate. Unset: http only. */
  tls?: { listen: string; cert: string; key: string } | undefined;
}

/** The host names one dealer's server block answers to: its public host and `<slug>.localhost`. */
export function hostNames(dealer: OriginDealer): string[] {
  return [...new Set([new URL(dealer.origin).hostname, `${dealer.slug}.localhost`])];
}

/** The add_header lines of one location: nginx drops inherited add_headers once a block has its own. */
function headerLines(cacheControl: string | undefined, indent: string): string[] {
  const all = cacheControl ? [...SECURITY_HEADERS, ['Cache-Control', cacheControl] as const] : SECURITY_HEADERS;
  return all.map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);
}

/** One regex location for the rule's path patterns (the `_astro/` prefix gets a faster prefix match). */
function ruleLocation(rule: CacheRule): string[] {
  const head =
    rule === FINGERPRINTED
      ? 'location ^~ /_astro/ {'
      : `location ~ "^(?:${rule.paths.map((p) => patternRegex(p).slice(1, -1)).join('|')})$" {`;
  return [
    `  # Cache: ${rule.name}`,
    `  ${head}`,
    ...headerLines(rule.cacheControl, '    '),
    '    try_files $uri $uri/ =404;',
    '  }',
  ];
}

/** The image service's location: it picks the dealer by `<slug>.localhost`, and its headers give way to ours. */
function imageLocation(dealer: OriginDealer, imageService: string): string[] {
  return [
    '  # Photos at their widths: the image service answers /img/ (it sends its own caching). It knows the',
    '  # dealer by <slug>.localhost, not by the public host; the security headers are sent once, from here.',
    '  location ^~ /img/ {',
    `    proxy_pass ${imageService.replace(/\/+$/, '')};`,
    `    proxy_set_header Host ${dealer.slug}.localhost;`,
    '    proxy_set_header X-Forwarded-Host $host;',
    ...SECURITY_HEADERS.map(([name]) => `    proxy_hide_header ${name};`),
    '  }',
  ];
}

/** One dealer's server block: host names, its `current` release, 404 page, headers, precompression. */
export function serverBlock(dealer: OriginDealer, options: NginxOptions): string {
  const { tls } = options;
  const brotli = options.brotli
    ? ['  brotli_static on;']
    : ['  # No brotli module in this nginx: the .br files are ignored and gzip_static serves .gz.'];
  return [
    `# ${dealer.name}`,
    'server {',
    `  listen ${options.listen};`,
    ...(tls
      ? [`  listen ${tls.listen} ssl;`, `  ssl_certificate ${tls.cert};`, `  ssl_certificate_key ${tls.key};`]
      : []),
    ...(tls ? ['  ssl_protocols TLSv1.2 TLSv1.3;'] : []),
    `  server_name ${hostNames(dealer).join(' ')};`,
    `  root ${options.root}/releases/${dealer.slug}/current;`,
    '  index index.html;',
    '  absolute_redirect off;',
    '  server_tokens off;',
    '  gzip_static on;',
    '  gzip_vary on;',
    ...brotli,
    '  error_page 404 /404.html;',
    ...headerLines(undefined, '  '),
    '  # Release bookkeeping (.release.json, .cars.json) and other dot files are never served, in any',
    '  # location: a server-level check runs before location matching, which a ^~ prefix would skip.',
    '  if ($uri ~ "/\\.") {',
    '    return 404;',
    '  }',
    // The public vehicle feed is CSV, which many mime.types (Debian's) lack: it would go out as a download.
    '  location = /feeds/vehicles.csv {',
    '    types { }',
    '    default_type "text/csv; charset=utf-8";',
    ...headerLines(cacheRuleFor('/feeds/vehicles.csv')?.cacheControl, '    '),
    '    try_files $uri =404;',
    '  }',
    ...CACHE_RULES.flatMap(ruleLocation),
    ...(options.imageService ? imageLocation(dealer, options.imageService) : []),
    '  location / {',
    '    try_files $uri $uri/ =404;',
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Every dealer's server block plus a default server that answers unknown hosts with 404. */
export function nginxSitesConfig(dealers: readonly OriginDealer[], options: NginxOptions): string {
  return [
    '# Generated by `npm run deploy` from dealers/*/dealer.json, src/integrations/securityHeaders.ts and',
    '# src/integrations/cacheRules.ts. Do not edit: include it in the http block of nginx.conf.',
    '',
    'server {',
    `  listen ${options.listen} default_server;`,
    '  server_name _;',
    '  return 404;',
    '}',
    '',
    ...[...dealers].sort((a, b) => a.slug.localeCompare(b.slug)).map((d) => serverBlock(d, options)),
  ].join('\n');
}
