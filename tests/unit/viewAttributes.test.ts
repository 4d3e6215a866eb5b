import { describe, expect, it } from 'vitest';
import * as shopper from '../../src/view/shopperAttributes.ts';
import * as layout from '../../src/view/layoutAttributes.ts';
import * as page from '../../src/view/pageAttributes.ts';
import * as pageScript from '../../src/view/pageScriptAttributes.ts';

// Stylesheets and the e2e suite select these by their literal names, which cannot import the constants.
describe('the data attributes of the shopper area', () => {
  it('names each attribute as the pages, their styles and the e2e suite carry it', () => {
    expect([shopper.SHOPPER, shopper.SAVED_KIND, shopper.SAVED_COUNT, shopper.ACCOUNT, shopper.ACCOUNT_LABEL]).toEqual([
      'data-shopper',
      'data-saved-kind',
      'data-saved-count',
      'data-account',
      'data-account-label',
    ]);
    expect([shopper.SIGNED_IN, shopper.STATUS, shopper.PRICE, shopper.REMOVE]).toEqual([
      'data-signed-in',
      'data-status',
      'data-price',
      'data-remove',
    ]);
    expect([
      shopper.COMPARE_TABLE,
      shopper.SIGN_IN,
      shopper.SIGN_IN_STEP,
      shopper.SIGN_IN_BACK,
      shopper.SIGN_IN_CONTINUE,
    ]).toEqual(['data-compare-table', 'data-sign-in', 'data-step', 'data-back', 'data-continue']);
    expect([
      shopper.TOAST_REGION,
      shopper.SHOPPER_TOGGLES,
      shopper.WATCHLIST_TOGGLE,
      shopper.FAVOURITE_TOGGLE,
      shopper.COMPARE_TOGGLE,
    ]).toEqual([
      'data-toast-region',
      'data-shopper-toggles',
      'data-watchlist-toggle',
      'data-favourite-toggle',
      'data-compare-toggle',
    ]);
  });
});

describe('the data attributes of the car page shared with other pages', () => {
  it('names each attribute as the pages and the e2e suite carry it', () => {
    expect([page.CAR_ROOT, page.CAR_SLUG, page.CAR_ID, page.LEAD_API, page.WEBSITE_ID]).toEqual([
      'data-car-root',
      'data-car-slug',
      'data-car-id',
      'data-api',
      'data-website-id',
    ]);
    expect([page.FRESH, page.GALLERY, page.GALLERY_MAIN, page.SIMILAR, page.GATED]).toEqual([
      'data-fresh',
      'data-gallery',
      'data-gallery-main',
      'data-similar',
      'data-gated',
    ]);
  });
});

describe('the data attributes of the shared layout', () => {
  it('names each attribute as the pages, their styles and the e2e suite carry it', () => {
    expect([layout.PHOTO, layout.PHOTO_FAILED, layout.MEGA, layout.MEGA_TILES, layout.STICKY_BAR]).toEqual([
      'data-photo',
      'data-photo-failed',
      'data-mega',
      'data-tiles',
      'data-sticky-bar',
    ]);
    expect([layout.COLLAPSIBLE, layout.COLLAPSIBLE_SHORT, layout.COLLAPSIBLE_FULL, layout.TOGGLE]).toEqual([
      'data-collapsible',
      'data-short',
      'data-full',
      'data-toggle',
    ]);
    expect([layout.CAROUSEL, layout.HOURS, layout.HOURS_DATE_TEXT]).toEqual([
      'data-carousel',
      'data-hours',
      'data-date-text',
    ]);
  });
});

describe('the data attributes of the forms', () => {
  it('names each attribute as the pages, their styles and the e2e suite carry it', () => {
    expect([page.FORMS_READY, page.FORM_CAR, page.FORM_CLOSED, page.QUICK_ENQUIRY, page.PAYMENT_CANCELLED]).toEqual([
      'data-forms',
      'data-form-car',
      'data-form-closed',
      'data-quick-enquiry',
      'data-payment-cancelled',
    ]);
    expect(page.formCarPart('image')).toBe('data-car-image');
  });
});

describe('the data attributes of single pages', () => {
  it('names each attribute as the pages and the e2e suite carry it', () => {
    expect([pageScript.SUCCESS_TEXT, pageScript.REVIEW, pageScript.PARTS_COUNT]).toEqual([
      'data-success-text',
      'data-review',
      'data-parts-count',
    ]);
    expect([pageScript.QUOTE_CHOSEN, pageScript.MODELS_NOTE]).toEqual(['data-chosen', 'data-models-note']);
  });
});
