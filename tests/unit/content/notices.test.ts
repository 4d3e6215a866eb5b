import { describe, expect, it } from 'vitest';
import { INDEPENDENT_ADVICE, REGULATORS, regulatorsForStates } from '../../../src/domain/regulators.ts';
import { DEFAULT_SERVICE_PLAN, servicePlanFor } from '../../../src/domain/servicePlan.ts';
import { feedbackNames } from '../../../src/domain/feedback.ts';

describe('complaint regulators (SPEC §9)', () => {
  it('covers ACT, NSW, NT, QLD, SA, TAS, VIC and WA', () => {
    expect(REGULATORS.map((r) => r.state)).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    for (const r of REGULATORS) expect(r.website).toMatch(/^https:\/\/[a-z.]+\.gov\.au/);
  });
  it('matches the states of the dealer locations, each once, in fixed order', () => {
    expect(regulatorsForStates(['NSW', 'act', 'NSW']).map((r) => r.name)).toEqual([
      'Access Canberra',
      'NSW Fair Trading',
    ]);
    expect(regulatorsForStates(['QLD'])).toEqual([
      { state: 'QLD', name: 'Office of Fair Trading Queensland', website: 'https://www.qld.gov.au/law/fair-trading' },
    ]);
    expect(regulatorsForStates(['Auckland'])).toEqual([]);
    expect(INDEPENDENT_ADVICE).toBe('or seek independent legal advice');
  });
});

describe('Service Advantage plans (SPEC §9)', () => {
  it('default: $250, 5 years, 5 services, every 12 months or 15,000km, 75,000km', () => {
    expect(DEFAULT_SERVICE_PLAN).toEqual({
      amount: 250,
      years: 5,
      services: 5,
      interval: '12 months or 15,000km',
      range: '75,000km',
    });
    expect(servicePlanFor('Mirai')).toEqual(DEFAULT_SERVICE_PLAN);
  });
  it.each([
    ['Coaster', 485, 3, 6, '6 months or 10,000km', '60,000km'],
    ['HiAce', 290, 3, 6, '6 months or 10,000km', '60,000km'],
    ['Granvia', 290, 3, 6, '6 months or 10,000km', '60,000km'],
    ['HiLux', 290, 3, 6, '6 months or 10,000km', '60,000km'],
    ['Fortuner', 290, 3, 6, '6 months or 10,000km', '60,000km'],
    ['LandCruiser Prado', 390, 5, 5, '12 months or 15,000km', '100,000km'],
    ['LandCruiser 70', 525, 5, 5, '12 months or 15,000km', '75,000km'],
    ['LandCruiser 300', 400, 5, 10, '6 months or 10,000km', '100,000km'],
    ['Tundra', 400, 5, 10, '6 months or 10,000km', '100,000km'],
    ['bZ4X', 180, 5, 5, '12 months or 15,000km', '75,000km'],
    ['Corolla Hatch', 245, 5, 5, '12 months or 15,000km', '75,000km'],
    ['Yaris', 245, 5, 5, '12 months or 15,000km', '75,000km'],
    ['Camry', 255, 5, 5, '12 months or 15,000km', '75,000km'],
    ['Yaris Cross', 250, 5, 5, '12 months or 15,000km', '75,000km'],
    ['C-HR', 250, 5, 5, '12 months or 15,000km', '75,000km'],
    ['Corolla Cross', 250, 5, 5, '12 months or 15,000km', '75,000km'],
    ['RAV4', 260, 5, 5, '12 months or 15,000km', '75,000km'],
    ['Kluger', 265, 5, 5, '12 months or 15,000km', '75,000km'],
  ])('%s: $%i, %i years, %i services, %s, %s', (name, amount, years, services, interval, range) => {
    expect(servicePlanFor(name)).toEqual({ amount, years, services, interval, range });
  });
});

describe('feedback block names (SPEC §2)', () => {
  it('reads first_name and dealership_name, with the defaults', () => {
    expect(feedbackNames(new URLSearchParams('first_name=Ana&dealership_name=Sunny%20Motors'))).toEqual({
      firstName: 'Ana',
      dealershipName: 'Sunny Motors',
    });
    expect(feedbackNames(new URLSearchParams('first_name=%20'))).toEqual({
      firstName: 'Valued Customer',
      dealershipName: 'Our Dealership',
    });
  });
});
