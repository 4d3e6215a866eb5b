import { describe, expect, it, vi } from 'vitest';
import { createSearchClient } from '../../src/search/searchClient.ts';

const config = { host: 'http://127.0.0.1:7700', token: 'tenant.jwt', indexUid: 'cars' };

describe('search client when prerendering', () => {
  it('gives every page of a build the same client, so the facet distribution is fetched once', () => {
    vi.stubEnv('SSR', true);
    try {
      const client = createSearchClient(config);
      expect(createSearchClient({ ...config })).toBe(client);
      expect(createSearchClient({ ...config, token: 'other.jwt' })).not.toBe(client);
      expect(createSearchClient({ ...config, indexUid: 'other' })).not.toBe(client);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('in the browser, a client of its own for each page view', () => {
    vi.stubEnv('SSR', false);
    try {
      expect(createSearchClient(config)).not.toBe(createSearchClient(config));
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
