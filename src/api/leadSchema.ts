import * as v from 'valibot';
import { isAustralianPhone, isEmail } from '../domain/contactChecks.ts';
import { FINANCE_MIN_PRICE } from '../domain/financeEligibility.ts';
import { isPostcode } from '../domain/postcode.ts';
import { ENQUIRY_CATEGORIES, FORM_KINDS } from '../domain/formKinds.ts';
import type { FormRules } from './formRules.ts';
import { MESSAGES, PAGE_FIELD } from './messages.ts';

const text = (max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.maxLength(max, `At most ${max} characters.`));
/** A missing key gets the field's own message, not valibot's generic one. */
const given = (message: string) => v.optional(v.string(message), '');
const required = (message: string, max = 200) =>
  v.pipe(given(message), v.trim(), v.nonEmpty(message), v.maxLength(max, `At most ${max} characters.`));
const id = v.pipe(v.number(PAGE_FIELD), v.integer(PAGE_FIELD), v.minValue(1, PAGE_FIELD));
const flag = v.optional(v.boolean(PAGE_FIELD));
const list = (max: number, itemMax: number) =>
  v.pipe(v.array(text(itemMax, PAGE_FIELD), PAGE_FIELD), v.maxLength(max, PAGE_FIELD));
const pageText = (max: number) => v.optional(text(max, PAGE_FIELD));

/** Fields any lead may carry (SPEC §3 Lead/enquiry form) besides the per-form rules. */
const common = {
  last_name: v.optional(text(80, MESSAGES.lastName)),
  email: v.pipe(given(MESSAGES.email), v.trim(), v.toLowerCase(), v.check(isEmail, MESSAGES.email)),
  phone: v.pipe(given(MESSAGES.phone), v.trim(), v.check(isAustralianPhone, MESSAGES.phone)),
  postcode: v.pipe(given(MESSAGES.postcode), v.trim(), v.check(isPostcode, MESSAGES.postcode)),
  form: v.picklist(FORM_KINDS, 'Unknown form.'),
  website_id: id,
  subcategory: pageText(80),
  opt_in: flag,
  opt_in_finance: flag,
  opt_in_trade: flag,
  page_id: pageText(200),
  Rego: v.optional(text(12, MESSAGES.rego)),
  'Vehicle Make': pageText(60),
  'Vehicle Model': pageText(80),
  car_type: v.optional(v.picklist(['new', 'used', 'demo'], PAGE_FIELD)),
  vehicle_status: pageText(40),
  stock_number: pageText(40),
  manufacturer_slug: pageText(60),
  car_dealership_id: v.optional(id),
  url: pageText(2000),
  source: v.optional(v.literal('Website', PAGE_FIELD)),
  user_agent: pageText(500),
  lead_attributes: v.optional(
    v.object(
      {
        visited_pages: list(50, 2000),
        linked_query_params: v.record(
          v.pipe(v.string(PAGE_FIELD), v.maxLength(64, PAGE_FIELD)),
          text(500, PAGE_FIELD),
          PAGE_FIELD,
        ),
      },
      PAGE_FIELD,
    ),
  ),
  additional_services: v.optional(list(20, 80)),
  vehiclePriceBudget: v.optional(
    v.pipe(
      v.number(MESSAGES.budget),
      v.minValue(0, MESSAGES.budget),
      v.maxValue(10_000_000, MESSAGES.budget),
      v.check((n) => n > FINANCE_MIN_PRICE, MESSAGES.budgetTooLow),
    ),
  ),
  preferredDealership: v.optional(text(80, MESSAGES.dealership)),
  valuation_id: pageText(64),
  /** Honeypot: people never see it, so any value marks a bot. */
  company_website: v.optional(v.string(PAGE_FIELD)),
};

const money = (message: string) =>
  v.pipe(v.optional(v.number(message), 0), v.minValue(1, message), v.maxValue(10_000_000, message));

/** The lead schema of one form: the browser validates with it before sending, the server on receipt. */
export function leadSchema(rules: FormRules) {
  const locationIds = rules.locations.map((l) => l.id);
  const dealershipSlugs = rules.dealerships.map((d) => d.slug);
  // Key order is the form's field order, so the error list reads top to bottom.
  return v.object(
    {
      name: required(MESSAGES.name, 80),
      ...common,
      message:
        rules.message === 'required' ? required(MESSAGES.message, 5000) : v.optional(text(5000, MESSAGES.message)),
      category: rules.category
        ? v.pipe(
            given(MESSAGES.category),
            v.check((c) => (ENQUIRY_CATEGORIES as readonly string[]).includes(c), MESSAGES.category),
          )
        : pageText(80),
      location_id:
        locationIds.length > 0
          ? v.pipe(
              v.optional(v.number(MESSAGES.location), 0),
              v.check((n) => locationIds.includes(n), MESSAGES.location),
            )
          : v.optional(id),
      location: pageText(120),
      dealership_slug:
        dealershipSlugs.length > 0
          ? v.pipe(
              given(MESSAGES.dealership),
              v.check((s) => dealershipSlugs.includes(s), MESSAGES.dealership),
            )
          : pageText(80),
      offer_amount: rules.offer ? money(MESSAGES.offer) : v.optional(v.number(MESSAGES.offer)),
      date_time: v.optional(
        v.union(
          [
            v.literal('', MESSAGES.dateTime),
            v.pipe(v.string(MESSAGES.dateTime), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, MESSAGES.dateTime)),
          ],
          MESSAGES.dateTime,
        ),
      ),
      terms: rules.terms
        ? v.pipe(
            v.optional(v.boolean(MESSAGES.terms), false),
            v.check((t) => t, MESSAGES.terms),
          )
        : v.optional(v.boolean(MESSAGES.terms)),
      car_id: rules.carRequired ? required(MESSAGES.carId, 200) : v.optional(text(200, MESSAGES.carId)),
    },
    PAGE_FIELD,
  );
}

export type LeadSchema = ReturnType<typeof leadSchema>;

/** First pass on the server: just enough to pick the dealer and form before the full schema. */
export const LeadEnvelope = v.object({ form: common.form, website_id: common.website_id });

/** Field errors keyed by field name, first message each; "form" for errors not tied to a field. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? 'form';
    // A missing key of a field without its own message reads "x is required." rather than valibot's default.
    errors[key] ??= issue.message.startsWith('Invalid key:') ? `${key} is required.` : issue.message;
  }
  return errors;
}
