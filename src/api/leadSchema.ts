import * as v from 'valibot';
import { isAustralianPhone, isEmail } from '../domain/contactChecks.ts';
import { isPostcode } from '../domain/postcode.ts';
import { ENQUIRY_CATEGORIES, FORM_KINDS } from './formKinds.ts';
import type { FormRules } from './formRules.ts';
import { MESSAGES, pageField } from './messages.ts';

const text = (max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.maxLength(max, `At most ${max} characters.`));
/** A missing key gets the field's own message, not valibot's generic one. */
const given = (message: string) => v.optional(v.string(message), '');
const required = (message: string, max = 200) =>
  v.pipe(given(message), v.trim(), v.nonEmpty(message), v.maxLength(max, `At most ${max} characters.`));
const id = (name: string) =>
  v.pipe(v.number(pageField(name)), v.integer(pageField(name)), v.minValue(1, pageField(name)));
const flag = (name: string) => v.optional(v.boolean(pageField(name)));
const list = (name: string, max: number, itemMax: number) =>
  v.pipe(v.array(text(itemMax, pageField(name)), pageField(name)), v.maxLength(max, pageField(name)));
const pageText = (name: string, max: number) => v.optional(text(max, pageField(name)));

/** Fields any lead may carry (SPEC §3 Lead/enquiry form) besides the per-form rules. */
const common = {
  last_name: v.optional(text(80, MESSAGES.lastName)),
  email: v.pipe(given(MESSAGES.email), v.trim(), v.toLowerCase(), v.check(isEmail, MESSAGES.email)),
  phone: v.pipe(given(MESSAGES.phone), v.trim(), v.check(isAustralianPhone, MESSAGES.phone)),
  postcode: v.pipe(given(MESSAGES.postcode), v.trim(), v.check(isPostcode, MESSAGES.postcode)),
  form: v.picklist(FORM_KINDS, 'Unknown form.'),
  website_id: id('website_id'),
  subcategory: pageText('subcategory', 80),
  opt_in: flag('opt_in'),
  opt_in_finance: flag('opt_in_finance'),
  opt_in_trade: flag('opt_in_trade'),
  page_id: pageText('page_id', 200),
  Rego: v.optional(text(12, MESSAGES.rego)),
  'Vehicle Make': pageText('Vehicle Make', 60),
  'Vehicle Model': pageText('Vehicle Model', 80),
  car_type: v.optional(v.picklist(['new', 'used', 'demo'], pageField('car_type'))),
  vehicle_status: pageText('vehicle_status', 40),
  stock_number: pageText('stock_number', 40),
  manufacturer_slug: pageText('manufacturer_slug', 60),
  car_dealership_id: v.optional(id('car_dealership_id')),
  url: pageText('url', 2000),
  source: v.optional(v.literal('Website', pageField('source'))),
  user_agent: pageText('user_agent', 500),
  lead_attributes: v.optional(
    v.object(
      {
        visited_pages: list('visited_pages', 50, 2000),
        linked_query_params: v.record(
          v.pipe(v.string(pageField('linked_query_params')), v.maxLength(64, pageField('linked_query_params'))),
          text(500, pageField('linked_query_params')),
          pageField('linked_query_params'),
        ),
      },
      pageField('lead_attributes'),
    ),
  ),
  additional_services: v.optional(list('additional_services', 20, 80)),
  vehiclePriceBudget: v.optional(
    v.pipe(v.number(MESSAGES.budget), v.minValue(0, MESSAGES.budget), v.maxValue(10_000_000, MESSAGES.budget)),
  ),
  preferredDealership: v.optional(text(80, MESSAGES.dealership)),
  valuation_id: pageText('valuation_id', 64),
  /** Honeypot: people never see it, so any value marks a bot. */
  company_website: v.optional(v.string(pageField('company_website'))),
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
        : pageText('category', 80),
      location_id:
        locationIds.length > 0
          ? v.pipe(
              v.optional(v.number(MESSAGES.location), 0),
              v.check((n) => locationIds.includes(n), MESSAGES.location),
            )
          : v.optional(id('location_id')),
      location: pageText('location', 120),
      dealership_slug:
        dealershipSlugs.length > 0
          ? v.pipe(
              given(MESSAGES.dealership),
              v.check((s) => dealershipSlugs.includes(s), MESSAGES.dealership),
            )
          : pageText('dealership_slug', 80),
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
    pageField('form'),
  );
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
