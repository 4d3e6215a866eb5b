import { describe, expect, it } from 'vitest';
import { resolveFlags } from '../../src/config/templates.ts';
import { reviewUrlFor } from '../../src/domain/feedback.ts';
import { isOpenAt, wallClock } from '../../src/domain/businessHours.ts';
import type { FinanceLender, FinanceProvider } from '../../src/domain/car.ts';
import { collapseComments, commentParagraphs, COMMENTS_PENDING } from '../../src/domain/dealerComments.ts';
import { financeEligibility } from '../../src/domain/financeEligibility.ts';
import { maskPhone } from '../../src/domain/phoneMask.ts';
import { comparisonBasisWeekly, financeOffer, offerValidUntil, loanRepayment } from '../../src/domain/repayments.ts';
import { reserveDeposit, reserveEligible } from '../../src/domain/reservation.ts';
import { reviewsShown } from '../../src/domain/reviewsShown.ts';
import { tradeInEligible } from '../../src/domain/tradeIn.ts';
import type { WeeklyHours } from '../../src/domain/weeklyHours.ts';
import { carFixture } from '../fixtures/car.ts';
import { locationTimeZone } from '../../src/domain/timeZones.ts';

const YEAR = 2026;
const lender = (overrides: Partial<FinanceLender> = {}): FinanceLender => ({
  interestRate: 8.99,
  comparisonRate: 9.49,
  paymentWeek: 120,
  paymentMonth: 520,
  termMonths: 60,
  balloon: 0,
  disclaimer: 'Provider disclaimer.',
  ...overrides,
});
const rules = (
  provider: FinanceProvider,
  extra: Partial<{ hidden: boolean; hiddenForManufacturers: string[] }> = {},
) => ({
  provider,
  hidden: false,
  hiddenForManufacturers: [],
  ...extra,
});

describe('finance eligibility per provider (SPEC §5)', () => {
  type Case = [string, FinanceProvider, Parameters<typeof carFixture>[0], Partial<FinanceLender>, boolean];
  const cases: Case[] = [
    ['taurus: young, priced, available, with comparison rate', 'taurus', { year: 2015 }, {}, true],
    ['taurus: 12 years old is too old', 'taurus', { year: 2014 }, {}, false],
    ['taurus: price 500 is not above 500', 'taurus', { year: 2020, price: 500 }, {}, false],
    ['taurus: needs no weekly payment', 'taurus', { year: 2020 }, { paymentWeek: null }, true],
    ['taurus: sold car', 'taurus', { year: 2020, status: 'sold' }, {}, false],
    [
      '360 finance: only availability, even unpriced',
      '360_finance',
      { price: 0, year: 2001 },
      { paymentWeek: null },
      true,
    ],
    ['360 finance: sold car', '360_finance', { status: 'sold' }, {}, false],
    ['ausloans: coming soon is available', 'ausloans', { status: 'coming_soon', price: 0 }, {}, true],
    ['ausloans: sold car', 'ausloans', { status: 'sold' }, {}, false],
    ['manual: priced with weekly payment', 'manual', { price: 501 }, {}, true],
    ['manual: no weekly payment', 'manual', {}, { paymentWeek: null }, false],
    ['angle: price 500', 'angle', { price: 500 }, {}, false],
    ['angle: priced with weekly payment', 'angle', {}, {}, true],
    ['powertorque: no weekly payment', 'powertorque', {}, { paymentWeek: null }, false],
    ['powertorque: sold', 'powertorque', { status: 'sold' }, {}, false],
    ['nissan finance: monthly payment is what counts', 'nissan_finance', {}, { paymentWeek: null }, true],
    ['nissan finance: no monthly payment', 'nissan_finance', {}, { paymentMonth: null }, false],
    ['any provider: null interest rate hides', 'ausloans', {}, { interestRate: null }, false],
    ['any provider: null comparison rate hides', '360_finance', {}, { comparisonRate: null }, false],
  ];
  it.each(cases)('%s', (_, provider, carOverrides, lenderOverrides, expected) => {
    const car = carFixture({
      year: 2020,
      price: 25000,
      finance_lenders: { [provider]: lender(lenderOverrides) },
      ...carOverrides,
    });
    expect(financeEligibility(car, rules(provider), YEAR) !== null).toBe(expected);
  });

  it('hides finance without an entry for the provider, for excluded makes and dealerships', () => {
    const car = carFixture({ finance_lenders: { manual: lender() } });
    expect(financeEligibility(car, rules('manual'), YEAR)).not.toBeNull();
    expect(financeEligibility(car, rules('angle'), YEAR)).toBeNull();
    expect(financeEligibility(car, rules('manual', { hiddenForManufacturers: ['nissan'] }), YEAR)).toBeNull();
    expect(financeEligibility(car, rules('manual', { hidden: true }), YEAR)).toBeNull();
  });
});

