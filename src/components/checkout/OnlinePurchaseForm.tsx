import type { FormSettings } from '../../api/formSettings.ts';
import { LazyReservationGate as ReservationGate } from '../forms/lazyReservationGate.tsx';
import { ReserveForm } from '../forms/ReserveForm.tsx';
import { useQueryCar, type FormSearch } from '../forms/useQueryCar.ts';

/**
 * /checkout-journey?car_id=<slug>: online purchase starts by reserving the car with its deposit
 * (Reservation lead), under the same live eligibility rule and sign-in gate as every reservation.
 */
export function OnlinePurchaseForm(props: {
  settings: FormSettings;
  apiUrl: string;
  mapsKey: string | null;
  search: FormSearch;
}) {
  const { car, state } = useQueryCar(props.search);
  if (state === 'loading') return <p className="form-car">Loading the car…</p>;
  if (!car) {
    return (
      <p className="form-car">
        We couldn't find that car. <a href="/search/used-cars/">Browse our used cars</a> instead.
      </p>
    );
  }
  return (
    <ReservationGate search={props.search} slug={car.slug} gated={props.settings.checkoutGated}>
      {(live, token) => (
        <ReserveForm
          settings={props.settings}
          apiUrl={props.apiUrl}
          mapsKey={props.mapsKey}
          car={live}
          sessionToken={token}
        />
      )}
    </ReservationGate>
  );
}
