import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formRules } from '../../src/api/formRules.ts';
import type { FormSettings } from '../../src/api/formSettings.ts';
import { formSettings } from '../fixtures/formSettings.ts';
import { fieldErrors, leadSchema } from '../../src/api/leadSchema.ts';
import { MESSAGES } from '../../src/api/messages.ts';

const settings = (over: Partial<FormSettings> = {}): FormSettings =>
  formSettings({
    dealerships: [{ id: 10, slug: 'test-motors', name: 'Test Motors' }],
    dealershipSelect: false,
    locations: [],
    ...over,
  });
const two = [
  { id: 5, name: 'North', dealershipSlug: 'a', type: 'sales' as const, lat: -27, lng: 153 },
  { id: 6, name: 'South', dealershipSlug: 'b', type: 'sales' as const, lat: -28, lng: 153 },
];
const valid = {
  form: 'enquiry',
  website_id: 1,
  name: 'Jo',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  message: 'Hi',
  car_id: 'car',
};

const errorsOf = (
  rulesSettings: FormSettings,
  kind: Parameters<typeof formRules>[0],
  body: Record<string, unknown>,
  hasCar = false,
) => {
  const result = v.safeParse(leadSchema(formRules(kind, rulesSettings, hasCar)), body);
  return result.success ? {} : fieldErrors(result.issues);
};

describe('postcode (SPEC §5)', () => {
  it.each(['', '400', '40000', '4,00', '4 000', 'abcd', '4000a'])('rejects %j with the exact message', (postcode) => {
    expect(errorsOf(settings(), 'enquiry', { ...valid, postcode })).toEqual({
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
    });
  });
  it('accepts exactly four digits, including a leading zero', () => {
    expect(errorsOf(settings(), 'enquiry', { ...valid, postcode: '0800' })).toEqual({});
  });
  it('is required', () => {
    const { postcode: _p, ...rest } = valid;
    expect(errorsOf(settings(), 'enquiry', rest)).toEqual({ postcode: MESSAGES.postcode });
  });
});

describe('message rule', () => {
  it('is required on enquiries unless the deployment opts out', () => {
    expect(errorsOf(settings(), 'enquiry', { ...valid, message: ' ' })).toEqual({ message: 'Please enter a message.' });
    expect(errorsOf(settings({ messageOptional: true }), 'enquiry', { ...valid, message: '' })).toEqual({});
  });
  it('is optional on request photos and test drives, and removed from the offer form', () => {
    expect(formRules('request-photos', settings(), true).message).toBe('optional');
    expect(formRules('test-drive', settings(), false).message).toBe('optional');
    expect(formRules('make-offer', settings(), true).message).toBe('removed');
  });
});

describe('selects', () => {
  it('category is shown only on the general enquiry and must be one of the list', () => {
    expect(formRules('general-enquiry', settings(), false).category).toBe(true);
    expect(formRules('enquiry', settings(), true).category).toBe(false);
    expect(errorsOf(settings(), 'general-enquiry', { ...valid, form: 'general-enquiry', category: 'Spam' })).toEqual({
      category: 'Please select a category.',
    });
    expect(
      errorsOf(settings(), 'general-enquiry', { ...valid, form: 'general-enquiry', category: 'Careers Enquiry' }),
    ).toEqual({});
  });
  it('location is required when shown and must be one offered', () => {
    const s = settings({ locations: two });
    expect(errorsOf(s, 'general-enquiry', { ...valid, form: 'general-enquiry', category: 'General Enquiry' })).toEqual({
      location_id: 'Please select a location.',
    });
    expect(
      errorsOf(s, 'general-enquiry', {
        ...valid,
        form: 'general-enquiry',
        category: 'General Enquiry',
        location_id: 99,
      }),
    ).toEqual({ location_id: 'Please select a location.' });
    expect(
      errorsOf(s, 'general-enquiry', {
        ...valid,
        form: 'general-enquiry',
        category: 'General Enquiry',
        location_id: 6,
      }),
    ).toEqual({});
  });
  it('service forms offer service locations when there are any', () => {
    const s = settings({ locations: [...two, { ...two[0]!, id: 7, type: 'service' }] });
    expect(formRules('service', s, false).locations.map((l) => l.id)).toEqual([7]);
    expect(formRules('general-enquiry', s, false).locations.map((l) => l.id)).toEqual([5, 6]);
  });
  it('dealership is required on a site with more than one dealership, not on car forms', () => {
    const s = settings({
      dealershipSelect: true,
      dealerships: [
        { id: 1, slug: 'a', name: 'A' },
        { id: 2, slug: 'b', name: 'B' },
      ],
    });
    expect(errorsOf(s, 'careers', { ...valid, form: 'careers' })).toEqual({
      dealership_slug: 'Please select a dealership.',
    });
    expect(errorsOf(s, 'careers', { ...valid, form: 'careers', dealership_slug: 'x' })).toEqual({
      dealership_slug: 'Please select a dealership.',
    });
    expect(errorsOf(s, 'careers', { ...valid, form: 'careers', dealership_slug: 'b' })).toEqual({});
    expect(formRules('enquiry', s, true).dealerships).toEqual([]);
    expect(formRules('test-drive', s, true).dealerships).toEqual([]);
  });
});

