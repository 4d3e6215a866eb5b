import { OFFER_ACCEPTED_SUBCATEGORY } from '../../domain/formKinds.ts';
import type { TradeInAnswers } from '../../domain/tradeInEstimate.ts';
import type { StoredValuation } from '../../stores/tradeInValuation.ts';

/** The trade-in's first step as typed: the car, its rego and state. */
export interface CarDetails {
  rego: string;
  regoState: string;
  make: string;
  model: string;
  year: string;
  kms: string;
}

export type ContactBy = 'Phone' | 'Email' | 'SMS';
export type Estimate = { low: number; high: number } | null;

/** A returning shopper starts from the car of their last valuation; others from the dealer's state. */
export function initialDetails(last: StoredValuation | null, defaultState: string): CarDetails {
  return last
    ? {
        rego: last.rego,
        regoState: last.regoState,
        make: last.make,
        model: last.model,
        year: String(last.year),
        kms: String(last.kms),
      }
    : { rego: '', regoState: defaultState.toUpperCase(), make: '', model: '', year: '', kms: '' };
}

/** The year and kilometres as numbers (kilometres typed with commas or spaces read the same); NaN when not numbers. */
export function carNumbers(details: CarDetails): { year: number; kms: number } {
  return { year: Number(details.year), kms: Number(details.kms.replace(/[,\s]/g, '')) };
}

/** The first step's problems by field; empty when the car can be looked up. */
export function carDetailsErrors(details: CarDetails, currentYear: number): Record<string, string> {
  const { year, kms } = carNumbers(details);
  const found: Record<string, string> = {};
  if (!/^[A-Za-z0-9 -]{1,9}$/.test(details.rego.trim())) found.rego = 'Please enter the rego (letters and digits).';
  if (!details.make.trim()) found.make = 'Please enter the make.';
  if (!details.model.trim()) found.model = 'Please enter the model.';
  if (!Number.isInteger(year) || year < 1950 || year > currentYear + 1)
    found.year = 'Please enter the year, e.g. 2019.';
  if (!Number.isInteger(kms) || kms < 0 || details.kms.trim() === '') found.kms = 'Please enter the kilometres.';
  return found;
}

/** The lead's message: the car, its condition and how to get in touch, in one line for the dealer. */
export function tradeInSummary(details: CarDetails, answers: TradeInAnswers, contactBy: ContactBy): string {
  const { kms } = carNumbers(details);
  return `Trade-in: ${details.year} ${details.make} ${details.model}, ${kms.toLocaleString('en-AU')} km, rego ${details.rego.toUpperCase()} (${details.regoState}). Accident: ${answers.accident}; service history: ${answers.serviceHistory}; condition: ${answers.condition}; contact by ${contactBy}.`;
}

/** The shopper's car, its condition answers and contact preference, as the valuation stores them. */
export function valuationCar(details: CarDetails, answers: TradeInAnswers, contactBy: ContactBy) {
  const { year, kms } = carNumbers(details);
  return {
    make: details.make.trim(),
    model: details.model.trim(),
    year,
    kms,
    adjustmentAnswers: { ...answers },
    PreferredContactMethod: contactBy,
  };
}

/** The valuation's record once the lead exists: the car, the answers and the estimate's range. */
export function valuationRecord(input: {
  details: CarDetails;
  answers: TradeInAnswers;
  contactBy: ContactBy;
  estimate: Estimate;
  leadId: string;
}) {
  return {
    ...valuationCar(input.details, input.answers, input.contactBy),
    estimate: input.estimate?.high ?? null,
    estimate_low: input.estimate?.low ?? null,
    lead_id: input.leadId,
  };
}

/** The lead's change when the shopper accepts the offer (SPEC §5 trade-in: subcategory "3. Offer Accepted"). */
export function acceptedLeadPatch(valuationId: string | null): Record<string, unknown> {
  return {
    subcategory: OFFER_ACCEPTED_SUBCATEGORY,
    form_completed: true,
    offer_accepted: true,
    ...(valuationId ? { valuation_id: valuationId } : {}),
  };
}
