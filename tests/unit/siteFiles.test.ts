import { describe, expect, it } from 'vitest';
import { outFileOf, renderPathOf, sitemapNameOf } from '../../scripts/incremental/siteFiles.ts';

describe('where a page rendered alone goes (Astro’s directory format)', () => {
  it('writes pages as folders with index.html, endpoints as files, the 404 page beside the home page', () => {
    expect(outFileOf('/', 'page')).toBe('index.html');
    expect(outFileOf('/cars/2020-toyota-camry-1', 'page')).toBe('cars/2020-toyota-camry-1/index.html');
    expect(outFileOf('/search/toyota/', 'page')).toBe('search/toyota/index.html');
    expect(outFileOf('/404', 'page')).toBe('404.html');
    expect(outFileOf('/feeds/vehicles.xml', 'endpoint')).toBe('feeds/vehicles.xml');
  });

  it('renders pages at their URL with the trailing slash, endpoints without', () => {
    expect(renderPathOf('/', 'page')).toBe('/');
    expect(renderPathOf('/careers', 'page')).toBe('/careers/');
    expect(renderPathOf('/feeds/vehicles.csv', 'endpoint')).toBe('/feeds/vehicles.csv');
    expect(sitemapNameOf('/careers')).toBe('careers/');
    expect(sitemapNameOf('/')).toBe('');
  });
});
