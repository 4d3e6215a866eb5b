// The names that tie single pages (success, reservation return, feedback, parts, models) to their
// own scripts: written once here, so markup and script cannot drift apart.

/** On the success page's heading, which the script rewrites when nothing was sent. */
export const SUCCESS_TITLE = 'data-success-title';
/** On the success page's thank-you for an enquiry. */
export const SUCCESS = 'data-success';
/** In the success page's thank-you: what was sent (`enquiry`, `test drive request`). */
export const SUCCESS_WHAT = 'data-success-what';
/** In the success page's thank-you: the text saying who will be in touch. */
export const SUCCESS_TEXT = 'data-success-text';
/** In the success page's thank-you: the reference of the car enquired about. */
export const SUCCESS_REF = 'data-success-ref';
/** On the success page's note that nothing was sent from this device. */
export const SUCCESS_NONE = 'data-success-none';

/** On the success page's box that confirms a reservation's payment. */
export const RESERVATION = 'data-reservation';
/** In the reservation box: its heading. */
export const RESERVATION_TITLE = 'data-reservation-title';
/** In the reservation box: its text. */
export const RESERVATION_TEXT = 'data-reservation-text';
/** In the reservation box: the offer to try the payment again. */
export const RESERVATION_AGAIN = 'data-reservation-again';

/** On the feedback block's greeting: where the shopper's first name goes. */
export const FEEDBACK_FIRST_NAME = 'data-first-name';
/** On the feedback block's greeting: where the dealership's name goes. */
export const FEEDBACK_DEALERSHIP_NAME = 'data-dealership-name';
/** On the feedback block's review link. */
export const REVIEW = 'data-review';
/** On the review link: the JSON of the dealerships' review profiles. */
export const REVIEW_PROFILES = 'data-profiles';
/** On the review link: the address to use when no profile matches. */
export const REVIEW_FALLBACK = 'data-fallback';

/** On the parts search form. */
export const PARTS_SEARCH = 'data-parts-search';
/** In the parts search form: the count of parts found. */
export const PARTS_COUNT = 'data-parts-count';

/** On each model of the get-a-quote page; the value is the model's slug. */
export const QUOTE_MODEL = 'data-model';
/** On each model of the get-a-quote page: the model's full name. */
export const QUOTE_MODEL_NAME = 'data-name';
/** On the get-a-quote page's note of the model chosen. */
export const QUOTE_CHOSEN = 'data-chosen';
/** In the note of the model chosen: the model's name. */
export const QUOTE_CHOSEN_NAME = 'data-chosen-name';

/** On each body-type filter link of the models page; the value is the body type, empty for all. */
export const BODY_FILTER = 'data-body-filter';
/** On each model of the models page; the value is its body type. */
export const MODEL_BODY = 'data-body';
/** On each model of the models page: `true` when it is discontinued. */
export const MODEL_DISCONTINUED = 'data-discontinued';
/** On the models page's note of the filter shown. */
export const MODELS_NOTE = 'data-models-note';
/** On the models page's heading of the list, which names the filter. */
export const MODELS_TITLE = 'data-models-title';
