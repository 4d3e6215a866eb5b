import { describe, expect, it } from 'vitest';
import { carSummary } from '../../src/domain/carSpecs.ts';
import { dayMonthYear } from '../../src/domain/dayMonthYear.ts';
import { interestedPoints } from '../../src/domain/interestedPoints.ts';
import { carFixture } from '../fixtures/car.ts';

describe('dates on a car page read day/month/year (SPEC §9)', () => {
  it('formats a day, a month and a Date one way, and leaves other text as it came', () => {
    expect(dayMonthYear('2027-02-20')).toBe('20/02/2027');
    expect(dayMonthYear('2025-02')).toBe('02/2025');
    expect(dayMonthYear('2027-02-20T00:00:00.000Z')).toBe('20/02/2027');
    expect(dayMonthYear(new Date('2026-12-31T23:30:00Z'))).toBe('31/12/2026');
    expect(dayMonthYear('soon')).toBe('soon');
  });

  it('writes rego expiry, build and compliance dates in the car summary day/month/year', () => {
    const car = carFixture({ rego_expiry: '2027-02-20', build_date: '2025-02', compliance_date: '2025-03' });
    const rows = Object.fromEntries(carSummary(car).map((r) => [r.label, r.value]));
    expect([rows['Rego expiry'], rows['Build date'], rows['Compliance date']]).toEqual([
      '20/02/2027',
      '02/2025',
      '03/2025',
    ]);
    expect(carSummary(carFixture({ rego_expiry: null })).map((r) => r.label)).not.toContain('Rego expiry');
  });
});

describe('"Interested in this vehicle?" promises only what the car allows', () => {
  const reserve = { kind: 'reserve' as const };
  const enquire = { kind: 'enquire' as const };

  it('promises reserving only while the reserve action is offered', () => {
    expect(interestedPoints({ sold: false, actions: [enquire, reserve] })).toEqual({
      ask: 'Ask us anything: history, servicing, availability',
      'test-drive': 'Book a test drive at a time that suits you',
      'trade-in': 'Get a trade-in valuation and finance estimate',
      reserve: 'Reserve online and we hold the car for you',
    });
    expect(interestedPoints({ sold: false, actions: [enquire] }).reserve).toBeUndefined();
  });

  it('on a sold car offers a similar car, with no reserving and no test drive', () => {
    expect(interestedPoints({ sold: true, actions: [enquire, reserve] })).toEqual({
      ask: 'Ask us to find you a car like this one',
      'trade-in': 'Get a trade-in valuation and finance estimate for your next car',
    });
  });
});
