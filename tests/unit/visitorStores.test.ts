import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../support/memoryStorage.ts';
import { loadVisitor, saveVisitor } from '../../src/stores/visitor.ts';
import { readEnquiry, rememberEnquiry } from '../../src/stores/visitorEnquiry.ts';
import { onlineEstimateAllowed, tradeInEstimate } from '../../src/domain/tradeInEstimate.ts';

const memory = memoryStorage;

describe('visitor details (SPEC §5)', () => {
  it('are stored only when name, email and phone are all present', () => {
    const storage = memory();
    expect(saveVisitor(storage, { name: 'Jo', email: 'jo@example.com', phone: '' })).toBe(false);
    expect(loadVisitor(storage)).toBeNull();
    expect(
      saveVisitor(storage, {
        name: 'Jo',
        email: 'jo@example.com',
        phone: '0412345678',
        postcode: '4000',
        message: 'not kept',
      }),
    ).toBe(true);
    expect(loadVisitor(storage)).toEqual({
      name: 'Jo',
      last_name: '',
      email: 'jo@example.com',
      phone: '0412345678',
      postcode: '4000',
    });
  });
  it('drops old or corrupt data without a crash', () => {
    const storage = memory();
    storage.setItem('visitorDetails', '{"version":0,"name":"Jo"}');
    expect(loadVisitor(storage)).toBeNull();
    expect(storage.data.has('visitorDetails')).toBe(false);
    storage.setItem('visitorDetails', 'nonsense');
    expect(loadVisitor(storage)).toBeNull();
  });
});

describe('last enquiry (enquired car and success marker)', () => {
  it('round-trips and drops corrupt data', () => {
    const storage = memory();
    rememberEnquiry(storage, {
      category: 'Test Drive',
      form: 'test-drive',
      leadId: 'L1',
      car: { slug: 'c', name: 'Car', image: null },
    });
    expect(readEnquiry(storage)?.category).toBe('Test Drive');
    storage.setItem('lastEnquiry', '[]');
    expect(readEnquiry(storage)).toBeNull();
  });
});

describe('trade-in estimate (SPEC §9 FAQ)', () => {
  const answers = { accident: 'No', serviceHistory: 'Full', condition: 'Good' } as const;
  it('gives no online estimate over 7 years or 100,000 km', () => {
    expect(onlineEstimateAllowed(2019, 100_000, 2026)).toBe(true);
    expect(onlineEstimateAllowed(2018, 50_000, 2026)).toBe(false);
    expect(onlineEstimateAllowed(2022, 100_001, 2026)).toBe(false);
    expect(tradeInEstimate({ marketPrices: [30000], year: 2015, km: 1000, answers, currentYear: 2026 })).toBeNull();
  });
  it('prices from the median comparable, lower for worse answers, in hundreds', () => {
    const good = tradeInEstimate({
      marketPrices: [30000, 31000, 50000],
      year: 2023,
      km: 45000,
      answers,
      currentYear: 2026,
    })!;
    // median 31,000 × 0.78 = 24,180 at the expected 45,000 km for three years; ±5 %.
    expect(good).toEqual({ low: 23000, high: 25400 });
    const worse = tradeInEstimate({
      marketPrices: [30000, 31000, 50000],
      year: 2023,
      km: 45000,
      answers: { accident: 'Yes', serviceHistory: 'None', condition: 'Fair' },
      currentYear: 2026,
    })!;
    expect(worse.high).toBeLessThan(good.low);
    expect(tradeInEstimate({ marketPrices: [], year: 2023, km: 1, answers, currentYear: 2026 })).toBeNull();
  });
});
