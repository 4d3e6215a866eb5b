import type { LeadKind } from '../../src/config/areas/leadDelivery.ts';
import { isFormKind, type ENQUIRY_CATEGORIES, type FormKind } from '../../src/domain/formKinds.ts';

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

/**
 * The categories a general enquiry is stored with: those its select offers, but Careers Enquiry,
 * which is stored as General Enquiry / Career Enquiry and routed by that subcategory.
 */
type StoredCategory = Exclude<(typeof ENQUIRY_CATEGORIES)[number], 'Careers Enquiry'>;

/** The lead kind of each stored general-enquiry category; the compiler names one a new option lacks. */
const BY_CATEGORY = {
  'General Enquiry': 'general',
  'Sales Enquiry': 'sales',
  'Service Enquiry': 'service',
  'Parts Enquiry': 'parts',
  'Finance Enquiry': 'finance',
  Feedback: 'general',
} as const satisfies Record<StoredCategory, LeadKind>;

const isStoredCategory = (category: string): category is StoredCategory => Object.hasOwn(BY_CATEGORY, category);

/**
 * The lead kind a delivery is routed by: the form kind's own, or (for the general enquiry) its
 * category's. A form kind the registry does not know is refused: it has no inbox to fall back on.
 */
export function leadKind(form: string, category: string, subcategory: string | null): LeadKind {
  if (!isFormKind(form)) throw new Error(`unknown form kind "${form}": no lead kind to route it by`);
  const kind = LEAD_KIND_OF_FORM[form];
  if (kind !== 'category') return kind;
  if (subcategory === 'Career Enquiry') return 'careers';
  // A category stored before the select changed is a general lead.
  return isStoredCategory(category) ? BY_CATEGORY[category] : 'general';
}
