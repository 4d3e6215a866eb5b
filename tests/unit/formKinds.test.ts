import { describe, expect, it } from 'vitest';
import { leadKind } from '../../server/delivery/kinds.ts';
import { formRules } from '../../src/api/formRules.ts';
import type { FormSettings } from '../../src/api/formSettings.ts';
import { leadEventId } from '../../src/api/leadEventId.ts';
import {
  FORM_KIND_RECORDS,
  FORM_KINDS,
  formOfDialog,
  isFormKind,
  type FormKindRecord,
} from '../../src/domain/formKinds.ts';

const settings: FormSettings = {
  websiteId: 1,
  dealerName: 'Dealer',
  messageOptional: false,
  termsCheckbox: false,
  testDriveDisclaimer: null,
  dealerships: [],
  dealershipSelect: false,
  locations: [],
  valuationEnabled: true,
  valuationToMiscellaneous: false,
  financePath: 'finance',
  checkoutGated: false,
  financeProvider: 'manual',
};

// The form kind registry is the one list of form kinds: these tests pin what is derived from it.
describe('form kind registry', () => {
  it('lists every form kind once, in registry order', () => {
    expect(FORM_KINDS).toEqual([
      'general-enquiry',
      'enquiry',
      'quick-enquiry',
      'request-photos',
      'test-drive',
      'make-offer',
      'finance',
      'trade-in',
      'careers',
      'fleet',
      'service',
      'reservation',
    ]);
    expect(isFormKind('fleet')).toBe(true);
    expect(isFormKind('toString')).toBe(false);
  });

  it('derives the car forms and each form rule from the records', () => {
    const carForms = ['enquiry', 'quick-enquiry', 'request-photos', 'make-offer', 'reservation'];
    expect(FORM_KINDS.filter((k) => FORM_KIND_RECORDS[k].car)).toEqual(carForms);
    const message = Object.fromEntries(FORM_KINDS.map((k) => [k, formRules(k, settings, false).message]));
    expect(message).toMatchObject({ 'make-offer': 'removed', reservation: 'removed', 'test-drive': 'optional' });
    expect(FORM_KINDS.filter((k) => formRules(k, settings, false).carRequired)).toEqual(carForms);
  });

  it('shows each per-kind field on the kinds whose record asks for it', () => {
    const showing = (field: 'category' | 'offer' | 'dateTime' | 'terms', own: Partial<FormSettings> = {}) =>
      FORM_KINDS.filter((k) => formRules(k, { ...settings, ...own }, false)[field]);
    expect(showing('category')).toEqual(['general-enquiry']);
    expect(showing('offer')).toEqual(['make-offer']);
    expect(showing('dateTime')).toEqual(['test-drive']);
    expect(showing('terms')).toEqual([]);
    expect(showing('terms', { testDriveDisclaimer: 'Licence required.' })).toEqual(['test-drive']);
    expect(showing('terms', { termsCheckbox: true })).toEqual(FORM_KINDS);
  });

  it("opens each car page dialog's form by its record", () => {
    expect([formOfDialog('enquire'), formOfDialog('make-offer'), formOfDialog('request-photos')]).toEqual([
      'enquiry',
      'make-offer',
      'request-photos',
    ]);
    expect(FORM_KINDS.filter((k) => FORM_KIND_RECORDS[k].dialog !== null)).toEqual([
      'enquiry',
      'request-photos',
      'make-offer',
    ]);
  });

  it('does not compile a kind record that leaves out a field rule', () => {
    const forgotten = {
      category: 'Brochure',
      message: 'optional',
      locations: 'none',
      car: false,
      event: 'enquiry',
    } as const;
    // @ts-expect-error categorySelect, offer, dateTime, disclaimerTerms and dialog are missing
    const record: FormKindRecord = forgotten;
    expect(record.category).toBe('Brochure');
  });

  it('refuses a form kind it does not know instead of routing it to a default inbox', () => {
    expect(() => leadKind('brochure', 'Sales Enquiry', null)).toThrow(
      'unknown form kind "brochure": no lead kind to route it by',
    );
  });

  it('gives every form kind its analytics event by the record’s rule', () => {
    const used = { carType: 'used', tag: null };
    const events = Object.fromEntries(
      FORM_KINDS.map((k) => [k, leadEventId(k, FORM_KIND_RECORDS[k].car ? used : null)]),
    );
    expect(events).toEqual({
      'general-enquiry': 22,
      enquiry: 15,
      'quick-enquiry': 15,
      'request-photos': 15,
      'test-drive': 17,
      'make-offer': 15,
      finance: 22,
      'trade-in': 22,
      careers: 51,
      fleet: 22,
      service: 22,
      reservation: 15,
    });
  });
});
