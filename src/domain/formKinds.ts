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

/** Subcategory of a trade-in lead once the shopper accepts the offer (SPEC §7). */
export const OFFER_ACCEPTED_SUBCATEGORY = '3. Offer Accepted';

/** Everything the platform knows about one form kind; each field is read in one place. */
export interface FormKindRecord {
  /** Category (and subcategory) stored with the lead; the general enquiry's select overrides it. */
  category: string;
  subcategory?: string;
  /** The message field: required unless the dealer makes it optional (forms.messageOptional). */
  message: 'required' | 'optional' | 'removed';
  /** Which locations the form's select offers: none, the sales ones, or the service ones. */
  locations: 'none' | 'sales' | 'service';
  /** The form is about one car and needs its car_id. */
  car: boolean;
  /** The analytics event rule of a completed form (leadEventId). */
  event: 'enquiry' | 'test-drive' | 'careers';
  /** The category select (ENQUIRY_CATEGORIES) shows, and sets the lead's category. */
  categorySelect: boolean;
  /** The offer field (a currency amount, required) shows. */
  offer: boolean;
  /** The optional preferred date and time shows. */
  dateTime: boolean;
  /** The terms checkbox shows when the dealer has a test-drive disclaimer (forms.testDriveDisclaimer). */
  disclaimerTerms: boolean;
  /** Id of the car page's dialog that opens this form in the page, or null when it has none. */
  dialog: string | null;
}

/**
 * One record per form kind, with what the browser needs to know of it: add a kind here and the
 * compiler asks for every other place that must know it, each a `Record<FormKind, …>`: its pages
 * (`FORM_PAGES`, src/domain/pageKinds.ts: build time only), its lead kind for routing
 * (`LEAD_KIND_OF_FORM`, server/delivery/kinds.ts: server only), its mount point (`FORM_MOUNTS`,
 * src/components/forms/formMounts.ts: only the lazy mountForm chunk needs it), the form of that
 * mount point (mountForm.tsx) and, for a car form, its title (CarEnquiryForms.tsx). Those tables
 * stay out of this record so that no form page's up-front bundle carries them.
 */
export const FORM_KIND_RECORDS = {
  'general-enquiry': {
    category: DEFAULT_CATEGORY,
    message: 'required',
    locations: 'sales',
    car: false,
    event: 'enquiry',
    categorySelect: true,
    offer: false,
    dateTime: false,
    disclaimerTerms: false,
    dialog: null,
  },
  enquiry: {
    category: 'Vehicle Enquiry',
    message: 'required',
    locations: 'none',
    car: true,
    event: 'enquiry',
    categorySelect: false,
    offer: false,
    dateTime: false,
    disclaimerTerms: false,
    dialog: 'enquire',
  },
  'quick-enquiry': {
    category: 'Vehicle Enquiry',
    subcategory: 'Quick Enquiry',
    message: 'required',
    locations: 'none',
    car: true,
    event: 'enquiry',
    categorySelect: false,
    offer: false,
    dateTime: false,
    disclaimerTerms: false,
    dialog: null,
  },
  'request-photos': {
    category: 'Vehicle Enquiry',
    subcategory: 'Request Photos',
    message: 'optional',
    locations: 'none',
    car: true,
    event: 'enquiry',
    categorySelect: false,
    offer: false,
    dateTime: false,
    disclaimerTerms: false,
    dialog: 'request-photos',
  },
  'test-drive': {
    category: 'Test Drive',
    message: 'optional',
    locations: 'none',
    car: false,
    event: 'test-drive',
    categorySelect: false,
    offer: false,
    dateTime: true,
    disclaimerTerms: true,
    dialog: null,
  },
  'make-offer': {
    category: 'Make an Offer',
    message: 'removed',
    locations: 'none',
    car: true,
    event: 'enquiry',
    categorySelect: false,
    offer: true,
    dateTime: false,
    disclaimerTerms: false,
    dialog: 'make-offer',
  },
  finance: {
    category: 'Finance Enquiry',
    message: 'optional',
    locations: 'sales',
    car: false,
    event: 'enquiry',
    categorySelect: false,
    offer: false,
    dateTime: false,
    disclaimerTerms: false,
    dialog: null,
  },
  'trade-in': {
    category: 'Trade-In',
    subcategory: '1. Valuation Requested',
    message: 'optional',
    locations: 'none',
    car: false,
    event: 'enquiry',
    categorySelect: false,
    offer: false,
    dateTime: false,
    disclaimerTerms: false,
    dialog: null,
  },
  careers: {
    category: 'General Enquiry',
    subcategory: 'Career Enquiry',
    message: 'required',
    locations: 'sales',
    car: false,
    event: 'careers',
    categorySelect: false,
    offer: false,
    dateTime: false,
    disclaimerTerms: false,
    dialog: null,
  },
  fleet: {
    category: 'Fleet Enquiry',
    message: 'required',
    locations: 'sales',
    car: false,
    event: 'enquiry',
    categorySelect: false,
    offer: false,
    dateTime: false,
    disclaimerTerms: false,
    dialog: null,
  },
  service: {
    category: 'Service Enquiry',
    message: 'required',
    locations: 'service',
    car: false,
    event: 'enquiry',
    categorySelect: false,
    offer: false,
    dateTime: false,
    disclaimerTerms: false,
    dialog: null,
  },
  reservation: {
    category: 'Reservation',
    message: 'removed',
    locations: 'none',
    car: true,
    event: 'enquiry',
    categorySelect: false,
    offer: false,
    dateTime: false,
    disclaimerTerms: false,
    dialog: null,
  },
} as const satisfies Record<string, FormKindRecord>;

/** Every form that sends a lead; the server derives the lead's category from it. */
export type FormKind = keyof typeof FORM_KIND_RECORDS;
export const FORM_KINDS = Object.keys(FORM_KIND_RECORDS) as FormKind[];

export const isFormKind = (value: string): value is FormKind => Object.hasOwn(FORM_KIND_RECORDS, value);

/** One kind's record, with the optional fields every record may leave out. */
export const formKind = (kind: FormKind): FormKindRecord => FORM_KIND_RECORDS[kind];

/** Forms about one car (they need car_id). */
export type CarFormKind = {
  [K in FormKind]: (typeof FORM_KIND_RECORDS)[K]['car'] extends true ? K : never;
}[FormKind];

/** Ids (and URL hashes) of the car page's in-page form dialogs, each named by its kind's record. */
export type CarFormTarget = NonNullable<(typeof FORM_KIND_RECORDS)[FormKind]['dialog']>;

/** The car forms a car page dialog opens. */
type DialogFormKind = {
  [K in CarFormKind]: (typeof FORM_KIND_RECORDS)[K]['dialog'] extends null ? never : K;
}[CarFormKind];

const isDialogForm = (kind: FormKind): kind is DialogFormKind => FORM_KIND_RECORDS[kind].dialog !== null;

/** The form kind a car page dialog opens. */
export function formOfDialog(target: CarFormTarget): DialogFormKind {
  const kind = FORM_KINDS.find((k) => FORM_KIND_RECORDS[k].dialog === target);
  if (kind === undefined || !isDialogForm(kind)) throw new Error(`No car form opens the dialog #${target}.`);
  return kind;
}
