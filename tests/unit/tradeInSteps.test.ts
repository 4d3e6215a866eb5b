import { describe, expect, it } from 'vitest';
import {
  acceptedLeadPatch,
  carDetailsErrors,
  carNumbers,
  initialDetails,
  tradeInSummary,
  valuationCar,
  valuationRecord,
  type CarDetails,
} from '../../src/components/forms/tradeInSteps.ts';

const details: CarDetails = {
  rego: 'abc123',
  regoState: 'NSW',
  make: ' Hyundai ',
  model: 'Tucson ',
  year: '2019',
  kms: '85,000',
};
const answers = { accident: 'No', serviceHistory: 'Full', condition: 'Good' } as const;

describe('trade-in steps (pure parts of the trade-in form)', () => {
  it("starts from the dealer's state, or from the last valuation kept in this browser", () => {
    expect(initialDetails(null, 'qld')).toEqual({
      rego: '',
      regoState: 'QLD',
      make: '',
      model: '',
      year: '',
      kms: '',
    });
    const last = {
      rego: 'ABC123',
      regoState: 'VIC',
      make: 'Kia',
      model: 'Rio',
      year: 2018,
      kms: 64000,
      estimate: null,
      valuationId: null,
      leadId: 'l1',
      at: '2026-11-01T00:00:00.000Z',
    };
    expect(initialDetails(last, 'qld')).toEqual({
      rego: 'ABC123',
      regoState: 'VIC',
      make: 'Kia',
      model: 'Rio',
      year: '2018',
      kms: '64000',
    });
  });

  it('reads kilometres typed with commas or spaces', () => {
    expect(carNumbers({ ...details, kms: '85 000' })).toEqual({ year: 2019, kms: 85000 });
    expect(carNumbers(details).kms).toBe(85000);
  });

  it('accepts a complete car and names every missing or wrong field', () => {
    expect(carDetailsErrors(details, 2026)).toEqual({});
    expect(carDetailsErrors({ rego: '', regoState: 'NSW', make: ' ', model: '', year: '', kms: '' }, 2026)).toEqual({
      rego: 'Please enter the rego (letters and digits).',
      make: 'Please enter the make.',
      model: 'Please enter the model.',
      year: 'Please enter the year, e.g. 2019.',
      kms: 'Please enter the kilometres.',
    });
  });

  it('allows years 1950 to next year and refuses a rego over nine characters or with symbols', () => {
    expect(carDetailsErrors({ ...details, year: '1950' }, 2026)).toEqual({});
    expect(carDetailsErrors({ ...details, year: '2027' }, 2026)).toEqual({});
    expect(carDetailsErrors({ ...details, year: '1949' }, 2026)).toHaveProperty('year');
    expect(carDetailsErrors({ ...details, year: '2028' }, 2026)).toHaveProperty('year');
    expect(carDetailsErrors({ ...details, rego: 'ABC-123 X' }, 2026)).toEqual({});
    expect(carDetailsErrors({ ...details, rego: 'ABCDEFGHIJ' }, 2026)).toHaveProperty('rego');
    expect(carDetailsErrors({ ...details, rego: 'AB$1' }, 2026)).toHaveProperty('rego');
    expect(carDetailsErrors({ ...details, kms: '-5' }, 2026)).toHaveProperty('kms');
  });

  it("writes the lead's message from the car, the answers and the contact choice", () => {
    expect(tradeInSummary({ ...details, make: 'Hyundai', model: 'Tucson' }, answers, 'SMS')).toBe(
      'Trade-in: 2019 Hyundai Tucson, 85,000 km, rego ABC123 (NSW). Accident: No; service history: Full; condition: Good; contact by SMS.',
    );
  });

  it('records the valuation with trimmed names, numbers and the range the shopper saw', () => {
    expect(
      valuationRecord({ details, answers, contactBy: 'Email', estimate: { low: 18000, high: 21000 }, leadId: 'l9' }),
    ).toEqual({
      make: 'Hyundai',
      model: 'Tucson',
      year: 2019,
      kms: 85000,
      adjustmentAnswers: { accident: 'No', serviceHistory: 'Full', condition: 'Good' },
      PreferredContactMethod: 'Email',
      estimate: 21000,
      estimate_low: 18000,
      lead_id: 'l9',
    });
    expect(valuationRecord({ details, answers, contactBy: 'Phone', estimate: null, leadId: 'l9' })).toMatchObject({
      estimate: null,
      estimate_low: null,
    });
  });

  it('sends the car, its answers and the contact preference without an estimate before the lead', () => {
    expect(valuationCar(details, answers, 'SMS')).toEqual({
      make: 'Hyundai',
      model: 'Tucson',
      year: 2019,
      kms: 85000,
      adjustmentAnswers: { accident: 'No', serviceHistory: 'Full', condition: 'Good' },
      PreferredContactMethod: 'SMS',
    });
  });

  it('marks the lead as an accepted offer, with its valuation when there is one', () => {
    expect(acceptedLeadPatch('v1')).toEqual({
      subcategory: '3. Offer Accepted',
      form_completed: true,
      offer_accepted: true,
      valuation_id: 'v1',
    });
    expect(acceptedLeadPatch(null)).not.toHaveProperty('valuation_id');
  });
});
