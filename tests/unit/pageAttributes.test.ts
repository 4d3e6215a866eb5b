import { describe, expect, it } from 'vitest';
import {
  ACTION,
  actionSelector,
  FORM_HREF,
  GALLERY_COUNT,
  GALLERY_INDEX,
  GALLERY_STEP,
  FORM_TARGET,
  formTarget,
  has,
  HOURS_GATED,
  LIVE,
  MOUNT,
  PDF,
  PHONE,
  PHONE_TEXT,
  REVEALED,
} from '../../src/view/pageAttributes.ts';

// The car page's CSS (carPage.css, carDetails.css) and older pages find these by their literal names.
describe('the data attributes markup and page scripts share', () => {
  it('names each attribute as the pages and their styles carry it', () => {
    expect([FORM_TARGET, FORM_HREF, ACTION, PHONE, PHONE_TEXT, REVEALED, HOURS_GATED]).toEqual([
      'data-form-target',
      'data-form-href',
      'data-action',
      'data-phone',
      'data-phone-text',
      'data-revealed',
      'data-hours-gated',
    ]);
    expect([GALLERY_INDEX, GALLERY_STEP, GALLERY_COUNT, PDF]).toEqual([
      'data-gallery-index',
      'data-gallery-step',
      'data-gallery-count',
      'data-pdf',
    ]);
    expect([LIVE, MOUNT]).toEqual(['data-live', 'data-mount']);
  });

  it('builds the selectors the scripts query and the attributes the markup spreads', () => {
    expect(actionSelector()).toBe('[data-action]');
    expect(actionSelector('call-dealer')).toBe('[data-action="call-dealer"]');
    expect(has(PHONE_TEXT)).toBe('[data-phone-text]');
    expect(formTarget('/enquiry/car/?car_id=a&form=enquiry')).toEqual({
      'data-form-target': '',
      'data-form-href': '/enquiry/car/?car_id=a&form=enquiry',
    });
  });
});
