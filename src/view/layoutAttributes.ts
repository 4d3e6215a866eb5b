// The names that tie the site's shared layout (header menus, photos, sticky bar, locations, offers) to
// the scripts that find it: written once here, so markup and script cannot drift apart.

/** On each header dropdown (`<details>`) the menu script opens on hover. */
export const DROPDOWN = 'data-dropdown';
/** On the mega menu's panel. */
export const MEGA = 'data-mega';
/** On a mega menu category button; the value is the category whose tiles it shows. */
export const MEGA_CAT = 'data-cat';
/** On the mega menu's wrap of tile groups. */
export const MEGA_TILES = 'data-tiles';

/** On a car photo's frame; the value is the car's name, shown when the photo fails. */
export const PHOTO = 'data-photo';
/** Set by the photo script on a frame whose photo failed to load. */
export const PHOTO_FAILED = 'data-photo-failed';

/** On the sticky footer bar of quick actions. */
export const STICKY_BAR = 'data-sticky-bar';
/** On each location selector form. */
export const LOCATION_SELECTOR = 'data-location-selector';

/** On a locations carousel. */
export const CAROUSEL = 'data-carousel';
/** In a carousel: its scrolling track. */
export const CAROUSEL_TRACK = 'data-track';
/** In a carousel: its previous button. */
export const CAROUSEL_PREV = 'data-prev';
/** In a carousel: its next button. */
export const CAROUSEL_NEXT = 'data-next';

/** On a block of opening hours. */
export const HOURS = 'data-hours';
/** On a block of opening hours: the location's time zone. */
export const HOURS_ZONE = 'data-zone';
/** On a day's row of opening hours; the value is its date, `YYYY-MM-DD`. */
export const HOURS_DATE = 'data-date';
/** In a day's row of opening hours: the date text the script turns into "Today". */
export const HOURS_DATE_TEXT = 'data-date-text';
/** On a button that opens a dialog; the value is the dialog's element id. */
export const DIALOG_OPEN = 'data-dialog-open';

/** On a collapsible text block. */
export const COLLAPSIBLE = 'data-collapsible';
/** In a collapsible text block: its short text. */
export const COLLAPSIBLE_SHORT = 'data-short';
/** In a collapsible text block: its full text. */
export const COLLAPSIBLE_FULL = 'data-full';
/** On a show-more button; on the car page its value is the id of the section it collapses. */
export const TOGGLE = 'data-toggle';
/** On a show-more button or its block: the button's label while collapsed. */
export const MORE = 'data-more';
/** On a show-more button or its block: the button's label while open. */
export const LESS = 'data-less';

/** On a promotion tile the script hides outside its dates. */
export const PROMO = 'data-promo';
/** On a promotion tile: the date it starts, if any. */
export const PROMO_START = 'data-start';
/** On a promotion tile: the date it ends, if any. */
export const PROMO_EXPIRY = 'data-expiry';
