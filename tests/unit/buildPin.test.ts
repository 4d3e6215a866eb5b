import { describe, expect, it } from 'vitest';
import { keptPin, PIN_MAX_HOURS, tokenKeyUid } from '../../scripts/lib/buildPin.ts';
import { mintDealerToken } from '../../src/search/tenantToken.ts';
import { withoutTimings } from '../../src/components/search/searchServerState.ts';

const signingKey = { uid: '8e2b7f7c-1d6a-4a59-9c1e-2f3d6a0b1c2d', key: 'a'.repeat(64) };
const clock = '2026-11-29T02:00:00.000Z';
const token = await mintDealerToken({
  indexUid: 'cars',
  filter: 'dealership_slug = "hobart-toyota"',
  signingKey,
  expiresAt: new Date('2026-12-29T02:00:00Z'),
});
const inputs = { stock: 's1', config: 'c1' };
const last = { ...inputs, builtAt: clock, clock, token };
const at = (hours: number) => ({
  now: new Date(Date.parse(clock) + hours * 3_600_000),
  renewAfterDays: 15,
});

describe('build --changed keeps the last build’s clock and token where the pages can stay the same', () => {
  it('reads the signing key a token names', () => {
    expect(tokenKeyUid(token)).toBe(signingKey.uid);
    expect(tokenKeyUid('not a token')).toBeNull();
  });

  it('keeps them for new stock on the same config and key, within the day', () => {
    expect(keptPin(last, { ...inputs, stock: 's2' }, signingKey.uid, at(PIN_MAX_HOURS - 0.1))).toEqual({
      clock,
      token,
    });
  });

  it.each([
    ['no clock recorded', { stock: 's1', config: 'c1' }, inputs, signingKey.uid, 1],
    ['config changed', last, { ...inputs, config: 'c2' }, signingKey.uid, 1],
    ['signing key changed', last, inputs, 'another-key-uid', 1],
    ['clock too old', last, inputs, signingKey.uid, PIN_MAX_HOURS],
    ['clock too old', last, inputs, signingKey.uid, -1],
  ])('renews them when %s', (renew, before, current, keyUid, hours) => {
    expect(keptPin(before, current, keyUid, at(hours))).toEqual({ renew });
  });

  it('renews them when the token is due before the day is out', () => {
    expect(keptPin(last, inputs, signingKey.uid, { ...at(2), renewAfterDays: 1 / 24 })).toEqual({
      renew: 'clock too old',
    });
  });
});

describe('prerendered search results', () => {
  it('leave out how long the engine took, and nothing else', () => {
    const result = { hits: [{ id: 1 }], nbHits: 1, processingTimeMS: 7, query: '', params: '', index: 'cars' };
    const state = { initialResults: { cars: { state: { index: 'cars' }, results: [result] } } };
    expect(withoutTimings(state as never)).toEqual({
      initialResults: { cars: { state: { index: 'cars' }, results: [{ ...result, processingTimeMS: 0 }] } },
    });
  });
});