describe('repayment calculator (SPEC §9)', () => {
  it.each([
    ['$27,000 at 10% over 5 years', 27000, 10, 5, 132],
    ['$27,000 at 8.5% over 5 years', 27000, 8.5, 5, 128],
    ['$30,000 at 0% over 5 years', 30000, 0, 5, 115],
    ['$45,000 at 7.99% over 7 years', 45000, 7.99, 7, 161],
    ['nothing owed', 0, 10, 5, 0],
  ])('%s is $%d a week after rounding', (_, principal, rate, years, weekly) => {
    expect(loanRepayment(principal, rate, years)).toBe(weekly);
  });

  it('repays monthly with 12 periods a year: $27,000 at 10% over 5 years is $574 a month', () => {
    expect(loanRepayment(27000, 10, 5, 12)).toBe(574);
  });

  it('prices the comparison basis: a 5-year secured $30,000 loan with a 10% deposit', () => {
    expect(comparisonBasisWeekly(10)).toBe(loanRepayment(27000, 10, 5));
  });

  it.each([
    ['2026-01-15', '2026-02-15'],
    ['2026-01-31', '2026-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2026-12-20', '2027-01-20'],
  ])('an offer made %s is valid until %s', (today, until) => {
    expect(
      offerValidUntil(new Date(`${today}T00:00:00Z`))
        .toISOString()
        .slice(0, 10),
    ).toBe(until);
  });

  it('uses the lender payment when it has one, else the site default rate, always with $0 final payment', () => {
    const today = new Date('2026-11-21T00:00:00Z');
    const withLender = financeOffer(30000, lender({ deposit: 3000 }), 10, today);
    expect(withLender).toMatchObject({ weekly: 120, deposit: 3000, termYears: 5, finalPayment: 0, interestRate: 8.99 });
    const toyota = resolveFlags('toyota', {}).finance.calculatorRate;
    expect(toyota).toBe(8.5);
    expect(resolveFlags('group', {}).finance.calculatorRate).toBe(10);
    const calculated = financeOffer(27000, null, toyota, today);
    expect(calculated).toMatchObject({ weekly: 128, deposit: 0, termYears: 5, finalPayment: 0, interestRate: 8.5 });
    expect(calculated.validUntil.toISOString().slice(0, 10)).toBe('2026-12-21');
    expect(calculated.disclaimer).toBe('Comparison rate based on a 5 year secured loan of $30,000 with a 10% deposit.');
  });
});

describe('trade-in eligibility (SPEC §5)', () => {
  it.each([
    ['in stock, priced above 200', {}, true, true],
    ['valuation disabled', {}, false, false],
    ['coming soon', { status: 'coming_soon' as const }, true, false],
    ['sold', { status: 'sold' as const, sold: true }, true, false],
    ['reserved', { reserved: true }, true, false],
    ['price exactly 200', { price: 200 }, true, false],
    ['price 201', { price: 201 }, true, true],
  ])('%s → %s', (_, overrides, enabled, expected) => {
    expect(tradeInEligible(carFixture(overrides), enabled)).toBe(expected);
  });
});

