import { POSTCODE_MESSAGE, POSTCODE_NOT_FOUND } from '../domain/postcode.ts';

/** Exact texts of SPEC §5 and §8, plus the field messages the spec leaves to us. */
export const MESSAGES = {
  postcode: POSTCODE_MESSAGE,
  postcodeNotFound: POSTCODE_NOT_FOUND,
  terms: '*You must agree to the terms of use before submitting.',
  errorListHeading: 'Please fix the following errors:',
  submitFailed: 'An error occurred when submitting this form',
  noLeadId: 'An unexpected error occured',
  name: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  rego: 'Please enter the rego in letters and digits.',
  budget: 'Please enter your budget as an amount in dollars, e.g. 30000.',
  /** Finance is offered on cars priced above $500 (SPEC §5 finance eligibility), so no budget at or below it. */
  budgetTooLow: 'Please enter a budget above $500: finance is for cars priced above $500.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid Australian phone number.',
  mobile: 'Please enter an Australian mobile number (04xx xxx xxx): we text the code to it.',
  message: 'Please enter a message.',
  category: 'Please select a category.',
  location: 'Please select a location.',
  dealership: 'Please select a dealership.',
  offer: 'Please enter your offer in dollars.',
  dateTime: 'Please choose a valid date and time.',
  dateTimePast: 'Please choose a test drive time that has not passed.',
  carId: 'This form needs a car.',
  queued: "You're offline or our server is busy: your enquiry is saved on this device and will be sent automatically.",
  sent: 'Thank you, your enquiry has been sent.',
} as const;

/** Hidden message of the Request Photos form (SPEC §5). */
export const REQUEST_PHOTOS_TEXT = 'Please send photos for this car';

/** Placeholder of the optional rego field (SPEC §5). */
export const REGO_PLACEHOLDER = 'Rego - Helps us better assist your enquiry';

/**
 * The message of a field the page fills in itself: when it is wrong the page is, and reloading it is
 * the fix (the field's name is the error's key, for whoever reads the API's answer).
 */
export const PAGE_FIELD = 'This form could not be sent. Please reload the page and try again.';
