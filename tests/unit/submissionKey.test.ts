import { describe, expect, it } from 'vitest';
import { REMEMBERED_SUBMISSIONS, submissionKey } from '../../src/components/forms/submissionKey.ts';
import { leadFormPayload } from '../../src/components/forms/leadFormPayload.ts';
import { initialValues } from '../../src/components/forms/leadFormValues.ts';
import { formRules } from '../../src/api/formRules.ts';
import { formSettings } from '../fixtures/formSettings.ts';
import { memoryStorage } from '../support/memoryStorage.ts';

const lead = (message: string) => ({
  form: 'finance',
  name: 'Jo',
  message,
  lead_attributes: { visited_pages: ['/', `/x-${Math.random()}`], linked_query_params: {} },
});

describe('one submission per shopper action', () => {
  it('reuses the key for the same content in the same visit, and takes a new one for new content', () => {
    const storage = memoryStorage();
    let n = 0;
    const next = () => `key-${(n += 1)}`;
    const first = submissionKey(storage, lead('Hello'), next);
    expect(submissionKey(storage, lead('Hello'), next)).toBe(first);
    expect(submissionKey(storage, lead('Hello again'), next)).not.toBe(first);
    // Another visit (a new sessionStorage) starts afresh.
    expect(submissionKey(memoryStorage(), lead('Hello'), next)).not.toBe(first);
  });

  it(`remembers the newest ${REMEMBERED_SUBMISSIONS} submissions and survives unreadable storage`, () => {
    const storage = memoryStorage();
    let n = 0;
    const next = () => `key-${(n += 1)}`;
    const oldest = submissionKey(storage, lead('m0'), next);
    for (let i = 1; i <= REMEMBERED_SUBMISSIONS; i += 1) submissionKey(storage, lead(`m${i}`), next);
    expect(submissionKey(storage, lead('m0'), next)).not.toBe(oldest);
    storage.setItem('leadSubmissionKeys:v1', '{not json');
    expect(submissionKey(storage, lead('m0'), next)).toMatch(/^key-/);
  });
});

const settings = formSettings({ websiteId: 7, locations: [], valuationEnabled: false });
const visit = { url: 'https://x.test/finance', userAgent: 'UA', visitedPages: [], linkedQueryParams: {} };

describe('lead form values', () => {
  it("a finance link's preferredDealership (slug or name) chooses the one dealership select", () => {
    const rules = formRules('finance', settings, false);
    expect(initialValues(rules, { preferredDealership: 'south-motors' }).dealership_slug).toBe('south-motors');
    expect(initialValues(rules, { preferredDealership: 'North Motors' }).dealership_slug).toBe('north-motors');
    expect(initialValues(rules, { preferredDealership: 'nowhere' })).not.toHaveProperty('dealership_slug');
    expect(initialValues(rules, { preferredDealership: 'nowhere' })).not.toHaveProperty('preferredDealership');
  });

  it('keeps cents and marks text that is no amount, so the schema refuses it rather than change it', () => {
    const offer = formRules('make-offer', settings, true);
    const body = (values: Record<string, string>, rules = offer) =>
      leadFormPayload({ kind: 'make-offer', rules, websiteId: 7, values, car: null, visit });
    expect(body({ offer_amount: '$25,000.50' }).offer_amount).toBe(25000.5);
    expect(body({ offer_amount: '0.50' }).offer_amount).toBe(0.5);
    expect(body({ offer_amount: 'lots' }).offer_amount).toBe(-1);
    expect(body({ vehiclePriceBudget: 'about 30k' }).vehiclePriceBudget).toBe(-1);
    expect(body({})).not.toHaveProperty('vehiclePriceBudget');
    expect(body({}).page_id).toBe('/finance');
  });
});
