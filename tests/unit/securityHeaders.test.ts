import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  headersFile,
  nginxSnippet,
  SECURITY_HEADERS,
  securityHeaders,
} from '../../src/integrations/securityHeaders.ts';

const header = (name: string) => SECURITY_HEADERS.find(([n]) => n === name)?.[1];

describe('security headers', () => {
  it('hold HSTS for a year, no framing, a referrer policy, a permissions policy and nosniff', () => {
    expect(Number(/max-age=(\d+)/.exec(header('Strict-Transport-Security') ?? '')?.[1])).toBeGreaterThanOrEqual(
      31_536_000,
    );
    expect(header('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(header('X-Frame-Options')).toBe('DENY');
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header('Permissions-Policy')).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
    expect(header('X-Content-Type-Options')).toBe('nosniff');
  });

  it("leave script, style and connect rules to the page's CSP meta tag (a second policy would only intersect)", () => {
    expect(header('Content-Security-Policy')).not.toMatch(/default-src|script-src|style-src|connect-src|unsafe/);
  });

  it('are written as a Netlify / Cloudflare Pages _headers file for every path', () => {
    const blocks = headersFile().split('\n\n');
    const rules = blocks[0]!.split('\n').filter((l) => !l.startsWith('#') && l !== '');
    expect(rules[0]).toBe('/*');
    expect(rules.slice(1)).toEqual(SECURITY_HEADERS.map(([name, value]) => `  ${name}: ${value}`));
  });

  it('match deploy/nginx/security-headers.conf, each with "always" so error pages get them too', () => {
    const file = readFileSync('deploy/nginx/security-headers.conf', 'utf8');
    expect(file).toBe(nginxSnippet());
    const directives = file.split('\n').filter((l) => l.startsWith('add_header'));
    expect(directives).toHaveLength(SECURITY_HEADERS.length);
    for (const [name, value] of SECURITY_HEADERS) expect(directives).toContain(`add_header ${name} "${value}" always;`);
  });

  it("the integration writes _headers into the build's output folder", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'headers-'));
    const hook = securityHeaders().hooks['astro:build:done'] as unknown as (options: { dir: URL }) => Promise<void>;
    await hook({ dir: pathToFileURL(`${dir}/`) });
    expect(readFileSync(join(dir, '_headers'), 'utf8')).toBe(headersFile());
  });
});