describe('reservation (SPEC §4, §5, §9)', () => {
  const stripe = [{ name: 'stripe' as const, deposit_amount: 500 }];
  const vehicle = resolveFlags('group', {}).vehicle;
  it.each([
    ['in stock with a processor', { payment_processors: stripe }, true],
    ['no processor to take the deposit', { payment_processors: [] }, false],
    ['already reserved', { payment_processors: stripe, reserved: true }, false],
    ['sold', { payment_processors: stripe, status: 'sold' as const }, false],
    ['coming soon without pre-order', { payment_processors: stripe, status: 'coming_soon' as const }, false],
    [
      'coming soon open to pre-order',
      { payment_processors: stripe, status: 'coming_soon' as const, preorder: true },
      true,
    ],
    ['no price', { payment_processors: stripe, price: 0 }, false],
  ])('%s → %s', (_, overrides, expected) => {
    expect(reserveEligible(carFixture(overrides))).toBe(expected);
  });

  it('shows the processor deposit, else the $200 default, and hides the amount when configured as 0', () => {
    expect(vehicle.reserveDeposit).toBe(200);
    expect(reserveDeposit(carFixture({ payment_processors: [] }), vehicle)).toBe(200);
    expect(reserveDeposit(carFixture({ payment_processors: stripe }), vehicle)).toBe(500);
    expect(reserveDeposit(carFixture({ payment_processors: stripe }), { reserveDeposit: 0 })).toBeNull();
  });
});

describe('Call Now business hours in the configured zone (SPEC §4)', () => {
  const open = (o: string, c: string) => ({ status: 'Open' as const, open: o, close: c });
  const hours: WeeklyHours = {
    monday: open('08:30', '17:30'),
    tuesday: open('08:30', '17:30'),
    wednesday: open('08:30', '17:30'),
    thursday: open('08:30', '17:30'),
    friday: open('08:30', '17:30'),
    saturday: open('09:00', '12:00'),
    sunday: { status: 'Closed' },
  };
  // 2026: eastern daylight saving ends Sun 5 April 03:00 AEDT and starts Sun 4 October 02:00 AEST.
  // Perth (UTC+8, no DST) keeps the same UTC window; Sydney's moves by an hour across each change.
  it.each([
    ['Fri before DST ends, 00:30Z = 08:30 Perth', '2026-04-03T00:30:00Z', true, true],
    ['Mon after DST ends, 00:30Z = 08:30 Perth', '2026-04-06T00:30:00Z', true, true],
    ['Fri before DST ends, 00:29Z = 08:29 Perth', '2026-04-03T00:29:00Z', false, true],
    ['Mon after DST ends, 00:29Z', '2026-04-06T00:29:00Z', false, true],
    ['Fri before DST ends, 06:45Z = 17:45 Sydney (AEDT)', '2026-04-03T06:45:00Z', true, false],
    ['Mon after DST ends, 06:45Z = 16:45 Sydney (AEST)', '2026-04-06T06:45:00Z', true, true],
    ['Fri before DST starts, 07:15Z = 17:15 Sydney (AEST)', '2026-10-02T07:15:00Z', true, true],
    ['Mon after DST starts, 07:15Z = 18:15 Sydney (AEDT)', '2026-10-05T07:15:00Z', true, false],
    ['Mon after DST starts, 09:29Z = 17:29 Perth', '2026-10-05T09:29:00Z', true, false],
    ['Mon after DST starts, 09:30Z = 17:30 Perth closes', '2026-10-05T09:30:00Z', false, false],
    ['Sat 11:59 Perth is 13:59 in Sydney', '2026-10-03T03:59:00Z', true, false],
    ['Sun: closed all day', '2026-10-04T02:00:00Z', false, false],
  ])('%s: Perth %s, Sydney %s', (_, instant, perth, sydney) => {
    expect(isOpenAt(hours, new Date(instant), 'Australia/Perth')).toBe(perth);
    expect(isOpenAt(hours, new Date(instant), 'Australia/Sydney')).toBe(sydney);
  });

  it('reads the weekday in the zone, not in UTC', () => {
    // 16:30Z Sunday is 00:30 Monday in Perth.
    expect(wallClock(new Date('2026-04-05T16:30:00Z'), 'Australia/Perth')).toEqual({ day: 'monday', time: '00:30' });
  });

  it('treats By appointment only as closed', () => {
    const byAppointment = {
      ...hours,
      monday: { status: 'By appointment only' as const, open: '08:30', close: '17:30' },
    };
    expect(isOpenAt(byAppointment, new Date('2026-04-06T02:00:00Z'), 'Australia/Perth')).toBe(false);
  });
});

