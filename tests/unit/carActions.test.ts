import { describe, expect, it } from 'vitest';
import { resolveFlags, type TemplateName } from '../../src/config/templates.ts';
import { carActions, carPhone, financeCardHref, financeHref } from '../../src/domain/carActions.ts';
import { carJsonLd } from '../../src/domain/carJsonLd.ts';
import { carFixture } from '../fixtures/car.ts';

const lender = {
  interestRate: 9.5,
  comparisonRate: 10.1,
  paymentWeek: 90,
  paymentMonth: 390,
  termMonths: 60,
  balloon: 0,
  disclaimer: 'd',
};
const eligible = carFixture({
  year: 2022,
  price: 25000,
  file: 'https://reports.example.com/x.pdf',
  payment_processors: [{ name: 'stripe', deposit_amount: 200 }],
  finance_lenders: { manual: lender, taurus: lender, angle: lender },
});
const ctx = (template: TemplateName, overrides: Parameters<typeof resolveFlags>[1] = {}) => ({
  flags: resolveFlags(template, overrides),
  phone: '07 5550 1234',
  currentYear: 2026,
});
const kinds = (car: typeof eligible, template: TemplateName, overrides: Parameters<typeof resolveFlags>[1] = {}) =>
  carActions(car, ctx(template, overrides)).map((a) => a.label);

describe('car page action buttons per dealer config (SPEC §2, §5)', () => {
  it.each([
    [
      'group',
      [
        'Enquire',
        'Car History Report',
        'Finance Enquiry',
        'Trade-In Valuation',
        'Reserve Now',
        'Book a Test Drive',
        'Make an Offer',
        'Call the dealer',
      ],
    ],
    [
      'toyota',
      [
        'Enquire',
        'Car History Report',
        'Get Finance Quote',
        'Trade-In Valuation',
        'Reserve Car Now',
        'Book a Test Drive',
        'Make an Offer',
        'Call the dealer',
      ],
    ],
    [
      'used',
      [
        'Enquire',
        'Car History Report',
        'Finance Enquiry',
        'Trade-In Valuation',
        'Reserve Now',
        'Online Purchase',
        'Book a Test Drive',
        'Call Now',
      ],
    ],
  ] as const)('%s template, eligible used car: %j', (template, labels) => {
    expect(kinds(eligible, template)).toEqual(labels);
  });

  it('drops each button whose own rule fails', () => {
    const reserved = kinds({ ...eligible, reserved: true }, 'group');
    expect(reserved).not.toContain('Reserve Now');
    expect(reserved).not.toContain('Trade-In Valuation');
    expect(kinds({ ...eligible, file: null }, 'group')).not.toContain('Car History Report');
    expect(kinds(eligible, 'group', { vehicle: { historyReport: false } })).not.toContain('Car History Report');
    expect(kinds({ ...eligible, price: 0 }, 'group')).not.toContain('Make an Offer');
    expect(kinds({ ...eligible, finance_lenders: {} }, 'group')).not.toContain('Finance Enquiry');
    expect(kinds({ ...eligible, car_type: 'new' }, 'used')).not.toContain('Online Purchase');
    expect(kinds(eligible, 'group', { forms: { valuationEnabled: false } })).not.toContain('Trade-In Valuation');
    expect(kinds(eligible, 'group', { vehicle: { showActionsAndLicences: false } })).toEqual([]);
  });

  it('offers a sold car Find Me Something Similar (to its make and model search) and the phone reveal', () => {
    const actions = carActions({ ...eligible, status: 'sold', sold: true }, ctx('group'));
    expect(actions.map((a) => [a.label, a.href])).toEqual([
      ['Find Me Something Similar', '/search/nissan/navara/'],
      ['Call the dealer', null],
    ]);
  });

  it('links each action to its SPEC §2 route', () => {
    const hrefs = Object.fromEntries(carActions(eligible, ctx('used')).map((a) => [a.kind, a.href]));
    expect(hrefs).toMatchObject({
      enquire: `/enquiry/car/?car_id=${eligible.slug}&form=enquiry`,
      'trade-in': `/cars/trade-in?car_id=${eligible.id}`,
      reserve: `/cars/${eligible.slug}/checkout`,
      'online-purchase': `/checkout-journey?car_id=${eligible.slug}`,
      'test-drive': `/book-test-drive?car_id=${eligible.id}`,
      'call-now': 'tel:0755501234',
    });
    expect(hrefs.finance).toBe(
      `/apply-for-finance?car_id=${eligible.id}&car_type=used&vehiclePriceBudget=25000&preferredDealership=${eligible.dealership_slug}#finance-form`,
    );
    const buyOnline = carActions(eligible, ctx('group', { routes: { reservePath: 'buy-online' } }));
    expect(buyOnline.find((a) => a.kind === 'reserve')?.href).toBe(`/cars/${eligible.slug}/buy-online`);
    expect(carActions(eligible, ctx('used')).find((a) => a.kind === 'call-now')?.duringBusinessHours).toBe(true);
  });

  it('opens Enquire and Make an Offer in place (their #enquire / #make-offer forms) when scripts run', () => {
    const actions = carActions(eligible, ctx('group'));
    const by = Object.fromEntries(actions.map((a) => [a.kind, [a.href, a.opens]]));
    expect(by).toMatchObject({
      enquire: [`/enquiry/car/?car_id=${eligible.slug}&form=enquiry`, 'enquire'],
      'make-offer': [`/enquiry/car/?car_id=${eligible.slug}&form=make-offer`, 'make-offer'],
      'test-drive': [`/book-test-drive?car_id=${eligible.id}`, undefined],
    });
  });

  it('uses /personalised/finance for NVIC cars when finance is gated', () => {
    const routes = resolveFlags('used', { routes: { financeGated: true } }).routes;
    expect(financeHref({ ...eligible, has_nvic: true }, routes)).toBe(`/personalised/finance?car_id=${eligible.id}`);
    expect(financeHref({ ...eligible, has_nvic: false }, routes)).toMatch(/^\/apply-for-finance\?/);
  });

  it('builds the finance card links on the site like Get Finance Quote, keeping their own type', () => {
    const routes = resolveFlags('toyota', {}).routes;
    const origin = 'https://www.sunshinetoyota.com.au';
    const carQuery = `car_id=${eligible.id}&car_type=${eligible.car_type}&vehiclePriceBudget=25000&preferredDealership=${eligible.dealership_slug}`;
    expect(financeCardHref(`${origin}/finance?type=pre-approval#finance-form`, origin, eligible, routes)).toBe(
      `/finance?${carQuery}&type=pre-approval#finance-form`,
    );
    expect(financeCardHref(`${origin}/finance?type=quote#finance-form`, origin, eligible, routes)).toBe(
      `/finance?${carQuery}&type=quote#finance-form`,
    );
    // A lender's own site is not ours to add the car to.
    expect(financeCardHref('https://lender.example.com/apply', origin, eligible, routes)).toBe(
      'https://lender.example.com/apply',
    );
  });

  it('phones: per car type, else the location, else the dealer', () => {
    const dealer = { phone: '1300 000 000', phonesByCarType: { used: '1300 111 111' } };
    expect(carPhone(eligible, dealer)).toBe('1300 111 111');
    expect(carPhone({ ...eligible, car_type: 'new' }, dealer)).toBe(eligible.location.phone);
    expect(carPhone({ ...eligible, car_type: 'new', location: { ...eligible.location, phone: '' } }, dealer)).toBe(
      '1300 000 000',
    );
  });
});

