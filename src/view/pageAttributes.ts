import type { InterestedPoint } from '../domain/interestedPoints.ts';

// The names that tie prerendered markup to the page scripts that find it: written once here, so a
// component and the script that reads its markup cannot drift apart (a typo is a compile error).

/** Marks a part of the car page that changes after the build: status, price, actions (see ./carLiveMarkup.ts). */
export const LIVE = 'data-live';
/** On a link or button that opens an in-page form when scripts run; the value is the form's element id. */
export const OPEN_FORM = 'data-open-form';
/** On the element an in-page form renders into; the value names the form it shows. */
export const MOUNT = 'data-mount';
/** Id of the page's `<script type="application/json">` holding the props of forms opened on demand. */
export const FORM_PROPS_ID = 'form-page-props';

/** Every live part of the car page, by the value of its data-live attribute. */
export type LivePart =
  | 'badge'
  | 'badge-text'
  | 'price'
  | 'price-before'
  | 'price-amount'
  | 'price-note'
  | 'below-market'
  | 'sold'
  | 'sold-overlay'
  | 'actions'
  | 'reserve-note'
  | 'interested'
  | `interested-${InterestedPoint}`
  | 'finance'
  | 'finance-weekly'
  | 'weekly';

/** CSS selector of a live part. */
export const liveSelector = (part: LivePart) => `[${LIVE}="${part}"]`;
/** Spread into an element to mark it as a live part. */
export const live = (part: LivePart) => ({ [LIVE]: part });
/** Spread into a link to open the in-page form of that id when scripts run. */
export const opensForm = (id: string) => ({ [OPEN_FORM]: id });
/** Spread into the element a form renders into. */
export const mountPoint = (form: string) => ({ [MOUNT]: form });
