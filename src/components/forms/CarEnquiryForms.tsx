import type { FormSettings } from '../../api/formSettings.ts';
import { MakeOfferForm } from './MakeOfferForm.tsx';
import { QuickEnquiryModal } from './QuickEnquiryModal.tsx';
import { RequestPhotosForm } from './RequestPhotosForm.tsx';
import { ReserveForm } from './ReserveForm.tsx';
import { LeadForm } from './LeadForm.tsx';
import { LazyReservationGate } from './lazyReservationGate.tsx';
import { useCarAside } from './useCarAside.ts';
import { useQueryCar, type FormSearch } from './useQueryCar.ts';

const TITLES = {
  enquiry: 'Enquire about this car',
  'request-photos': 'Request photos',
  'make-offer': 'Make an offer',
  'quick-enquiry': 'Quick enquiry',
  reservation: 'Reserve this car',
} as const;
type CarFormKind = keyof typeof TITLES;

/**
 * /enquiry/car?car_id=<slug>&form=enquiry|request-photos|make-offer|quick-enquiry|reservation: the
 * car forms on a page of their own, the link target of car buttons when scripts are slow or modals are not wanted.
 */
export function CarEnquiryForms(props: {
  settings: FormSettings;
  apiUrl: string;
  mapsKey: string | null;
  search: FormSearch;
}) {
  const { car, state } = useQueryCar(props.search);
  useCarAside(car);
  const asked = new URLSearchParams(window.location.search).get('form') ?? 'enquiry';
  const kind: CarFormKind = asked in TITLES ? (asked as CarFormKind) : 'enquiry';
  if (state === 'loading') return <p className="form-car">Loading the car…</p>;
  if (!car) {
    return (
      <p className="form-car">
        We couldn't find that car. <a href="/enquiry/">Send us a general enquiry</a> instead.
      </p>
    );
  }
  const common = { settings: props.settings, apiUrl: props.apiUrl, mapsKey: props.mapsKey, car };
  return (
    <>
      <h2>{TITLES[kind]}</h2>
      {kind === 'request-photos' && <RequestPhotosForm {...common} />}
      {kind === 'make-offer' && <MakeOfferForm {...common} />}
      {kind === 'quick-enquiry' && <QuickEnquiryModal {...common} />}
      {kind === 'reservation' && (
        <LazyReservationGate search={props.search} slug={car.slug} gated={props.settings.checkoutGated}>
          {(live, token) => <ReserveForm {...common} car={live} sessionToken={token} />}
        </LazyReservationGate>
      )}
      {kind === 'enquiry' && <LeadForm {...common} kind="enquiry" multiStep />}
    </>
  );
}
