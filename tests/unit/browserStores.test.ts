import { setPersistentEngine } from '@nanostores/persistent';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../support/memoryStorage.ts';
import { COMPARE_SPEC, $compare, toggleCompare } from '../../src/stores/compare.ts';
import { FAVOURITES_SPEC, $favourites, toggleFavourite } from '../../src/stores/favourites.ts';
import { SEARCH_HISTORY_SPEC, $searchHistory, recordSearch } from '../../src/stores/searchHistory.ts';
import { SESSION_SPEC, safeLocalPath, signInHref } from '../../src/stores/session.ts';
import { VALUATION_SPEC } from '../../src/stores/tradeInValuation.ts';
import { ENQUIRY_SPEC } from '../../src/stores/visitorEnquiry.ts';
import { VISITOR_SPEC } from '../../src/stores/visitor.ts';
import { WATCHLIST_SPEC } from '../../src/stores/watchlist.ts';
import { decodeVersioned, versionedAtom, type VersionedSpec } from '../../src/stores/versioned.ts';
import { readVersioned, writeVersioned, type KeyValueStorage } from '../../src/stores/versionedStorage.ts';
import { FILTER_SECTIONS_SPEC } from '../../src/stores/filterSections.ts';

const memory = memoryStorage;

const CORRUPT = ['nonsense', '{"v":1', '[1]', '{}', 'null', '42', '{"v":1,"data":{"x":1}}', '{"v":99,"data":[]}'];

// Every store's spec with one valid value: each must round-trip and drop old/corrupt data.
const specs: [string, VersionedSpec<unknown>, unknown][] = [
  ['favourites', FAVOURITES_SPEC, ['2021-toyota-rav4', 'mazda-cx5']],
  ['compare', COMPARE_SPEC, ['a', 'b']],
  ['search history', SEARCH_HISTORY_SPEC, [{ path: '/search/mazda/' }]],
  ['session', SESSION_SPEC, { phone: '0412345678', token: 't', expiresAt: '2030-01-01' }],
  ['filter sections', FILTER_SECTIONS_SPEC, { make: true, price: false }],
  ['watchlist', WATCHLIST_SPEC, { phone: '0412345678', ids: ['1', '2'] }],
  [
    'visitor details',
    VISITOR_SPEC,
    { name: 'Jo', last_name: '', email: 'jo@example.com', phone: '0412345678', postcode: '4000' },
  ],
  [
    'enquired car and success marker',
    ENQUIRY_SPEC,
    { category: 'Test Drive', form: 'test-drive', car: { slug: 'c', name: 'Car', image: null }, leadId: 'L1' },
  ],
  [
    'trade-in valuation',
    VALUATION_SPEC,
    {
      rego: 'ABC123',
      regoState: 'VIC',
      make: 'Mazda',
      model: 'CX-5',
      year: 2021,
      kms: 42000,
      estimate: { low: 24500, high: 27000 },
      valuationId: 'V1',
      leadId: 'L2',
      at: '2026-11-21T10:00:00.000Z',
    },
  ],
];

describe.each(specs)('%s store (versioned, with a schema)', (_name, spec, value) => {
  it('round-trips a valid value under its version', () => {
    const storage = memory();
    writeVersioned(storage, spec, value);
    expect(JSON.parse(storage.data.get(spec.key)!)).toEqual({ v: spec.version, data: value });
    expect(readVersioned(storage, spec)).toEqual(value);
  });
  it.each(CORRUPT)('drops %s without a crash and removes it', (raw) => {
    const storage = memory();
    storage.setItem(spec.key, raw);
    expect(readVersioned(storage, spec)).toBeUndefined();
    expect(storage.data.has(spec.key)).toBe(false);
  });
  it('drops data written under another version', () => {
    const storage = memory();
    storage.setItem(spec.key, JSON.stringify({ v: spec.version + 1, data: value }));
    expect(readVersioned(storage, spec)).toBeUndefined();
    storage.setItem(spec.key, JSON.stringify({ v: spec.version - 1, data: value }));
    expect(readVersioned(storage, spec)).toBeUndefined();
  });
});

