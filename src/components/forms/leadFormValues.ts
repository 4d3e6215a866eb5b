import { DEFAULT_CATEGORY, type FormKind } from '../../api/formKinds.ts';
import type { FormRules } from '../../api/formRules.ts';
import { parseMoney, toLeadPayload, withVisit, type FormCar, type VisitContext } from '../../api/leadPayload.ts';
import { REQUEST_PHOTOS_TEXT } from '../../api/messages.ts';

/** A lead form's values as the shopper entered them (text fields, selects, checkboxes). */
export type Values = Record<string, string | boolean>;

/** Fields of a two-step form's first step (SPEC §5). */
export const CONTACT_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'];

const textOf = (values: Values, name: string) => (typeof values[name] === 'string' ? values[name] : '');

/** Choosing a location also chooses its dealership when none is picked yet. */
export function chooseLocation(rules: FormRules, old: Values, id: string): Values {
  const location = rules.locations.find((l) => String(l.id) === id);
  const dealership = rules.dealerships.some((d) => d.slug === location?.dealershipSlug) && !old.dealership_slug;
  return { ...old, location_id: id, ...(dealership ? { dealership_slug: location!.dealershipSlug } : {}) };
}

/**
 * The form's first values: the prefill, a location when there is only one (or the page's own), and
 * a finance link's preferredDealership (slug or name) as the dealership select's choice.
 */
export function initialValues(rules: FormRules, prefill: Record<string, string> = {}): Values {
  const { preferredDealership, ...rest } = prefill;
  const initial: Values = { category: DEFAULT_CATEGORY, ...rest, location_id: '' };
  const wanted = preferredDealership?.trim().toLowerCase();
  const dealership = wanted
    ? rules.dealerships.find((d) => d.slug === wanted || d.name.toLowerCase() === wanted)
    : undefined;
  if (dealership) initial.dealership_slug = dealership.slug;
  const only = rules.locations.length === 1 ? String(rules.locations[0]!.id) : '';
  const asked = prefill.location_id ?? '';
  const given = rules.locations.some((l) => String(l.id) === asked) ? asked : '';
  const chosen = only || given;
  return chosen ? chooseLocation(rules, initial, chosen) : initial;
}

/** A money field as the schema reads it: the amount as typed (cents kept), or -1 for text that is no amount. */
function money(text: string): number | undefined {
  if (text === '') return undefined;
  return parseMoney(text) ?? -1;
}

/** The lead body of a submit: the values, the form's own fields, the visit and the car (SPEC §5, §7). */
export function leadBody(input: {
  kind: FormKind;
  rules: FormRules;
  websiteId: number;
  values: Values;
  car: FormCar | null;
  visit: VisitContext;
}): Record<string, unknown> {
  const { kind, rules, values, car } = input;
  const text = (name: string) => textOf(values, name);
  const raw: Record<string, unknown> = { ...values, form: kind, website_id: input.websiteId };
  if (kind === 'request-photos') raw.message = [REQUEST_PHOTOS_TEXT, text('message')].filter(Boolean).join('\n');
  if (!rules.category) delete raw.category;
  if (rules.message === 'removed') delete raw.message;
  raw.location_id = text('location_id') ? Number(text('location_id')) : undefined;
  if (rules.offer) raw.offer_amount = money(text('offer_amount'));
  raw.vehiclePriceBudget = money(text('vehiclePriceBudget'));
  const location = rules.locations.find((l) => String(l.id) === text('location_id'));
  if (location) raw.location = location.name;
  return withVisit(toLeadPayload(raw), input.visit, car);
}
