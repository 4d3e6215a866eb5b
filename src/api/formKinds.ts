/** Every form that sends a lead; the server derives the lead's category from it. */
export const FORM_KINDS = [
  'general-enquiry',
  'enquiry',
  'quick-enquiry',
  'request-photos',
  'test-drive',
  'make-offer',
  'finance',
  'trade-in',
  'careers',
  'fleet',
  'service',
  'reservation',
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Category select of the general-enquiry form; default General Enquiry (SPEC §5). */
export const ENQUIRY_CATEGORIES = [
  'General Enquiry',
  'Sales Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Finance Enquiry',
  'Careers Enquiry',
  'Feedback',
] as const;
export const DEFAULT_CATEGORY = 'General Enquiry';

/** Category and subcategory stored for each form kind (general enquiry uses the select). */
export const KIND_CATEGORY: Record<FormKind, { category: string; subcategory?: string }> = {
  'general-enquiry': { category: DEFAULT_CATEGORY },
  enquiry: { category: 'Vehicle Enquiry' },
  'quick-enquiry': { category: 'Vehicle Enquiry', subcategory: 'Quick Enquiry' },
  'request-photos': { category: 'Vehicle Enquiry', subcategory: 'Request Photos' },
  'test-drive': { category: 'Test Drive' },
  'make-offer': { category: 'Make an Offer' },
  finance: { category: 'Finance Enquiry' },
  'trade-in': { category: 'Trade-In', subcategory: '1. Valuation Requested' },
  careers: { category: 'General Enquiry', subcategory: 'Career Enquiry' },
  fleet: { category: 'Fleet Enquiry' },
  service: { category: 'Service Enquiry' },
  reservation: { category: 'Reservation' },
};

/** Subcategory of a trade-in lead once the shopper accepts the offer (SPEC §7). */
export const OFFER_ACCEPTED_SUBCATEGORY = '3. Offer Accepted';

/** Forms about one car: they need car_id. */
export const CAR_FORMS: readonly FormKind[] = [
  'enquiry',
  'quick-enquiry',
  'request-photos',
  'make-offer',
  'reservation',
];
