import { DEFAULT_CATEGORY } from '../../domain/formKinds.ts';
import type { FormRules } from '../../api/formRules.ts';

/** A lead form's values as the shopper entered them (text fields, selects, checkboxes). */
export type Values = Record<string, string | boolean>;

/** Fields of a two-step form's first step (SPEC §5). */
export const CONTACT_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'];

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
