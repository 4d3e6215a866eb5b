import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CACHE_RULES, cacheRuleFor, FINGERPRINTED, REVALIDATED } from '../../src/integrations/cacheRules.ts';
import { headersFile, SECURITY_HEADERS } from '../../src/integrations/securityHeaders.ts';
import { hostNames, nginxSitesConfig, serverBlock } from '../../scripts/deploy/nginxConfig.ts';
import { assetsToCarry, copyOrder, deployRefusal, releaseId, sortReleases } from '../../scripts/deploy/releasePlan.ts';
import { originNginxConf } from '../../scripts/deploy/nginxMain.ts';
import { moduleImports, pageAssets, pageProblem } from '../../scripts/deploy/smokeRules.ts';

const hobart = {
  slug: 'hobart-toyota',
  name: 'Hobart Toyota',
  origin: 'https://www.hobarttoyota.com.au',
  maxRemovalPercent: 30,
};
const options = { root: '/srv/origin', listen: '127.0.0.1:8123', brotli: false };

describe('cache rules (one source)', () => {
  it('fingerprinted assets are immutable for a year; pages, sitemap, feeds and robots revalidate', () => {
    expect(cacheRuleFor('/_astro/index.B1x2.js')?.cacheControl).toBe('public, max-age=31536000, immutable');
    for (const path of [
      '/',
      '/cars/2019-mazda-cx5-u1/',
      '/404.html',
      '/sitemap.xml',
      '/robots.txt',
      '/feeds/vehicles.xml',
    ]) {
      expect(cacheRuleFor(path), path).toBe(REVALIDATED);
    }
    expect(REVALIDATED.cacheControl).toMatch(/max-age=0/);
    expect(REVALIDATED.cacheControl).toMatch(/s-maxage=\d+/);
    expect(cacheRuleFor('/photos/car.webp')).toBeUndefined();
  });

  it('no path matches two rules (Netlify and Cloudflare would join both Cache-Control values)', () => {
    for (const path of ['/_astro/a.css', '/_astro/a.js.map', '/', '/search/used-cars/', '/404.html', '/robots.txt']) {
      const hits = CACHE_RULES.filter((rule) => cacheRuleFor(path, [rule]));
      expect(hits.length, path).toBeLessThanOrEqual(1);
    }
  });

  it('_headers carries every rule path with its Cache-Control, after the security headers', () => {
    const file = headersFile();
    for (const rule of CACHE_RULES) {
      for (const path of rule.paths) expect(file).toContain(`\n${path}\n  Cache-Control: ${rule.cacheControl}\n`);
    }
    expect(file.startsWith('# Security headers')).toBe(true);
  });

  it('nginx gets the same Cache-Control values and the same security headers in every location', () => {
    const block = serverBlock(hobart, options);
    expect(block).toContain('location ^~ /_astro/ {');
    expect(block).toContain(`add_header Cache-Control "${FINGERPRINTED.cacheControl}" always;`);
    expect(block).toContain(`add_header Cache-Control "${REVALIDATED.cacheControl}" always;`);
    // The server block, each of its two cache locations and the CSV feed's repeat every security header.
    for (const [name, value] of SECURITY_HEADERS) {
      expect(block.split(`add_header ${name} "${value}" always;`)).toHaveLength(5);
    }
  });

  it('deploy/nginx/security-headers.conf still comes from the same list', () => {
    const conf = readFileSync('deploy/nginx/security-headers.conf', 'utf8');
    for (const [name, value] of SECURITY_HEADERS) expect(conf).toContain(`add_header ${name} "${value}" always;`);
  });
});

