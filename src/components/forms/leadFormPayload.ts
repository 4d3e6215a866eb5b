import type { FormKind } from '../../domain/formKinds.ts';
import type { FormRules } from '../../api/formRules.ts';
import { parseMoney, toLeadPayload, withVisit, type FormCar, type VisitContext } from '../../api/leadPayload.ts';
import { REQUEST_PHOTOS_TEXT } from '../../api/messages.ts';
import type { Values } from './leadFormValues.ts';

/** Everything a lead body is made from; no browser state (the visit is read by the caller). */
export interface LeadFormInput {
  kind: FormKind;
  rules: FormRules;
  websiteId: number;
  values: Values;
  car: FormCar | null;
  visit: VisitContext;
}

/** A money field as the schema reads it: the amount as typed (cents kept), or -1 for text that is no amount. */
function money(text: string): number | undefined {
  if (text === '') return undefined;
  return parseMoney(text) ?? -1;
}

/**
 * The one builder from a lead form's values to the body sent to the lead API (SPEC §5, §7): the
 * form's kind and website, fields the form's rules drop removed, the request-photos line put in
 * front of the message, the location as number and name, money fields read, then the option and
 * radio rules of toLeadPayload and the visit and car of withVisit. Pure: same input, same body.
 */
export function leadFormPayload(input: LeadFormInput): Record<string, unknown> {
  const { kind, rules, values, car } = input;
  const text = (name: string) => (typeof values[name] === 'string' ? values[name] : '');
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
