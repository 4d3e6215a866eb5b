import * as v from 'valibot';
import { isAustralianPhone } from '../domain/contactChecks.ts';
import { MESSAGES } from './messages.ts';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const carId = v.pipe(
  v.optional(v.string('car_id is required.'), ''),
  v.trim(),
  v.nonEmpty('car_id is required.'),
  v.maxLength(200),
);
const phoneNumber = v.pipe(
  v.optional(v.string(MESSAGES.phone), ''),
  v.trim(),
  v.check(isAustralianPhone, MESSAGES.phone),
);

/** POST /api/watchlist/save-car and /remove-car (SPEC §7). */
export const WatchlistChange = v.object({ phone_number: phoneNumber, car_id: carId });

/** Phone-reveal call (SPEC §7): car_id, dealership_id, website_id. */
export const PhoneReveal = v.object({ car_id: carId, dealership_id: id, website_id: id });

/** Sign-in by phone: ask for a one-time code. */
export const CodeRequest = v.object({ phone_number: phoneNumber, website_id: id });

/** Sign-in by phone: prove the code. */
export const CodeVerify = v.object({
  phone_number: phoneNumber,
  website_id: id,
  code: v.pipe(v.string('Enter the 6-digit code.'), v.regex(/^\d{6}$/, 'Enter the 6-digit code.')),
});

export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/** Valuation lookup by rego plus regoState (SPEC §7); the car details come from the shopper. */
export const ValuationCreate = v.object({
  website_id: id,
  rego: v.pipe(
    v.string('Please enter the rego.'),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9 -]{1,9}$/, 'Please enter the rego (letters and digits).'),
  ),
  regoState: v.picklist(AUSTRALIAN_STATES, 'Please select the state.'),
  car_id: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

/** Valuation answers (SPEC §3 Valuation): adjustment answers, kms, contact preference. */
export const ValuationUpdate = v.object({
  make: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))),
  model: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80))),
  year: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1950), v.maxValue(2100))),
  kms: v.optional(v.pipe(v.number('Please enter the kilometres.'), v.integer(), v.minValue(0), v.maxValue(2_000_000))),
  adjustmentAnswers: v.optional(v.record(v.pipe(v.string(), v.maxLength(60)), v.pipe(v.string(), v.maxLength(120)))),
  PreferredContactMethod: v.optional(v.picklist(['Phone', 'Email', 'SMS']), 'Phone'),
  finance: v.optional(v.picklist(['Yes', 'No'])),
  location_id: v.optional(id),
  estimate: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0)))),
  offer_accepted: v.optional(v.boolean()),
  form_completed: v.optional(v.boolean()),
  lead_id: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

/** Update of a multi-step lead: later steps' fields, and the valuation offer acceptance (SPEC §7). */
export const LeadUpdate = v.object({
  subcategory: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80))),
  message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(5000))),
  form_completed: v.optional(v.boolean()),
  offer_accepted: v.optional(v.boolean()),
  valuation_id: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

/** POST /api/miscellaneous: a valuation result under column_name 'valuation' (SPEC §7). */
export const Miscellaneous = v.object({
  website_id: id,
  column_name: v.literal('valuation', "column_name must be 'valuation'."),
  value: v.record(v.string(), v.unknown()),
});

/** The notification call after a form submit (SPEC §7). */
export const Notification = v.object({
  website_id: id,
  lead_id: v.pipe(v.string('lead_id is required.'), v.nonEmpty('lead_id is required.'), v.maxLength(64)),
  form: v.optional(v.pipe(v.string(), v.maxLength(40))),
});
