import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../src/integrations/sitemapAndRobots.ts';

describe('sitemap.xml', () => {
  const xml = sitemapXml(
    'https://www.example.com.au',
    ['', 'cars/2021-toyota-rav4-gxl-u1/', 'cars/2021-toyota-rav4-gxl-u1/checkout/', '404', 'success/', 'search/a&b/'],
    '2026-11-21',
  );
  it('lists every indexable page on the dealer origin with lastmod, sorted', () => {
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc><lastmod>2026-11-21<\/lastmod>/g)].map((m) => m[1])).toEqual([
      'https://www.example.com.au/',
      'https://www.example.com.au/cars/2021-toyota-rav4-gxl-u1/',
      'https://www.example.com.au/search/a&amp;b/',
    ]);
  });
});

describe('robots.txt', () => {
  it('points at the sitemap and keeps private steps out', () => {
    const robots = robotsTxt('https://www.example.com.au');
    expect(robots).toContain('Sitemap: https://www.example.com.au/sitemap.xml');
    expect(robots).toContain('Disallow: /cars/*/checkout');
  });
});
