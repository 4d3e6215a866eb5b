// The names that tie the shopper's markup (saved cars, compare, sign-in, watchlist toggles) to the
// scripts that find it: written once here, so markup and script cannot drift apart.

/** On the header's saved-cars and account links. */
export const SHOPPER = 'data-shopper';
/** On the header's shopper links: `watchlist` or `favourites`, which list the saved count follows. */
export const SAVED_KIND = 'data-saved-kind';
/** In the header's saved link: the count of saved cars the script writes. */
export const SAVED_COUNT = 'data-saved-count';
/** On the header's account link. */
export const ACCOUNT = 'data-account';
/** In the header's account link: the label the script sets by sign-in state. */
export const ACCOUNT_LABEL = 'data-account-label';
/** Set by a script: on the account link `true` or `false`; on the checkout, present once signed in. */
export const SIGNED_IN = 'data-signed-in';

/** On the saved-cars page's root. */
export const SAVED_PAGE = 'data-saved-page';
/** On the saved-cars page's root: `watchlist` or `favourites`, the list it shows. */
export const SAVED_PAGE_KIND = 'data-kind';
/** On the saved-cars page's status line. */
export const SAVED_STATE = 'data-saved-state';
/** On the saved-cars page's list the script fills with rows. */
export const SAVED_LIST = 'data-saved-list';
/** On the saved-cars page's link to compare them. */
export const COMPARE_SAVED = 'data-compare-saved';
/** On a saved car row's remove button. */
export const REMOVE = 'data-remove';
/** On a live status line: a saved car row's status, the sign-in form's progress hint. */
export const STATUS = 'data-status';
/** On a saved car row's price. */
export const PRICE = 'data-price';

/** On the compare page's root. */
export const COMPARE_PAGE = 'data-compare-page';
/** On the compare page's status line. */
export const COMPARE_STATE = 'data-compare-state';
/** On the compare page's table the script fills. */
export const COMPARE_TABLE = 'data-compare-table';
/** On the compare page's copy-link button. */
export const COPY_LINK = 'data-copy-link';

/** On the sign-in page's root. */
export const SIGN_IN = 'data-sign-in';
/** On the sign-in page's heading, which names why the shopper must sign in. */
export const SIGN_IN_TITLE = 'data-sign-in-title';
/** On the sign-in page's link back to where the shopper came from. */
export const SIGN_IN_BACK = 'data-back';
/** On the sign-in page's link on to where the shopper was going. */
export const SIGN_IN_CONTINUE = 'data-continue';
/** On each sign-in step: `phone`, `code` or `signed-in`. */
export const SIGN_IN_STEP = 'data-step';
/** In a sign-in step: its error message. */
export const SIGN_IN_ERROR = 'data-error';
/** In the signed-in step: the phone number signed in. */
export const SIGNED_IN_PHONE = 'data-signed-in-phone';
/** In the code step: the number the code was sent to. */
export const SENT_TO = 'data-sent-to';
/** In the code step: the button back to the phone step. */
export const CHANGE_PHONE = 'data-change-phone';
/** In the signed-in step: the sign-out button. */
export const SIGN_OUT = 'data-sign-out';

/** On the page's toast region, which the toast script creates once. */
export const TOAST_REGION = 'data-toast-region';

/** On the car page's box of shopper toggles. */
export const SHOPPER_TOGGLES = 'data-shopper-toggles';
/** On the car page's watchlist toggle. */
export const WATCHLIST_TOGGLE = 'data-watchlist-toggle';
/** On the car page's favourite toggle. */
export const FAVOURITE_TOGGLE = 'data-favourite-toggle';
/** On the car page's compare toggle. */
export const COMPARE_TOGGLE = 'data-compare-toggle';
/** On the car page's link to the comparison, whose address the script keeps current. */
export const COMPARE_LINK = 'data-compare-link';
