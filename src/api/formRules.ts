import { formKind, type FormKind } from '../domain/formKinds.ts';
import type { FormLocation, FormSettings } from './formSettings.ts';

/** Which fields a form shows and requires, from its kind and the dealer's settings (SPEC §5). */
export interface FormRules {
  message: 'required' | 'optional' | 'removed';
  category: boolean;
  /** Locations offered; the select is shown (and required) when the list is not empty. */
  locations: FormLocation[];
  /** Dealerships offered; the select is shown (and required) when the list is not empty. */
  dealerships: { slug: string; name: string }[];
  terms: boolean;
  offer: boolean;
  dateTime: boolean;
  carRequired: boolean;
}

/** A form offers the locations of its record's type when the dealer has any, else every location. */
function locationsFor(wanted: 'none' | 'sales' | 'service', settings: FormSettings): FormLocation[] {
  if (wanted === 'none') return [];
  const typed = settings.locations.filter((l) => l.type === wanted);
  return typed.length > 0 ? typed : settings.locations;
}

export function formRules(kind: FormKind, settings: FormSettings, hasCar: boolean): FormRules {
  const record = formKind(kind);
  return {
    message: record.message === 'required' && settings.messageOptional ? 'optional' : record.message,
    category: record.categorySelect,
    locations: locationsFor(record.locations, settings),
    dealerships:
      settings.dealershipSelect && !hasCar && !record.car
        ? settings.dealerships.map(({ slug, name }) => ({ slug, name }))
        : [],
    terms: settings.termsCheckbox || (record.disclaimerTerms && settings.testDriveDisclaimer !== null),
    offer: record.offer,
    dateTime: record.dateTime,
    carRequired: record.car,
  };
}
