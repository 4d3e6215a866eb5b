import { describe, expect, it } from 'vitest';
import type { FormRules } from '../../src/api/formRules.ts';
import { leadFormPayload, type LeadFormInput } from '../../src/components/forms/leadFormPayload.ts';
import { formCar } from '../fixtures/formCar.ts';

const rules: FormRules = {
  message: 'required',
  category: false,
  locations: [
    { id: 11, name: 'Newcastle', dealershipSlug: 'north', type: 'sales', lat: -32.9, lng: 151.7 },
    { id: 12, name: 'Gosford', dealershipSlug: 'south', type: 'sales', lat: -33.4, lng: 151.3 },
  ],
  dealerships: [],
  terms: false,
  offer: false,
  dateTime: false,
  carRequired: false,
};
const visit = {
  url: 'https://dealer.test/contact?utm_source=x',
  userAgent: 'UA',
  visitedPages: ['/', '/contact'],
  linkedQueryParams: { utm_source: 'x' },
};
const car = formCar;
const contact = { name: 'Jo', email: 'jo@example.com', phone: '0400000000', postcode: '2300' };
const build = (over: Partial<LeadFormInput>) =>
  leadFormPayload({ kind: 'enquiry', rules, websiteId: 7, values: contact, car: null, visit, ...over });

describe('leadFormPayload: form values to the lead body (SPEC §5, §7)', () => {
  it('adds the form, website, page and visit, and leaves empty fields out', () => {
    expect(build({ values: { ...contact, last_name: '', message: 'Hello' } })).toEqual({
      ...contact,
      message: 'Hello',
      form: 'enquiry',
      website_id: 7,
      url: 'https://dealer.test/contact?utm_source=x',
      page_id: '/contact',
      source: 'Website',
      user_agent: 'UA',
      lead_attributes: { visited_pages: ['/', '/contact'], linked_query_params: { utm_source: 'x' } },
    });
  });

  it('sends the chosen location as a number with its name', () => {
    const body = build({ values: { ...contact, location_id: '12' } });
    expect(body.location_id).toBe(12);
    expect(body.location).toBe('Gosford');
    expect(build({ values: contact })).not.toHaveProperty('location_id');
  });

  it("the car's dealership and location win over the form's", () => {
    const body = build({ kind: 'test-drive', car, values: { ...contact, location_id: '12' } });
    expect(body).toMatchObject({
      car_id: '2024-kia-sportage-u1',
      location_id: 1023,
      location: 'Harbour Kia Newcastle',
      dealership_slug: 'harbour-kia',
      'Vehicle Make': 'Kia',
    });
  });

  it('puts the request-photos line in front of the message, or sends it alone', () => {
    expect(build({ kind: 'request-photos', values: { ...contact, message: 'Engine bay' } }).message).toBe(
      'Please send photos for this car\nEngine bay',
    );
    expect(build({ kind: 'request-photos', values: contact }).message).toBe('Please send photos for this car');
  });

  it('drops the category and message where the rules remove them', () => {
    const values = { ...contact, category: 'Service', message: 'Hi' };
    expect(build({ values })).not.toHaveProperty('category');
    expect(build({ values, rules: { ...rules, category: true } }).category).toBe('Service');
    expect(build({ values, rules: { ...rules, message: 'removed' } })).not.toHaveProperty('message');
  });

  it('reads money fields with cents kept, marks text that is no amount with -1, and leaves empty ones out', () => {
    const offerRules = { ...rules, offer: true };
    const values = { ...contact, offer_amount: '$25,000.50', vehiclePriceBudget: 'about 30k' };
    const offer = build({ values, rules: offerRules });
    expect(offer.offer_amount).toBe(25000.5);
    expect(offer.vehiclePriceBudget).toBe(-1);
    expect(build({ values: { ...contact, offer_amount: 'lots' }, rules: offerRules }).offer_amount).toBe(-1);
    expect(build({ values: { ...contact, vehiclePriceBudget: '30000' } }).vehiclePriceBudget).toBe(30000);
    const empty = build({ values: { ...contact, offer_amount: '', vehiclePriceBudget: '' }, rules: offerRules });
    expect(empty).not.toHaveProperty('offer_amount');
    expect(empty).not.toHaveProperty('vehiclePriceBudget');
  });

  it('collects ticked options into additional_services and drops radio groups', () => {
    const values = {
      ...contact,
      'option:Tyres': true,
      'option:Brakes': false,
      'option:Wheel alignment': true,
      accident_radio_options: 'No',
    };
    const body = build({ kind: 'service', values });
    expect(body.additional_services).toEqual(['Tyres', 'Wheel alignment']);
    expect(Object.keys(body).some((k) => k.startsWith('option:') || k.endsWith('_radio_options'))).toBe(false);
  });

  it('is pure: the same input gives the same body and the values are not changed', () => {
    const values = { ...contact, location_id: '11', 'option:Tyres': true };
    const copy = { ...values };
    expect(build({ values })).toEqual(build({ values }));
    expect(values).toEqual(copy);
  });
});
