import * as v from 'valibot';
import { isAustralianMobile } from '../domain/contactChecks.ts';
import { MESSAGES, PAGE_FIELD } from './messages.ts';

/*
 * Request bodies of the lead API's calls other than a new lead (leadSchema.ts): lead updates,
 * sign-in, watchlist, phone reveal, valuations, miscellaneous and notifications. The server parses
 * with them; the forms share their limits and messages.
 */

const id = v.pipe(v.number(PAGE_FIELD), v.integer(PAGE_FIELD), v.minValue(1, PAGE_FIELD));
/** Text the page sends (a slug, an id, an answer it chose), trimmed and bounded. */
const words = (max: number) => v.pipe(v.string(PAGE_FIELD), v.trim(), v.maxLength(max, `At most ${max} characters.`));
const body = <E extends v.ObjectEntries>(entries: E) => v.object(entries, PAGE_FIELD);
const carId = v.pipe(
  v.optional(v.string('car_id is required.'), ''),
  v.trim(),
  v.nonEmpty('car_id is required.'),
  v.maxLength(200, PAGE_FIELD),
);
/** Sessions belong to a mobile number: sign-in texts the code to it, and a landline cannot receive one. */
const phoneNumber = v.pipe(
  v.optional(v.string(MESSAGES.mobile), ''),
  v.trim(),
  v.check(isAustralianMobile, MESSAGES.mobile),
);

/** POST /api/watchlist/save-car and /remove-car (SPEC §7). */
export const WatchlistChange = body({ phone_number: phoneNumber, car_id: carId });

/** Phone-reveal call (SPEC §7): car_id, dealership_id, website_id. */
export const PhoneReveal = body({ car_id: carId, dealership_id: id, website_id: id });

/** A solved sign-in challenge (base64 JSON, server/challenge/): sent only once a limit asked for one. */
const altcha = v.optional(v.pipe(v.string(PAGE_FIELD), v.maxLength(1000, PAGE_FIELD)));

/** Sign-in by phone: ask for a one-time code. */
export const CodeRequest = body({ phone_number: phoneNumber, website_id: id, altcha });

/** Sign-in by phone: prove the code. */
export const CodeVerify = body({
  phone_number: phoneNumber,
  website_id: id,
  code: v.pipe(v.string('Enter the 6-digit code.'), v.regex(/^\d{6}$/, 'Enter the 6-digit code.')),
  altcha,
});

export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

const KMS = 'Please enter the kilometres as a whole number.';
const YEAR = 'Please enter the year the car was built, e.g. 2019.';

/** Valuation lookup by rego plus regoState (SPEC §7); the car details come from the shopper. */
export const ValuationCreate = body({
  website_id: id,
  rego: v.pipe(
    v.string('Please enter the rego.'),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9 -]{1,9}$/, 'Please enter the rego (letters and digits).'),
  ),
  regoState: v.picklist(AUSTRALIAN_STATES, 'Please select the state.'),
  car_id: v.optional(words(200)),
});

/** Valuation answers (SPEC §3 Valuation): adjustment answers, kms, contact preference. */
export const ValuationUpdate = body({
  make: v.optional(v.pipe(v.string('Please enter the make.'), v.trim(), v.maxLength(60, 'At most 60 characters.'))),
  model: v.optional(v.pipe(v.string('Please enter the model.'), v.trim(), v.maxLength(80, 'At most 80 characters.'))),
  year: v.optional(v.pipe(v.number(YEAR), v.integer(YEAR), v.minValue(1950, YEAR), v.maxValue(2100, YEAR))),
  kms: v.optional(v.pipe(v.number(KMS), v.integer(KMS), v.minValue(0, KMS), v.maxValue(2_000_000, KMS))),
  adjustmentAnswers: v.optional(
    v.record(
      v.pipe(v.string(PAGE_FIELD), v.maxLength(60, PAGE_FIELD)),
      v.pipe(v.string(PAGE_FIELD), v.maxLength(120, PAGE_FIELD)),
      PAGE_FIELD,
    ),
  ),
  PreferredContactMethod: v.optional(
    v.picklist(['Phone', 'Email', 'SMS'], 'Please choose how we should contact you.'),
    'Phone',
  ),
  finance: v.optional(v.picklist(['Yes', 'No'], 'Please answer Yes or No.')),
  location_id: v.optional(id),
  estimate: v.optional(v.nullable(v.pipe(v.number(PAGE_FIELD), v.minValue(0, PAGE_FIELD)))),
  /** The low end of the indicative range the shopper saw (estimate is its top). */
  estimate_low: v.optional(v.nullable(v.pipe(v.number(PAGE_FIELD), v.minValue(0, PAGE_FIELD)))),
  offer_accepted: v.optional(v.boolean(PAGE_FIELD)),
  form_completed: v.optional(v.boolean(PAGE_FIELD)),
  lead_id: v.optional(words(64)),
});

/** Update of a multi-step lead: later steps' fields, and the valuation offer acceptance (SPEC §7). */
export const LeadUpdate = body({
  subcategory: v.optional(words(80)),
  message: v.optional(v.pipe(v.string(MESSAGES.message), v.trim(), v.maxLength(5000, 'At most 5000 characters.'))),
  form_completed: v.optional(v.boolean(PAGE_FIELD)),
  offer_accepted: v.optional(v.boolean(PAGE_FIELD)),
  valuation_id: v.optional(words(64)),
});

/** POST /api/miscellaneous: a valuation result under column_name 'valuation' (SPEC §7). */
export const Miscellaneous = body({
  website_id: id,
  column_name: v.literal('valuation', "column_name must be 'valuation'."),
  value: v.record(v.string(PAGE_FIELD), v.unknown(), PAGE_FIELD),
});

/** The notification call after a form submit (SPEC §7). */
export const Notification = body({
  website_id: id,
  lead_id: v.pipe(v.string('lead_id is required.'), v.nonEmpty('lead_id is required.'), v.maxLength(64, PAGE_FIELD)),
  form: v.optional(words(40)),
});
