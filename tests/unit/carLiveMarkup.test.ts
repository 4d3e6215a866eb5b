import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { resolveFlags, type TemplateName } from '../../src/config/templates.ts';
import { MarkupView } from '../../src/components/car/MarkupView.tsx';
import type { Car } from '../../src/domain/car.ts';
import { carLiveMarkup, liveParts } from '../../src/view/carLiveMarkup.ts';
import { carLiveView } from '../../src/domain/carLiveView.ts';
import type { CarSite } from '../../src/domain/carSite.ts';
import type { Markup } from '../../src/view/markup.ts';
import { carFixture } from '../fixtures/car.ts';

const NOW = Date.UTC(2026, 10, 25) / 1000;
const closed = { status: 'Closed' } as const;
const site = (template: TemplateName): CarSite => ({
  name: 'Sunshine Toyota',
  origin: 'https://www.sunshinetoyota.com.au',
  websiteId: 7,
  phone: '07 5550 1234',
  phonesByCarType: {},
  address: { street: '1 Main St', city: 'Maroochydore', state: 'QLD', postcode: '4558' },
  dealerLicence: '3070001',
  repairerNumber: null,
  locationCredentials: {},
  locale: 'en-AU',
  currency: 'AUD',
  distanceUnit: 'km',
  openingHours: {
    monday: closed,
    tuesday: closed,
    wednesday: closed,
    thursday: closed,
    friday: closed,
    saturday: closed,
    sunday: closed,
  },
  flags: resolveFlags(template, {}),
  search: { host: 'http://127.0.0.1:7700', token: 't', indexUid: 'cars' },
  leadApiOrigin: '',
  rating: null,
});
const lender = {
  interestRate: 8.99,
  comparisonRate: 9.49,
  paymentWeek: 120,
  paymentMonth: 520,
  termMonths: 60,
  balloon: 0,
  disclaimer: 'Taurus disclaimer.',
};
const car = (overrides: Partial<Car>) =>
  carFixture({
    year: 2022,
    price: 25000,
    created_at: '2026-01-05T00:00:00.000Z',
    payment_processors: [{ name: 'stripe', deposit_amount: 250 }],
    finance_lenders: { taurus: lender },
    ...overrides,
  });

/** HTML as a browser serialises the parsed page, so a pin reads like the page. */
function html(markup: Markup | string): string {
  if (typeof markup === 'string') return markup.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  const attrs = Object.entries(markup.attrs)
    .map(([name, value]) => (value === true ? ` ${name}=""` : ` ${name}="${value.replaceAll('&', '&amp;')}"`))
    .join('');
  return `<${markup.tag}${attrs}>${markup.children.map(html).join('')}</${markup.tag}>`;
}
const live = (overrides: Partial<Car>, template: TemplateName = 'toyota') =>
  carLiveMarkup(carLiveView(car(overrides), site(template), NOW));
const parts = (overrides: Partial<Car>, template?: TemplateName) => {
  const m = live(overrides, template);
  return {
    badge: html(m.badge),
    price: html(m.price),
    sold: html(m.sold),
    overlay: html(m.soldOverlay),
    actions: m.actions.children.map(html),
    reserveNote: html(m.reserveNote),
    interested: m.interested.map(html),
    weekly: html(m.financeWeekly),
  };
};

const ENQUIRE =
  '<a class="button car-action car-action--primary" href="/enquiry/car/?car_id=2016-nissan-navara-sl-u10000&amp;form=enquiry" data-action="enquire" data-open-form="enquire">Enquire</a>';
const HISTORY =
  '<a class="button car-action car-action--ghost" href="https://reports.example.com/car-history/JN1BJ8UV1G1000000.pdf" data-action="history-report" target="_blank" rel="noopener">Car History Report</a>';
const TRADE_IN =
  '<a class="button car-action car-action--ghost" href="/cars/trade-in?car_id=100000" data-action="trade-in">Trade-In Valuation</a>';