describe('phone masking (SPEC §4)', () => {
  it.each([
    ['08 5550 5100', '08 55*******'],
    ['1300 975 707', '1300 *******'],
    ['0412345678', '04123*****'],
    ['123', '123'],
    ['', ''],
  ])('%s → %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});

describe('dealer comments (SPEC §5, §9)', () => {
  it.each([
    ['Low kms.|One owner.', ['Low kms.', 'One owner.']],
    [' Serviced | | Log books |', ['Serviced', 'Log books']],
    ['', []],
    ['No pipes here', ['No pipes here']],
  ])('splits %j on the pipe', (text, paragraphs) => {
    expect(commentParagraphs(text)).toEqual(paragraphs);
  });

  it('has the pending text for empty comments', () => {
    expect(COMMENTS_PENDING).toBe('Dealer comments are pending. Please check back here later.');
  });

  it('keeps comments up to 400 characters whole', () => {
    const paragraphs = ['a'.repeat(200), 'b'.repeat(200)];
    expect(collapseComments(paragraphs)).toEqual({ paragraphs, truncated: false });
  });

  it('cuts at 400 characters on a word boundary with an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const collapsed = collapseComments(['x'.repeat(100), words]);
    expect(collapsed.truncated).toBe(true);
    expect(collapsed.paragraphs[0]).toBe('x'.repeat(100));
    const tail = collapsed.paragraphs[1] ?? '';
    expect(tail.endsWith('…')).toBe(true);
    expect(100 + tail.length - 1).toBeLessThanOrEqual(400);
    expect(words.startsWith(tail.slice(0, -1))).toBe(true);
    expect(words.charAt(tail.length - 1)).toBe(' ');
  });

  it('drops later paragraphs once the limit is reached', () => {
    const collapsed = collapseComments(['a'.repeat(400), 'second']);
    expect(collapsed).toEqual({ paragraphs: ['a'.repeat(400)], truncated: true });
  });
});

describe('reviews shown only above the minimum rating (SPEC §5)', () => {
  const content = { reviewsHidden: false, reviewsMinRating: 4 };
  it.each([
    [4.1, content, true],
    [4, content, false],
    [3.9, content, false],
    [4.8, { ...content, reviewsHidden: true }, false],
    [4.6, { ...content, reviewsMinRating: 4.5 }, true],
  ])('average %d with %j → %s', (average, rules, expected) => {
    expect(reviewsShown({ average_rating: average }, rules)).toBe(expected);
  });
  it('shows nothing without reviews', () => {
    expect(reviewsShown(null, content)).toBe(false);
  });
});

describe('finance offer without a price', () => {
  it('has no weekly figure for a car without a price (360 Finance and AusLoans still show the card)', () => {
    const offer = financeOffer(0, lender({ paymentWeek: null }), 10, new Date('2026-11-21T00:00:00Z'));
    expect(offer.weekly).toBeNull();
  });
});

describe('time zones', () => {
  it("a location's hours are kept in its state's zone; Call Now's flag is Perth by default", () => {
    const at = (state: string) => ({ address: { state } });
    expect(locationTimeZone(at('NSW'), 'Australia/Perth')).toBe('Australia/Sydney');
    expect(locationTimeZone(at('act'), 'Australia/Perth')).toBe('Australia/Sydney');
    expect(locationTimeZone(at('TAS'), 'Australia/Perth')).toBe('Australia/Hobart');
    expect(locationTimeZone(at('Auckland'), 'Pacific/Auckland')).toBe('Pacific/Auckland');
    expect(resolveFlags('group', {}).vehicle.businessHoursTimeZone).toBe('Australia/Perth');
  });
});

describe('feedback review link', () => {
  const profiles = [
    { name: 'Harbour Mazda', reviewUrl: 'https://g.page/mazda/review' },
    { name: 'Harbour Kia', reviewUrl: 'https://g.page/kia/review' },
  ];
  it("picks the named dealership's review page, case aside; the first otherwise; the fallback without any", () => {
    expect(reviewUrlFor(profiles, 'harbour kia', '/contact')).toBe('https://g.page/kia/review');
    expect(reviewUrlFor(profiles, 'Our Dealership', '/contact')).toBe('https://g.page/mazda/review');
    expect(reviewUrlFor([], 'Harbour Kia', '/contact')).toBe('/contact');
  });
});
