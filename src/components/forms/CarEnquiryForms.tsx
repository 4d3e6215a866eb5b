import type { FormSettings } from '../../api/formSettings.ts';
import type { FormCar } from '../../api/leadPayload.ts';
import type { CarFormKind } from '../../domain/formKinds.ts';
import { MakeOfferForm } from './MakeOfferForm.tsx';
import { QuickEnquiryModal } from './QuickEnquiryModal.tsx';
import { RequestPhotosForm } from './RequestPhotosForm.tsx';
import { ReserveForm } from './ReserveForm.tsx';
import { LeadForm } from './LeadForm.tsx';
import { LazyReservationGate } from './lazyReservationGate.tsx';
import { useCarAside } from './useCarAside.ts';
import { useQueryCar, type FormSearch } from './useQueryCar.ts';

/** One title per car form of the registry: a new car form kind fails to compile until it has one. */
const TITLES = {
  enquiry: 'Enquire about this car',
  'request-photos': 'Request photos',
  'make-offer': 'Make an offer',
  'quick-enquiry': 'Quick enquiry',
  reservation: 'Reserve this car',
} as const satisfies Record<CarFormKind, string>;

type Common = { settings: FormSettings; apiUrl: string; mapsKey: string | null; car: FormCar };

function CarForm({ kind, common, search }: { kind: CarFormKind; common: Common; search: FormSearch }) {
  switch (kind) {
    case 'request-photos':
      return <RequestPhotosForm {...common} />;
    case 'make-offer':
      return <MakeOfferForm {...common} />;
    case 'quick-enquiry':
      return <QuickEnquiryModal {...common} />;
    case 'reservation':
      return (
        <LazyReservationGate search={search} slug={common.car.slug} gated={common.settings.checkoutGated}>
          {(live, token) => <ReserveForm {...common} car={live} sessionToken={token} />}
        </LazyReservationGate>
      );
    case 'enquiry':
      return <LeadForm {...common} kind="enquiry" multiStep />;
    default:
      return kind satisfies never;
  }
}

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
  const kind: CarFormKind = Object.hasOwn(TITLES, asked) ? (asked as CarFormKind) : 'enquiry';
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
      <CarForm kind={kind} common={common} search={props.search} />
    </>
  );
}
