import { describe, expect, it } from 'vitest';
import { outFileOf, renderPathOf, sitemapNameOf, staleFiles } from '../../scripts/incremental/siteFiles.ts';

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

describe('the pages a listing no longer makes', () => {
  it('are the files of pages listed before and not now, redirects aside', () => {
    const before = [
      { pathname: '/', type: 'page' },
      { pathname: '/cars/2020-toyota-camry-2', type: 'page' },
      { pathname: '/cars/2020-toyota-camry-2/checkout', type: 'page' },
      { pathname: '/search/toyota/yaris', type: 'page' },
      { pathname: '/feeds/vehicles.xml', type: 'endpoint' },
      { pathname: '/old-offers', type: 'redirect' },
    ];
    const now = [
      { pathname: '/', type: 'page' },
      { pathname: '/cars/2020-toyota-camry-hybrid-2', type: 'page' },
      { pathname: '/feeds/vehicles.xml', type: 'endpoint' },
    ];
    expect(staleFiles(before, now)).toEqual([
      'cars/2020-toyota-camry-2/checkout/index.html',
      'cars/2020-toyota-camry-2/index.html',
      'search/toyota/yaris/index.html',
    ]);
  });

  it('keeps a file a page of another route now writes', () => {
    expect(
      staleFiles([{ pathname: '/search/toyota/', type: 'page' }], [{ pathname: '/search/toyota', type: 'page' }]),
    ).toEqual([]);
  });
});
