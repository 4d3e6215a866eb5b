import * as v from 'valibot';
import { isAustralianPhone, isEmail } from '../domain/contactChecks.ts';
import { isPostcode } from '../domain/postcode.ts';
import { ENQUIRY_CATEGORIES, FORM_KINDS } from './formKinds.ts';
import type { FormRules } from './formRules.ts';
import { MESSAGES } from './messages.ts';

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `At most ${max} characters.`));
/** A missing key gets the field's own message, not valibot's generic one. */
const given = (message: string) => v.optional(v.string(message), '');
const required = (message: string, max = 200) =>
  v.pipe(given(message), v.trim(), v.nonEmpty(message), v.maxLength(max, `At most ${max} characters.`));
const id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** Fields any lead may carry (SPEC §3 Lead/enquiry form) besides the per-form rules. */
const common = {
  last_name: v.optional(text(80)),
  email: v.pipe(given(MESSAGES.email), v.trim(), v.toLowerCase(), v.check(isEmail, MESSAGES.email)),
  phone: v.pipe(given(MESSAGES.phone), v.trim(), v.check(isAustralianPhone, MESSAGES.phone)),
  postcode: v.pipe(given(MESSAGES.postcode), v.trim(), v.check(isPostcode, MESSAGES.postcode)),
  form: v.picklist(FORM_KINDS, 'Unknown form.'),
  website_id: id,
  subcategory: v.optional(text(80)),
  opt_in: v.optional(v.boolean()),
  opt_in_finance: v.optional(v.boolean()),
  opt_in_trade: v.optional(v.boolean()),
  page_id: v.optional(text(200)),
  Rego: v.optional(text(12)),
  'Vehicle Make': v.optional(text(60)),
  'Vehicle Model': v.optional(text(80)),
  car_type: v.optional(v.picklist(['new', 'used', 'demo'])),
  vehicle_status: v.optional(text(40)),
  stock_number: v.optional(text(40)),
  manufacturer_slug: v.optional(text(60)),
  car_dealership_id: v.optional(id),
  url: v.optional(text(2000)),
  source: v.optional(v.literal('Website')),
  user_agent: v.optional(text(500)),
  lead_attributes: v.optional(
    v.object({
      visited_pages: v.pipe(v.array(text(2000)), v.maxLength(50)),
      linked_query_params: v.record(v.pipe(v.string(), v.maxLength(64)), text(500)),
    }),
  ),
  additional_services: v.optional(v.pipe(v.array(text(80)), v.maxLength(20))),
  vehiclePriceBudget: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(10_000_000))),
  preferredDealership: v.optional(text(80)),
  valuation_id: v.optional(text(64)),
  /** Honeypot: people never see it, so any value marks a bot. */
  company_website: v.optional(v.string()),
};

const money = (message: string) =>
  v.pipe(v.optional(v.number(message), 0), v.minValue(1, message), v.maxValue(10_000_000, message));

/** The lead schema of one form: the browser validates with it before sending, the server on receipt. */
export function leadSchema(rules: FormRules) {
  const locationIds = rules.locations.map((l) => l.id);
  const dealershipSlugs = rules.dealerships.map((d) => d.slug);
  // Key order is the form's field order, so the error list reads top to bottom.
  return v.object({
    name: required(MESSAGES.name, 80),
    ...common,
    message: rules.message === 'required' ? required(MESSAGES.message, 5000) : v.optional(text(5000)),
    category: rules.category
      ? v.pipe(
          given(MESSAGES.category),
          v.check((c) => (ENQUIRY_CATEGORIES as readonly string[]).includes(c), MESSAGES.category),
        )
      : v.optional(text(80)),
    location_id:
      locationIds.length > 0
        ? v.pipe(
            v.optional(v.number(MESSAGES.location), 0),
            v.check((n) => locationIds.includes(n), MESSAGES.location),
          )
        : v.optional(id),
    location: v.optional(text(120)),
    dealership_slug:
      dealershipSlugs.length > 0
        ? v.pipe(
            given(MESSAGES.dealership),
            v.check((s) => dealershipSlugs.includes(s), MESSAGES.dealership),
          )
        : v.optional(text(80)),
    offer_amount: rules.offer ? money(MESSAGES.offer) : v.optional(v.number()),
    date_time: v.optional(
      v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, MESSAGES.dateTime))]),
    ),
    terms: rules.terms
      ? v.pipe(
          v.optional(v.boolean(MESSAGES.terms), false),
          v.check((t) => t, MESSAGES.terms),
        )
      : v.optional(v.boolean()),
    car_id: rules.carRequired ? required(MESSAGES.carId, 200) : v.optional(text(200)),
  });
}

export type LeadSchema = ReturnType<typeof leadSchema>;
export type LeadInput = v.InferInput<LeadSchema>;
export type Lead = v.InferOutput<LeadSchema>;

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