describe('schema.org Car JSON-LD', () => {
  const seller = {
    name: 'Dealer',
    url: 'https://d.example',
    telephone: '1',
    address: { street: 's', city: 'c', state: 'QLD', postcode: '4000' },
  };
  it('carries the Car and Offer properties', () => {
    const data = carJsonLd(eligible, 'https://d.example/cars/x/', null, 'AUD', seller);
    expect(data).toMatchObject({
      '@type': 'Car',
      vehicleIdentificationNumber: eligible.vin,
      mileageFromOdometer: { value: eligible.km, unitCode: 'KMT' },
      itemCondition: 'https://schema.org/UsedCondition',
      brand: { '@type': 'Brand', name: 'Nissan' },
      model: 'Navara',
      vehicleModelDate: '2022',
      vehicleConfiguration: 'SL D23',
      fuelType: 'Diesel',
      vehicleTransmission: '7 Speed Automatic',
      color: eligible.colour,
      offers: {
        '@type': 'Offer',
        price: 25000,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'AutoDealer', name: 'Dealer' },
      },
    });
  });
  it('marks sold cars SoldOut and leaves the price out when there is none', () => {
    const sold = carJsonLd({ ...eligible, status: 'sold', price: 0 }, 'u', null, 'AUD', seller);
    expect(sold.offers.availability).toBe('https://schema.org/SoldOut');
    expect('price' in sold.offers).toBe(false);
  });
});
