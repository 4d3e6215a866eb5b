import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { CACHE_RULES, type CacheRule } from './cacheRules.ts';

/**
 * Response headers every dealer site gets from its host. They only restrict what a meta tag cannot
 * (framing, transport, features); the page's script/connect policy is Astro's CSP meta tag, and a
 * second copy here would have to be computed per dealer to stay in step with it.
 */
export const SECURITY_HEADERS: readonly (readonly [name: string, value: string])[] = [
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['Content-Security-Policy', "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"],
  ['X-Frame-Options', 'DENY'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/**
 * The `_headers` file of Netlify and Cloudflare Pages: every path gets the security headers, and the
 * paths of each cache rule (src/integrations/cacheRules.ts) its Cache-Control.
 */
export function headersFile(headers = SECURITY_HEADERS, cacheRules: readonly CacheRule[] = CACHE_RULES): string {
  const security = `# Security headers for every page (Netlify / Cloudflare Pages). See SECURITY.md.\n/*\n${headers
    .map(([name, value]) => `  ${name}: ${value}\n`)
    .join('')}`;
  const cache = cacheRules.map(
    (rule) =>
      `# Cache: ${rule.name}\n${rule.paths.map((path) => `${path}\n  Cache-Control: ${rule.cacheControl}\n`).join('')}`,
  );
  return [security, ...cache].join('\n');
}

/** The same headers as nginx directives (deploy/nginx/security-headers.conf is this text). */
export function nginxSnippet(headers = SECURITY_HEADERS): string {
  return [
    '# Security headers for a dealer site: include in the server block (and in every location that has',
    '# its own add_header, since nginx then drops the inherited ones). Generated from',
    '# src/integrations/securityHeaders.ts; tests/unit/securityHeaders.test.ts keeps the two equal.',
    ...headers.map(([name, value]) => `add_header ${name} "${value}" always;`),
    '',
  ].join('\n');
}

/** Writes `_headers` into each dealer's build output, next to index.html. */
export function securityHeaders(): AstroIntegration {
  return {
    name: 'dealer-security-headers',
    hooks: {
      'astro:build:done': ({ dir }) => {
        writeFileSync(fileURLToPath(new URL('_headers', dir)), headersFile());
      },
    },
  };
}
