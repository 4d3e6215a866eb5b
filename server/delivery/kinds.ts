import type { LeadKind } from '../../src/config/areas/leadDelivery.ts';
import { isFormKind, type FormKind } from '../../src/domain/formKinds.ts';

/**
 * The lead kind each form's deliveries are routed by; `category`: by the general enquiry's chosen
 * category. Server-only, so it sits here rather than in the form kind registry the browser loads.
 */
const LEAD_KIND_OF_FORM = {
  'general-enquiry': 'category',
  enquiry: 'sales',
  'quick-enquiry': 'sales',
  'request-photos': 'sales',
  'test-drive': 'test-drive',
  'make-offer': 'offer',
  finance: 'finance',
  'trade-in': 'trade-in',
  careers: 'careers',
  fleet: 'fleet',
  service: 'service',
  reservation: 'reservation',
} as const satisfies Record<FormKind, LeadKind | 'category'>;

/** Lead kinds of the general enquiry's categories (a category not listed is a general lead). */
const BY_CATEGORY: Readonly<Record<string, LeadKind>> = {
  'Sales Enquiry': 'sales',
  'Service Enquiry': 'service',
  'Parts Enquiry': 'parts',
  'Finance Enquiry': 'finance',
  'Fleet Enquiry': 'fleet',
};

/**
 * The lead kind a delivery is routed by: the form kind's own, or (for the general enquiry) its
 * category's. A form kind the registry does not know is refused: it has no inbox to fall back on.
 */
export function leadKind(form: string, category: string, subcategory: string | null): LeadKind {
  if (!isFormKind(form)) throw new Error(`unknown form kind "${form}": no lead kind to route it by`);
  const kind = LEAD_KIND_OF_FORM[form];
  if (kind !== 'category') return kind;
  if (subcategory === 'Career Enquiry') return 'careers';
  return BY_CATEGORY[category] ?? 'general';
}
