import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { FormCar } from '../../api/leadPayload.ts';
import { EnquiryForm } from './EnquiryForm.tsx';
import { FleetEnquiryForm } from './FleetEnquiryForm.tsx';
import type { BaseFormProps } from './FormProps.ts';
import type { FormMount } from './formMounts.ts';
import { MakeOfferForm } from './MakeOfferForm.tsx';
import { RequestPhotosForm } from './RequestPhotosForm.tsx';
import { ReservationGate } from './ReservationGate.tsx';
import { ReserveForm } from './ReserveForm.tsx';
import { ServiceEnquiryForm } from './ServiceEnquiryForm.tsx';
import { FORM_CAR, FORM_PREFILL, MOUNT } from '../../view/pageAttributes.ts';

type Render = (base: BaseFormProps, car: FormCar | null, prefill: Record<string, string>) => ReactElement;

const needsCar = (render: (base: BaseFormProps, car: FormCar) => ReactElement): Render => {
  return (base, car) => {
    if (!car) throw new Error('This form needs a car (data-form-car) on its mount point.');
    return render(base, car);
  };
};

/** Which form each mount point of FORM_MOUNTS (data-mount) shows. */
const FORMS: Record<FormMount, Render> = {
  'enquiry-form': needsCar((base, car) => <EnquiryForm {...base} car={car} />),
  'offer-form': needsCar((base, car) => <MakeOfferForm {...base} car={car} />),
  'request-photos-form': needsCar((base, car) => <RequestPhotosForm {...base} car={car} />),
  'reservation-form': needsCar((base, car) => {
    if (!base.search) throw new Error('The reservation form reads its car live: the page props need `search`.');
    return (
      <ReservationGate search={base.search} slug={car.slug} gated={base.settings.checkoutGated} focusFirstField>
        {(live, token) => <ReserveForm {...base} car={live} sessionToken={token} />}
      </ReservationGate>
    );
  }),
  'general-enquiry-form': (base, _car, prefill) => <EnquiryForm {...base} prefill={prefill} />,
  'fleet-enquiry-form': (base, _car, prefill) => <FleetEnquiryForm {...base} prefill={prefill} />,
  'service-enquiry-form': (base, _car, prefill) => <ServiceEnquiryForm {...base} prefill={prefill} />,
};

export const MOUNTED_FORMS = Object.keys(FORMS);

const json = <T,>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

/**
 * Loaded on demand when a shopper opens a form: renders the mount point's form (synchronously, so
 * its first field can take focus at once) with the build-time props from the page and the mount.
 */
export function mountForm(mount: HTMLElement, base: BaseFormProps): void {
  const name = mount.getAttribute(MOUNT) ?? '';
  const render = Object.hasOwn(FORMS, name) ? FORMS[name as FormMount] : undefined;
  if (!render) throw new Error(`No form for mount point "${name}".`);
  const car = json<FormCar | null>(mount.getAttribute(FORM_CAR), null);
  const prefill = json<Record<string, string>>(mount.getAttribute(FORM_PREFILL), {});
  const root = createRoot(mount);
  flushSync(() => {
    root.render(render(base, car, prefill));
  });
}
