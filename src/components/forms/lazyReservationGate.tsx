import { lazy, Suspense, type ComponentProps } from 'react';

const ReservationGate = lazy(() =>
  import('./ReservationGate.tsx').then((module) => ({ default: module.ReservationGate })),
);

/**
 * The reservation gate, loaded when a page actually shows a reservation: pages that can (the car
 * enquiry page, online purchase) keep it out of their up-front JavaScript budget.
 */
export function LazyReservationGate(props: ComponentProps<typeof ReservationGate>) {
  return (
    <Suspense fallback={<p className="form-car">Checking the car is still available…</p>}>
      <ReservationGate {...props} />
    </Suspense>
  );
}