describe('terms (SPEC §5, §8)', () => {
  it("requires the box when the dealer's forms have terms", () => {
    expect(errorsOf(settings({ termsCheckbox: true }), 'enquiry', valid)).toEqual({
      terms: '*You must agree to the terms of use before submitting.',
    });
    expect(errorsOf(settings({ termsCheckbox: true }), 'enquiry', { ...valid, terms: false })).toEqual({
      terms: MESSAGES.terms,
    });
    expect(errorsOf(settings({ termsCheckbox: true }), 'enquiry', { ...valid, terms: true })).toEqual({});
  });
  it('adds terms to the test drive only when the dealer has a disclaimer', () => {
    expect(formRules('test-drive', settings(), false).terms).toBe(false);
    expect(formRules('test-drive', settings({ testDriveDisclaimer: 'Licence required.' }), false).terms).toBe(true);
    expect(formRules('enquiry', settings({ testDriveDisclaimer: 'Licence required.' }), true).terms).toBe(false);
  });
});

describe('contact fields', () => {
  it.each(['jo', 'jo@', '@x.com', 'jo@x', 'jo x@y.com', 'jo@@x.com', 'jo@x..com'])('rejects email %j', (email) => {
    expect(errorsOf(settings(), 'enquiry', { ...valid, email })).toEqual({
      email: 'Please enter a valid email address.',
    });
  });
  it.each(['12', '0512 345 678', '041234567', '+1 415 555 0100', 'phone'])('rejects phone %j', (phone) => {
    expect(errorsOf(settings(), 'enquiry', { ...valid, phone })).toEqual({
      phone: 'Please enter a valid Australian phone number.',
    });
  });
  it.each(['0412 345 678', '+61 412 345 678', '(07) 5443 1234', '1300 975 707', '131 000'])(
    'accepts phone %j',
    (phone) => {
      expect(errorsOf(settings(), 'enquiry', { ...valid, phone })).toEqual({});
    },
  );
  it('needs a first name and lower-cases the email', () => {
    expect(errorsOf(settings(), 'enquiry', { ...valid, name: '  ' })).toEqual({
      name: 'Please enter your first name.',
    });
    const out = v.parse(leadSchema(formRules('enquiry', settings(), true)), { ...valid, email: 'Jo@Example.COM' });
    expect(out.email).toBe('jo@example.com');
  });
  it('lists every message in field order for the summary', () => {
    const errors = errorsOf(settings({ termsCheckbox: true }), 'enquiry', {
      form: 'enquiry',
      website_id: 1,
      car_id: 'c',
    });
    expect(Object.values(errors)).toEqual([
      MESSAGES.name,
      MESSAGES.email,
      MESSAGES.phone,
      MESSAGES.postcode,
      MESSAGES.message,
      MESSAGES.terms,
    ]);
  });
});

describe('offer and car forms', () => {
  it('requires a dollar offer above zero on the offer form', () => {
    const body = { ...valid, form: 'make-offer', message: undefined };
    expect(errorsOf(settings(), 'make-offer', body, true)).toEqual({
      offer_amount: 'Please enter your offer in dollars.',
    });
    expect(errorsOf(settings(), 'make-offer', { ...body, offer_amount: 0 }, true)).toEqual({
      offer_amount: MESSAGES.offer,
    });
    expect(errorsOf(settings(), 'make-offer', { ...body, offer_amount: 25000 }, true)).toEqual({});
  });
  it('car forms need car_id', () => {
    const { car_id: _c, ...rest } = valid;
    expect(errorsOf(settings(), 'enquiry', rest)).toEqual({ car_id: 'This form needs a car.' });
  });
  it('checks the test-drive date format', () => {
    expect(errorsOf(settings(), 'test-drive', { ...valid, form: 'test-drive', date_time: 'tomorrow' })).toEqual({
      date_time: 'Please choose a valid date and time.',
    });
    expect(errorsOf(settings(), 'test-drive', { ...valid, form: 'test-drive', date_time: '2030-01-02T09:30' })).toEqual(
      {},
    );
  });
});

describe('fixed texts', () => {
  it('keeps the spec wording, including its spelling', () => {
    expect(MESSAGES.noLeadId).toBe('An unexpected error occured');
    expect(MESSAGES.submitFailed).toBe('An error occurred when submitting this form');
    expect(MESSAGES.errorListHeading).toBe('Please fix the following errors:');
    expect(MESSAGES.postcodeNotFound).toBe('Invalid postcode');
  });
});
