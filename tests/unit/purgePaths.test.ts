import { describe, expect, it } from 'vitest';
import { PURGE_PATHS_LIMIT, purgePaths } from '../../scripts/deploy/releasePlan.ts';

// After a release: which URLs the CDN is told to forget (the deploy wrote only what changed).

describe('the URLs a CDN purge names after a release', () => {
  it('maps changed files to their URLs, once each, leaving out new asset names and dot files', () => {
    expect(
      purgePaths([
        '.cars.json',
        '_astro/app.Bs35jKHZ.js',
        'cars/2019-mazda-cx-5-u100/index.html',
        'cars/2019-mazda-cx-5-u100/index.html.br',
        'cars/2019-mazda-cx-5-u100/index.html.gz',
        'feeds/vehicles.xml',
        'index.html',
        'sitemap.xml.gz',
      ]),
    ).toEqual(['/', '/cars/2019-mazda-cx-5-u100/', '/feeds/vehicles.xml', '/sitemap.xml']);
  });

  it('purges the hosts whole for a first release or past the limit', () => {
    expect(purgePaths(null)).toBeNull();
    const many = Array.from({ length: PURGE_PATHS_LIMIT + 1 }, (_, i) => `cars/car-${i}/index.html`);
    expect(purgePaths(many)).toBeNull();
    expect(purgePaths(many.slice(1))).toHaveLength(PURGE_PATHS_LIMIT);
  });
});
