import { describe, expect, it, vi } from 'vitest';
import { recordPhoneReveal } from '../../src/api/recordPhoneReveal.ts';
import { apiHarness } from './apiHarness.ts';

describe('recordPhoneReveal (browser helper)', () => {
  it('records the reveal through the API', async () => {
    const api = apiHarness();
    const viaApp: typeof fetch = (input, init) => Promise.resolve(api.app.request(input as string, init));
    expect(await recordPhoneReveal('http://api', { car_id: 'c1', dealership_id: 1501, website_id: 105 }, viaApp)).toBe(
      true,
    );
    expect(await api.store.events('phone-reveal', 105)).toEqual([
      { car_id: 'c1', dealership_id: 1501, website_id: 105 },
    ]);
  });
  it('only logs a failure (SPEC §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await recordPhoneReveal('http://api', { car_id: 'c1', dealership_id: 1, website_id: 1 }, down)).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
