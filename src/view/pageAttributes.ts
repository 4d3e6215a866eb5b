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
/** On an in-page form (dialog or section) the openers show. */
export const FORM_TARGET = 'data-form-target';
/** On an in-page form: its own page, where an opener goes when the form cannot load in place. */
export const FORM_HREF = 'data-form-href';
/** On each car action, link or button; the value is its kind (`call-dealer` for the phone reveal). */
export const ACTION = 'data-action';
/** On the phone-reveal button: the whole number the page script reveals and dials. */
export const PHONE = 'data-phone';
/** Inside the phone-reveal button: the masked number the page script replaces. */
export const PHONE_TEXT = 'data-phone-text';
/** Set by the page script once the number shows; a patch of the live parts leaves it. */
export const REVEALED = 'data-revealed';
/** On an action shown only while the dealership is open, as the page script judges it. */
export const HOURS_GATED = 'data-hours-gated';
/** On a car gallery thumbnail; the value is its photo's index. */
export const GALLERY_INDEX = 'data-gallery-index';
/** On the gallery's previous and next buttons; the value is the step (-1 or 1). */
export const GALLERY_STEP = 'data-gallery-step';
/** On the gallery's "n / total" count, which the page script rewrites. */
export const GALLERY_COUNT = 'data-gallery-count';
/** On the car page's Download PDF button. */
export const PDF = 'data-pdf';
/** Set by the form openers on the page's body once they are wired: `ready`. */
export const FORMS_READY = 'data-forms';
/** Set by the form openers on an in-page section form once it shows. */
export const FORM_OPEN = 'data-open';
/** In an in-page form: what shows until it opens, hidden then. */
export const FORM_CLOSED = 'data-form-closed';
/** Set by the form openers on a mount point: `loading`, then `true` once its form renders. */
export const MOUNTED = 'data-mounted';
/** On a mount point: the JSON of its form's car; on the form page's aside, the slot its car card fills. */
export const FORM_CAR = 'data-form-car';
/** On a mount point: the JSON of its form's initial values. */
export const FORM_PREFILL = 'data-form-prefill';
/** On the form page's `<template>` of the car card. */
export const FORM_CAR_TEMPLATE = 'data-form-car-template';
/** On the form page's car card slot: the locale its price is written in. */
export const FORM_CAR_LOCALE = 'data-locale';
/** On the form page's car card slot: the currency of its price. */
export const FORM_CAR_CURRENCY = 'data-currency';
/** On a search result's quick-enquiry link; the value is its car's slug. */
export const QUICK_ENQUIRY = 'data-quick-enquiry';
/** On the checkout's note that the payment was cancelled, which the page script shows. */
export const PAYMENT_CANCELLED = 'data-payment-cancelled';

/** On the car page's article, the root its scripts work in. */
export const CAR_ROOT = 'data-car-root';
/** Set by the car page script once the live parts show the search engine's state. */
export const FRESH = 'data-fresh';
/** Set on a car article rendered into the 404 page once its scripts are wired. */
export const BOUND = 'data-bound';
/** On the car gallery. */
export const GALLERY = 'data-gallery';
/** On the car gallery: the JSON array of its photos' addresses. */
export const GALLERY_PHOTOS = 'data-photos';
/** On the car gallery's main photo, which the page script swaps. */
export const GALLERY_MAIN = 'data-gallery-main';
/** On the checkout page's root. */
export const CHECKOUT = 'data-checkout';
/** On the checkout page's root: `true` where only a signed-in shopper may reserve. */
export const GATED = 'data-gated';
/** On the 404 page's section, which shows similar cars when the address was a car's. */
export const NOT_FOUND = 'data-not-found';
/** On the 404 page: where a car listed after the build renders. */
export const CAR_FALLBACK = 'data-car-fallback';
/** On the 404 page: the list of similar cars. */
export const SIMILAR = 'data-similar';
/** On an element that belongs to one car (car page, checkout, saved row); the value is the car's slug. */
export const CAR_SLUG = 'data-car-slug';
/** On an element that belongs to one car; the value is the car's id. */
export const CAR_ID = 'data-car-id';
/** On an element whose script talks to the lead API; the value is the API's origin. */
export const LEAD_API = 'data-api';
/** On an element whose script talks to the lead API; the value is the dealer's website id. */
export const WEBSITE_ID = 'data-website-id';

/** A part of the form page's car card, which the script fills. */
export type FormCarPart = 'image' | 'name' | 'price' | 'location' | 'link';

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

/** CSS selector of the car actions, or of the action of one kind. */
export const actionSelector = (kind?: string) => (kind === undefined ? `[${ACTION}]` : `[${ACTION}="${kind}"]`);
/** CSS selector of an attribute's presence. */
export const has = (name: string) => `[${name}]`;
/** CSS selector of a live part. */
export const liveSelector = (part: LivePart) => `[${LIVE}="${part}"]`;
/** Spread into an element to mark it as a live part. */
export const live = (part: LivePart) => ({ [LIVE]: part });
/** Spread into a link to open the in-page form of that id when scripts run. */
export const opensForm = (id: string) => ({ [OPEN_FORM]: id });
/** Spread into an in-page form (dialog or section), with the page it falls back to. */
export const formTarget = (href: string) => ({ [FORM_TARGET]: '', [FORM_HREF]: href });
/** Spread into the element a form renders into. */
export const mountPoint = (form: string) => ({ [MOUNT]: form });
/** The attribute on a part of the form page's car card. */
export const formCarPart = (part: FormCarPart) => `data-car-${part}` as const;
