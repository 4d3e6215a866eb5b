import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FleetEnquiryForm } from '../../src/components/forms/FleetEnquiryForm.tsx';
import { MOUNTED_FORMS } from '../../src/components/forms/mountForm.tsx';
import { mountData } from '../../src/components/forms/mountData.ts';
import { carFilter } from '../../src/search/carFromQuery.ts';
import { carFormHref } from '../../src/domain/carActions.ts';
import { formSettings } from '../fixtures/formSettings.ts';
import { FORM_MOUNTS } from '../../src/components/forms/formMounts.ts';

const settings = formSettings();
const car = {
  id: 42,
  slug: '2024-kia-sportage-u42',
  name: '2024 Kia Sportage',
  make: 'Kia',
  model: 'Sportage',
  carType: 'used' as const,
  status: 'in_stock',
  price: 30000,
  stockNumber: 'U42',
  dealershipId: 10,
  dealershipSlug: 'north-motors',
  locationId: 5,
  locationName: 'North',
  manufacturerSlug: 'kia',
  image: null,
  tag: null,
};

describe('forms opened in place', () => {
  it('links each car form to its own page, which works without scripts', () => {
    expect(carFormHref(car, 'enquiry')).toBe('/enquiry/car/?car_id=2024-kia-sportage-u42&form=enquiry');
    expect(carFormHref(car, 'reservation')).toBe('/enquiry/car/?car_id=2024-kia-sportage-u42&form=reservation');
  });

  it('finds the car of a form page by numeric id (SPEC §2 ?car_id={id}) or by slug, quoting the slug', () => {
    expect(carFilter('10313')).toBe('id = 10313');
    expect(carFilter('2024-kia-sportage-u42')).toBe('slug = "2024-kia-sportage-u42"');
    expect(carFilter('x" OR id > 0')).toBe('slug = "x\\" OR id > 0"');
  });

  it('serialises the car and initial values onto the mount point, and nothing when there are none', () => {
    expect(mountData(null)).toEqual({});
    expect(mountData(car, { location_id: '5' })).toEqual({
      'data-form-car': JSON.stringify(car),
      'data-form-prefill': '{"location_id":"5"}',
    });
  });

  it('has a form for every mount point the pages render', () => {
    const registered = Object.values(FORM_MOUNTS).filter((m) => m !== null);
    expect(MOUNTED_FORMS.sort()).toEqual(registered.sort());
    expect(MOUNTED_FORMS.sort()).toEqual(
      [
        'enquiry-form',
        'offer-form',
        'request-photos-form',
        'reservation-form',
        'general-enquiry-form',
        'fleet-enquiry-form',
        'service-enquiry-form',
      ].sort(),
    );
  });

  it("preselects the page's location and its dealership, and ignores a location the form does not offer", () => {
    const render = (location_id: string) =>
      renderToString(createElement(FleetEnquiryForm, { settings, apiUrl: '', prefill: { location_id } }));
    const chosen = render('6');
    expect(chosen).toMatch(/<option value="6" selected="">South<\/option>/);
    expect(chosen).toMatch(/<option value="south-motors" selected="">South Motors<\/option>/);
    const unknown = render('99');
    expect(unknown).toMatch(/<option value="" selected="">Select a location<\/option>/);
  });
});