const TEST_DRIVE =
  '<a class="button car-action car-action--ghost" href="/book-test-drive?car_id=100000" data-action="test-drive">Book a Test Drive</a>';
const CALL_DEALER =
  '<button type="button" class="button car-action car-action--ghost" data-action="call-dealer" data-phone="08 5550 5100">Call the dealer <span data-phone-text="">08 55*******</span></button>';
const financeQuote = (price: number) =>
  `<a class="button car-action car-action--ghost" href="/finance?car_id=100000&amp;car_type=used&amp;vehiclePriceBudget=${price}&amp;preferredDealership=adelaide-nissan-west-terrace#finance-form" data-action="finance">Get Finance Quote</a>`;
const offer = (id: string) =>
  `<a class="button car-action car-action--ghost" href="/enquiry/car/?car_id=${id}&amp;form=make-offer" data-action="make-offer" data-open-form="make-offer">Make an Offer</a>`;
const POINT = {
  ask: '<li data-live="interested-ask">Ask us anything: history, servicing, availability</li>',
  testDrive: '<li data-live="interested-test-drive">Book a test drive at a time that suits you</li>',
  tradeIn: '<li data-live="interested-trade-in">Get a trade-in valuation and finance estimate</li>',
  reserve: '<li data-live="interested-reserve">Reserve online and we hold the car for you</li>',
  noReserve: '<li data-live="interested-reserve" hidden=""></li>',
};
const SOLD_HIDDEN =
  '<div class="sold-notice" data-live="sold" role="status" hidden=""><strong>SOLD</strong> This car has been sold. Let us find you something similar.</div>';