describe('migrations from the unversioned first release', () => {
  it('keeps a bare slug list and a bare {phone} session (the checkout gate wrote that)', () => {
    expect(decodeVersioned(FAVOURITES_SPEC, '["a","b"]')).toEqual(['a', 'b']);
    expect(decodeVersioned(SESSION_SPEC, '{"phone":"0412345678"}')).toEqual({ phone: '0412345678' });
    expect(decodeVersioned(SESSION_SPEC, '{"phone":""}')).toBeUndefined();
    expect(decodeVersioned(VISITOR_SPEC, '{"version":1,"name":"Jo","email":"j@x.au","phone":"0412345678"}')).toEqual({
      name: 'Jo',
      last_name: '',
      email: 'j@x.au',
      phone: '0412345678',
      postcode: '',
    });
    expect(decodeVersioned(VISITOR_SPEC, '{"version":0,"name":"Jo"}')).toBeUndefined();
  });
  it('a storage that throws (privacy mode) reads as empty', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(readVersioned(broken, FAVOURITES_SPEC)).toBeUndefined();
    expect(() => {
      writeVersioned(broken, FAVOURITES_SPEC, ['a']);
    }).not.toThrow();
  });
});

describe('store atoms over storage', () => {
  let engine: Record<string, string> = {};
  const noEvents = { addEventListener: () => undefined, removeEventListener: () => undefined };
  beforeEach(() => {
    engine = {};
    setPersistentEngine(engine, noEvents);
  });

  it('a corrupt entry gives the default, not a crash', () => {
    engine['dealer:test'] = '{"v":1,"data":[1,2]}';
    const store = versionedAtom({ key: 'dealer:test', version: 1, schema: FAVOURITES_SPEC.schema }, ['fallback']);
    expect(store.get()).toEqual(['fallback']);
  });

  it('favourites: adding records event 39 in the dataLayer, removing drops the car and records nothing', () => {
    const w = { dataLayer: [] as Record<string, unknown>[] };
    (globalThis as { window?: unknown }).window = w;
    try {
      $favourites.set([]);
      expect(toggleFavourite('car-a')).toBe(true);
      expect(JSON.parse(engine['dealer:favourites']!)).toEqual({ v: 1, data: ['car-a'] });
      expect(w.dataLayer).toEqual([{ event: 'favourite_added', event_id: 39, car_id: 'car-a' }]);
      expect(toggleFavourite('car-a')).toBe(false);
      expect($favourites.get()).toEqual([]);
      expect(w.dataLayer).toHaveLength(1);
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });

  it('compare keeps at most 4 cars, the oldest dropping out', () => {
    $compare.set([]);
    for (const slug of ['a', 'b', 'c', 'd', 'e']) toggleCompare(slug);
    expect($compare.get()).toEqual(['b', 'c', 'd', 'e']);
    toggleCompare('c');
    expect($compare.get()).toEqual(['b', 'd', 'e']);
  });

  it('search history keeps the last 5 paths, newest first, without duplicates', () => {
    $searchHistory.set([]);
    for (const path of ['/1', '/2', '/3', '/4', '/5', '/6', '/3']) recordSearch(path);
    expect($searchHistory.get().map((e) => e.path)).toEqual(['/3', '/6', '/5', '/4', '/2']);
  });
});

describe('sign-in links (SPEC §2)', () => {
  it('carry type, redirect and back', () => {
    expect(signInHref('finance', '/personalised/finance?car_id=7', '/cars/x/')).toBe(
      '/sign-in?type=finance&redirect=%2Fpersonalised%2Ffinance%3Fcar_id%3D7&back=%2Fcars%2Fx%2F',
    );
  });
  it('follow only same-site paths', () => {
    expect(safeLocalPath('/watchlist')).toBe('/watchlist');
    expect(safeLocalPath('//evil.example/')).toBe('/');
    expect(safeLocalPath('https://evil.example/')).toBe('/');
    expect(safeLocalPath('/\\evil')).toBe('/');
    expect(safeLocalPath(null, '/cars/x/')).toBe('/cars/x/');
  });
});