describe('nginx config generator', () => {
  it('one server block per dealer with its public host, <slug>.localhost, 404 page and current release', () => {
    expect(hostNames(hobart)).toEqual(['www.hobarttoyota.com.au', 'hobart-toyota.localhost']);
    const block = serverBlock(hobart, options);
    expect(block).toContain('server_name www.hobarttoyota.com.au hobart-toyota.localhost;');
    expect(block).toContain('root /srv/origin/releases/hobart-toyota/current;');
    expect(block).toContain('error_page 404 /404.html;');
    expect(block).toContain('listen 127.0.0.1:8123;');
    expect(block).toContain('gzip_static on;');
  });

  it('serves brotli only when the module is there, and says so when it is not', () => {
    expect(serverBlock(hobart, { ...options, brotli: true })).toContain('brotli_static on;');
    const plain = serverBlock(hobart, options);
    expect(plain).not.toMatch(/^\s*brotli_static/m);
    expect(plain).toMatch(/# No brotli module/);
  });

  it('passes /img/ to the image service only when one is configured, as the dealer host it knows', () => {
    expect(serverBlock(hobart, options)).not.toContain('/img/');
    const block = serverBlock(hobart, { ...options, imageService: 'http://127.0.0.1:4321/' });
    expect(block).toContain(
      [
        '  location ^~ /img/ {',
        '    proxy_pass http://127.0.0.1:4321;',
        '    proxy_set_header Host hobart-toyota.localhost;',
        '    proxy_set_header X-Forwarded-Host $host;',
        ...SECURITY_HEADERS.map(([name]) => `    proxy_hide_header ${name};`),
        '  }',
      ].join('\n'),
    );
  });

  it('refuses dot files before any location is chosen, so the ^~ /_astro/ prefix cannot skip it', () => {
    const block = serverBlock(hobart, options);
    expect(block).toContain('  if ($uri ~ "/\\.") {\n    return 404;\n  }');
    expect(block.indexOf('if ($uri ~ "/\\.")')).toBeLessThan(block.indexOf('\n  location '));
  });

  it('listens for https too with --tls-cert and --tls-key, and only then', () => {
    expect(serverBlock(hobart, options)).not.toContain('ssl');
    const tls = { listen: '443', cert: '/etc/ssl/origin/fullchain.pem', key: '/etc/ssl/origin/privkey.pem' };
    expect(serverBlock(hobart, { ...options, tls })).toContain(
      '  listen 127.0.0.1:8123;\n  listen 443 ssl;\n  ssl_certificate /etc/ssl/origin/fullchain.pem;\n  ssl_certificate_key /etc/ssl/origin/privkey.pem;\n',
    );
  });

  it('writes the whole origin nginx.conf: mime types, temp paths, logs, gzip_static, real_ip, the sites', () => {
    const main = {
      dir: '/srv/nginx',
      sitesFile: '/srv/origin/nginx/dealers.conf',
      mimeTypes: '/etc/nginx/mime.types',
      user: 'www-data',
      realIpHeader: 'CF-Connecting-IP',
    };
    const conf = originNginxConf({ ...main, realIpFrom: ['173.245.48.0/20', '2400:cb00::/32'] });
    for (const line of [
      'user www-data;',
      'pid /srv/nginx/nginx.pid;',
      'error_log /srv/nginx/logs/error.log warn;',
      '  include /etc/nginx/mime.types;',
      '  access_log /srv/nginx/logs/access.log origin;',
      '  client_body_temp_path /srv/nginx/temp/body;',
      '  proxy_temp_path /srv/nginx/temp/proxy;',
      '  gzip_static on;',
      '  set_real_ip_from 173.245.48.0/20;',
      '  set_real_ip_from 2400:cb00::/32;',
      '  real_ip_header CF-Connecting-IP;',
      '  include /srv/origin/nginx/dealers.conf;',
    ]) {
      expect(conf.split('\n'), line).toContain(line);
    }
    const bare = originNginxConf({ ...main, realIpFrom: [] });
    expect(bare).not.toMatch(/^\s*set_real_ip_from/m);
    expect(bare).toContain('#   set_real_ip_from 203.0.113.0/24;');
  });

  it('covers several dealers, sorted, behind a default server that answers unknown hosts 404', () => {
    const other = {
      ...hobart,
      slug: 'adelaide-nissan',
      name: 'Adelaide Nissan',
      origin: 'https://adelaidenissan.com.au',
    };
    const conf = nginxSitesConfig([hobart, other], options);
    expect(conf.match(/^server \{/gm)).toHaveLength(3);
    expect(conf).toMatch(/default_server;\n\s+server_name _;\n\s+return 404;/);
    expect(conf.indexOf('adelaide-nissan.localhost')).toBeLessThan(conf.indexOf('hobart-toyota.localhost'));
  });
});

describe('release plan', () => {
  it('names releases by UTC time, sortable, unique within a millisecond', () => {
    const now = new Date('2026-11-23T01:02:03.004Z');
    expect(releaseId(now, [])).toBe('20261123T010203004Z');
    expect(releaseId(now, ['20261123T010203004Z'])).toBe('20261123T010203004Z-2');
    expect(releaseId(now, ['20261123T010203004Z', '20261123T010203004Z-2'])).toBe('20261123T010203004Z-3');
    expect(sortReleases(['20261123T010203004Z-10', 'current', '20261123T010203004Z-2', '20261122T000000000Z'])).toEqual(
      ['20261122T000000000Z', '20261123T010203004Z-2', '20261123T010203004Z-10'],
    );
  });

  it('writes fingerprinted assets first and HTML last', () => {
    expect(copyOrder(['index.html', 'robots.txt', '_astro/a.js', 'cars/x/index.html', '_astro/b.css'])).toEqual([
      '_astro/a.js',
      '_astro/b.css',
      'robots.txt',
      'cars/x/index.html',
      'index.html',
    ]);
  });

  it('carries the leaving release’s assets the arriving one lacks', () => {
    expect(assetsToCarry(['_astro/a.js', '_astro/b.css'], new Set(['_astro/b.css']))).toEqual(['_astro/a.js']);
  });

  it('refuses no build, a failed build and a dist without index.html, each in one line', () => {
    const ok = {
      slug: 'hobart-toyota',
      distDir: 'dist/hobart-toyota',
      distExists: true,
      hasIndex: true,
      reportStatus: 'built',
    };
    expect(deployRefusal(ok)).toBeNull();
    expect(deployRefusal({ ...ok, reportStatus: undefined })).toBeNull();
    const cases = [
      [{ ...ok, distExists: false, hasIndex: false, reportStatus: undefined }, 'no build in dist/hobart-toyota'],
      [{ ...ok, reportStatus: 'failed' }, 'its last build failed'],
      [{ ...ok, reportStatus: 'invalid' }, 'invalid config'],
      [{ ...ok, hasIndex: false }, 'has no index.html'],
    ] as const;
    for (const [facts, words] of cases) {
      const line = deployRefusal(facts)!;
      expect(line).toMatch(/^Refusing to deploy hobart-toyota: /);
      expect(line).toContain(words);
      expect(line).not.toContain('\n');
    }
  });
});

describe('smoke rules', () => {
  it('lists same-origin scripts, stylesheets and module preloads once', () => {
    const html = `<link rel="stylesheet" href="/_astro/a.css"><link rel="icon" href="/favicon.svg">
      <script type="module" src="/_astro/p.js"></script><script src="https://cdn.example/x.js"></script>
      <link rel=modulepreload href=/_astro/m.js><script>inline()</script><script src="/_astro/p.js"></script>`;
    expect(pageAssets(html)).toEqual(['/_astro/a.css', '/_astro/p.js', '/_astro/m.js']);
    const island =
      '<astro-island uid="1" component-url="/_astro/SearchApp.X1.js" renderer-url="/_astro/client.Y2.js"></astro-island>';
    expect(pageAssets(island)).toEqual(['/_astro/SearchApp.X1.js', '/_astro/client.Y2.js']);
  });

  it('follows a module’s static, re-exported and literal dynamic imports, resolved against it', () => {
    const js =
      'import{n as e,t}from"./format.B1.js";import"./side.C2.js";export{a}from\'../x/re.D3.mjs\';' +
      'const m=()=>import(`./mountCarFallback.E4.js`),n=import("/_astro/abs.F5.js");' +
      'import{t as r}from"./format.B1.js";const s="import from ./not-a-spec",u=import(name);';
    expect(moduleImports(js, '/_astro/page.A0.js')).toEqual([
      '/_astro/format.B1.js',
      '/_astro/side.C2.js',
      '/x/re.D3.mjs',
      '/_astro/mountCarFallback.E4.js',
      '/_astro/abs.F5.js',
    ]);
    expect(moduleImports('import React from "react";const a="./b.js";', '/_astro/p.js')).toEqual([]);
  });

  it('wants the expected status and the dealer name (plain or escaped)', () => {
    const page = { label: 'home', path: '/', status: 200, expectedStatus: 200, body: '<h1>Hobart Toyota</h1>' };
    expect(pageProblem(page, 'Hobart Toyota')).toBeNull();
    expect(pageProblem({ ...page, status: 404 }, 'Hobart Toyota')).toBe('home / answered 404, expected 200');
    expect(pageProblem({ ...page, body: '<h1>Other</h1>' }, 'Hobart Toyota')).toBe(
      'home / does not name "Hobart Toyota"',
    );
    expect(pageProblem({ ...page, body: 'Bob&#39;s &amp; Co' }, "Bob's & Co")).toBeNull();
  });
});