describe('the car page live parts, rendered once for the build and the browser', () => {
  it('an available car: price, every action the dealer offers, Reserve Car Now with its deposit, finance', () => {
    expect(parts({})).toEqual({
      badge: '<p class="tag-badge tag-badge--none" data-live="badge"><span data-live="badge-text"></span></p>',
      price:
        '<div class="car-price" data-live="price" data-mode="car-price"><s data-live="price-before"></s><strong data-live="price-amount">$25,000</strong><span class="car-price__note" data-live="price-note">Excl. Govt. Charges</span></div>',
      sold: SOLD_HIDDEN,
      overlay: '<p class="car-gallery__sold" data-live="sold-overlay" hidden="">JUST SOLD</p>',
      actions: [
        ENQUIRE,
        HISTORY,
        financeQuote(25000),
        TRADE_IN,
        '<a class="button car-action car-action--green" href="/cars/2016-nissan-navara-sl-u10000/checkout" data-action="reserve">Reserve Car Now</a>',
        TEST_DRIVE,
        offer('2016-nissan-navara-sl-u10000'),
        CALL_DEALER,
      ],
      reserveNote:
        '<p class="reserve-note" data-live="reserve-note">$250 deposit · held for 48 hours · 100% refundable</p>',
      interested: [POINT.ask, POINT.testDrive, POINT.tradeIn, POINT.reserve],
      weekly:
        '<p class="finance-weekly" data-live="finance-weekly"><strong data-live="weekly">$120</strong> <span>/week</span></p>',
    });
  });

  it('a reserved car: RESERVED badge, no reserve or trade-in, the reserve note and point hidden', () => {
    const reserved = parts({ reserved: true });
    expect(reserved.badge).toBe(
      '<p class="tag-badge tag-badge--dark" data-live="badge"><span data-live="badge-text">RESERVED</span></p>',
    );
    expect(reserved.actions).toEqual([
      ENQUIRE,
      HISTORY,
      financeQuote(25000),
      TEST_DRIVE,
      offer('2016-nissan-navara-sl-u10000'),
      CALL_DEALER,
    ]);
    expect(reserved.reserveNote).toBe(
      '<p class="reserve-note" data-live="reserve-note" hidden="">$250 deposit · held for 48 hours · 100% refundable</p>',
    );
    expect(reserved.interested).toEqual([POINT.ask, POINT.testDrive, POINT.tradeIn, POINT.noReserve]);
    expect(reserved.sold).toBe(SOLD_HIDDEN);
  });

  it('a sold car: JUST SOLD, the SOLD notice and overlay, Find Me Something Similar and the phone reveal only', () => {
    expect(parts({ status: 'sold', sold: true, sold_date_timestamp: NOW - 3600 })).toEqual({
      badge: '<p class="tag-badge tag-badge--dark" data-live="badge"><span data-live="badge-text">JUST SOLD</span></p>',
      price:
        '<div class="car-price" data-live="price" data-mode="car-price"><s data-live="price-before"></s><strong data-live="price-amount">$25,000</strong><span class="car-price__note" data-live="price-note">Excl. Govt. Charges</span></div>',
      sold: SOLD_HIDDEN.replace(' hidden=""', ''),
      overlay: '<p class="car-gallery__sold" data-live="sold-overlay">JUST SOLD</p>',
      actions: [
        '<a class="button car-action car-action--primary" href="/search/nissan/navara/" data-action="find-similar">Find Me Something Similar</a>',
        CALL_DEALER,
      ],
      reserveNote:
        '<p class="reserve-note" data-live="reserve-note" hidden="">$250 deposit · held for 48 hours · 100% refundable</p>',
      interested: [
        '<li data-live="interested-ask">Ask us to find you a car like this one</li>',
        '<li data-live="interested-test-drive" hidden=""></li>',
        '<li data-live="interested-trade-in">Get a trade-in valuation and finance estimate for your next car</li>',
        POINT.noReserve,
      ],
      weekly:
        '<p class="finance-weekly" data-live="finance-weekly" hidden=""><strong data-live="weekly"></strong> <span>/week</span></p>',
    });
  });

  it('an enquire-for-price car: the note in place of a price, no finance, offer, trade-in or reserve', () => {
    const unpriced = parts({ price: 0 });
    expect(unpriced.price).toBe(
      '<div class="car-price" data-live="price" data-mode="no-price"><s data-live="price-before"></s><strong data-live="price-amount">Enquire for price.</strong><span class="car-price__note" data-live="price-note"></span></div>',
    );
    expect(unpriced.actions).toEqual([ENQUIRE, HISTORY, TEST_DRIVE, CALL_DEALER]);
    expect(unpriced.weekly).toBe(
      '<p class="finance-weekly" data-live="finance-weekly" hidden=""><strong data-live="weekly"></strong> <span>/week</span></p>',
    );
    expect(unpriced.interested).toEqual([POINT.ask, POINT.testDrive, POINT.tradeIn, POINT.noReserve]);
  });

  it('a certified car carries the drawn mark; Call Now stays hidden until the page finds the dealer open', () => {
    const certified = live({ certified: true, make: 'Toyota', model: 'RAV4' }, 'toyota');
    expect(html(certified.badge)).toBe(
      '<p class="tag-badge tag-badge--image" data-live="badge"><svg class="certified-mark" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><circle cx="12" cy="12" r="11" fill="#eb0a1e"></circle><path d="M7 12.5l3.2 3.2L17 9" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round"></path></svg><span data-live="badge-text">Certified Pre-Owned</span></p>',
    );
    expect(parts({}, 'used').actions.at(-1)).toBe(
      '<a class="button car-action car-action--ghost" href="tel:0855505100" data-action="call-now" data-hours-gated="" hidden="">Call Now</a>',
    );
  });

  it('the build draws each part exactly as the markup describes it', () => {
    for (const overrides of [
      {},
      { reserved: true },
      { status: 'sold' as const, sold: true },
      { price: 0 },
      { certified: true, make: 'Toyota' },
    ]) {
      const m = live(overrides);
      for (const part of liveParts(m)) {
        expect(renderToStaticMarkup(createElement(MarkupView, { markup: part }))).toBe(html(part));
      }
    }
  });
});
