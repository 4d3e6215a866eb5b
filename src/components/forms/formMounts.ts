import type { FormKind } from '../../domain/formKinds.ts';

/**
 * The mount point (data-mount) that renders each form kind on demand; null: only its own page
 * renders it. Apart from the form kind registry because only the lazy mountForm chunk needs it in
 * the browser; a new form kind fails to compile until it is listed here.
 */
export const FORM_MOUNTS = {
  'general-enquiry': 'general-enquiry-form',
  enquiry: 'enquiry-form',
  'quick-enquiry': null,
  'request-photos': 'request-photos-form',
  'test-drive': null,
  'make-offer': 'offer-form',
  finance: null,
  'trade-in': null,
  careers: null,
  fleet: 'fleet-enquiry-form',
  service: 'service-enquiry-form',
  reservation: 'reservation-form',
} as const satisfies Record<FormKind, string | null>;

/** The mount points that render a form on demand. */
export type FormMount = NonNullable<(typeof FORM_MOUNTS)[FormKind]>;
