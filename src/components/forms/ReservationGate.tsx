import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { FormCar } from '../../api/leadPayload.ts';
import type { Car } from '../../domain/car.ts';
import { DEFAULT_SEARCH_PATH } from '../../domain/siteLinks.ts';
import { RESERVATION_REFUSALS, reservationVerdict } from '../../domain/reservation.ts';
import { carBySlug } from '../../search/carBySlug.ts';
import { $session, $signedIn, signInHref } from '../../stores/session.ts';
import { toFormCar } from './toFormCar.ts';
import type { FormSearch } from './useQueryCar.ts';

interface Props {
  search: FormSearch;
  /** The car as the page knows it (build time or ?car_id=); its live state decides. */
  slug: string;
  gated: boolean;
  /** Opened on demand in a page: the form's first field takes focus once the car is confirmed. */
  focusFirstField?: boolean;
  /** The form, for the car as it is now and the shopper's session token (the API checks it). */
  children: (car: FormCar, sessionToken: string | undefined) => ReactElement;
}

const FIRST_FIELD = '.field input, .field select, .field textarea';

type Live = { state: 'loading' } | { state: 'read'; car: Car | null } | { state: 'failed' };

/**
 * Every route to a reservation or an online purchase goes through here (SPEC §4, §5): the car is
 * read again from the search engine (a prerendered page may be older than a sale), the one
 * eligibility rule decides, and where the dealer gates checkout a signed-out shopper goes to sign-in.
 */
export function ReservationGate({ search, slug, gated, focusFirstField = false, children }: Props) {
  const signedIn = useStore($signedIn);
  const session = useStore($session);
  const [live, setLive] = useState<Live>({ state: 'loading' });
  useEffect(() => {
    carBySlug(search, slug).then(
      (car) => {
        setLive({ state: 'read', car });
      },
      () => {
        setLive({ state: 'failed' });
      },
    );
  }, [search, slug]);
  const verdict = live.state === 'read' ? reservationVerdict(live.car, { gated, signedIn }) : null;
  const signIn = signInHref('checkout', window.location.pathname + window.location.search, `/cars/${slug}/`);
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (verdict === 'sign-in') window.location.replace(signIn);
    if (verdict === 'ok' && focusFirstField) wrapper.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, [verdict, signIn, focusFirstField]);

  if (live.state === 'loading') return <p className="form-car">Checking the car is still available…</p>;
  if (live.state === 'failed') {
    return (
      <p className="form-car" role="alert">
        We couldn't check this car just now. Please try again in a moment.
      </p>
    );
  }
  if (verdict === 'ok' && live.car) return <div ref={wrapper}>{children(toFormCar(live.car), session?.token)}</div>;
  if (verdict === 'sign-in') {
    return (
      <p className="form-car" role="status">
        {RESERVATION_REFUSALS['sign-in']} <a href={signIn}>Sign in</a>
      </p>
    );
  }
  return (
    <p className="form-car" role="status" data-reservation-refused={verdict}>
      {RESERVATION_REFUSALS[verdict === null || verdict === 'ok' ? 'unknown-car' : verdict]}{' '}
      {live.car ? <a href={`/cars/${slug}/`}>Back to the car</a> : <a href={DEFAULT_SEARCH_PATH}>Browse our cars</a>}
    </p>
  );
}
