import { CAR_FORMS, type FormKind } from './formKinds.ts';
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

const MESSAGE_OPTIONAL: readonly FormKind[] = ['request-photos', 'test-drive', 'finance', 'trade-in'];
const MESSAGE_REMOVED: readonly FormKind[] = ['make-offer', 'reservation'];
const LOCATION_FORMS: readonly FormKind[] = ['general-enquiry', 'careers', 'fleet', 'service', 'finance'];

/** Service forms offer service locations when the dealer has any; other forms offer sales locations. */
function locationsFor(kind: FormKind, settings: FormSettings): FormLocation[] {
  if (!LOCATION_FORMS.includes(kind)) return [];
  const wanted = kind === 'service' ? 'service' : 'sales';
  const typed = settings.locations.filter((l) => l.type === wanted);
  return typed.length > 0 ? typed : settings.locations;
}

export function formRules(kind: FormKind, settings: FormSettings, hasCar: boolean): FormRules {
  return {
    message: MESSAGE_REMOVED.includes(kind)
      ? 'removed'
      : settings.messageOptional || MESSAGE_OPTIONAL.includes(kind)
        ? 'optional'
        : 'required',
    category: kind === 'general-enquiry',
    locations: locationsFor(kind, settings),
    dealerships:
      settings.dealershipSelect && !hasCar && !CAR_FORMS.includes(kind)
        ? settings.dealerships.map(({ slug, name }) => ({ slug, name }))
        : [],
    terms: settings.termsCheckbox || (kind === 'test-drive' && settings.testDriveDisclaimer !== null),
    offer: kind === 'make-offer',
    dateTime: kind === 'test-drive',
    carRequired: CAR_FORMS.includes(kind),
  };
}
