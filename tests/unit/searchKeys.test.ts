import { describe, expect, it } from 'vitest';
import { findSearchKey, isSearchOnly, keysReport, LEAD_READER_DESCRIPTION } from '../../scripts/lib/searchKeys.ts';

const key = (overrides: Partial<Parameters<typeof findSearchKey>[0][number]> = {}) => ({
  uid: 'u1',
  key: 'k1',
  description: LEAD_READER_DESCRIPTION,
  actions: ['search'],
  indexes: ['cars'],
  ...overrides,
});

describe('the lead API’s search key', () => {
  it('is a key that can only search the one index', () => {
    expect(isSearchOnly(key(), 'cars')).toBe(true);
    expect(isSearchOnly(key({ actions: ['search', 'documents.add'] }), 'cars')).toBe(false);
    expect(isSearchOnly(key({ indexes: ['*'] }), 'cars')).toBe(false);
    expect(isSearchOnly(key({ indexes: ['cars', 'other'] }), 'cars')).toBe(false);
  });

  it('is found by its description, and a wider key with that description is not reused', () => {
    const wide = key({ uid: 'wide', actions: ['*'] });
    expect(findSearchKey([wide, key({ uid: 'ok' })], LEAD_READER_DESCRIPTION, 'cars')?.uid).toBe('ok');
    expect(findSearchKey([wide], LEAD_READER_DESCRIPTION, 'cars')).toBeUndefined();
    expect(findSearchKey([key({ description: 'something else' })], LEAD_READER_DESCRIPTION, 'cars')).toBeUndefined();
  });

  it('is printed under the file it belongs in, with the signing key for builds', () => {
    const lines = keysReport({
      host: 'http://127.0.0.1:7700',
      indexUid: 'cars',
      lead: { key: 'lead-key', created: true },
      signer: { key: 'signer-key', uid: 'signer-uid', fromEnv: false },
    });
    expect(lines.slice(2, 5)).toEqual([
      "# /etc/dealer-sites/lead-api.env: the lead API and npm run deliver read a lead's car (created now)",
      'MEILI_HOST=http://127.0.0.1:7700',
      'MEILI_SEARCH_KEY=lead-key',
    ]);
    expect(lines.slice(7, 9)).toEqual(['MEILI_SEARCH_KEY=signer-key', 'MEILI_SEARCH_KEY_UID=signer-uid']);
  });
});
