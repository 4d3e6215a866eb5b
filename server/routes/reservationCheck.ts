import { RESERVATION_REFUSALS, reservationVerdict } from '../../src/domain/reservation.ts';
import type { FleetSite } from '../fleet.ts';
import type { CarReader, LeadCar } from '../stock/carReader.ts';
import type { StoredResponse } from '../store.ts';

/** Seconds a browser waits before retrying a reservation the API could not check. */
export const RESERVATION_RETRY_SECONDS = 30;

const STATUS = { 'unknown-car': 404, 'not-reservable': 409, 'sign-in': 401 } as const;

/**
 * The lead API refuses what the browser refuses, since a request need not come from our pages: a
 * reservation names a car that exists among this dealer's dealerships, is reservable as the stock stands
 * now, and comes from a signed-in shopper where the dealer gates checkout. When the engine cannot answer,
 * the answer is 503 with Retry-After, so the browser outbox keeps the lead and tries again.
 */
export async function reservationRefusal(
  cars: CarReader,
  site: Pick<FleetSite, 'indexUid' | 'settings'>,
  carSlug: unknown,
  signedIn: boolean,
): Promise<Refusal | null> {
  if (typeof carSlug !== 'string' || carSlug === '') return null; // the schema asks for the car
  const checked = await reservableCar(cars, site, carSlug, signedIn);
  return 'refusal' in checked ? checked.refusal : null;
}

type Refusal = StoredResponse & { retryAfter?: number };

/** The car as the search engine holds it now when it may be reserved, else the refusal to answer. */
export async function reservableCar(
  cars: CarReader,
  site: Pick<FleetSite, 'indexUid' | 'settings'>,
  carSlug: string,
  signedIn: boolean,
): Promise<{ car: LeadCar } | { refusal: Refusal }> {
  const scope = { indexUid: site.indexUid, dealershipIds: site.settings.dealerships.map((d) => d.id) };
  const found = await cars.lookup(carSlug, scope);
  if (found.state === 'unavailable') {
    const error = 'We could not check this car just now; your reservation will be sent again shortly.';
    return { refusal: { status: 503, body: { success: false, error }, retryAfter: RESERVATION_RETRY_SECONDS } };
  }
  const verdict = reservationVerdict(found.state === 'found' ? found.car : null, {
    gated: site.settings.checkoutGated,
    signedIn,
  });
  if (verdict === 'ok' && found.state === 'found') return { car: found.car };
  const refused = verdict === 'ok' ? 'unknown-car' : verdict;
  const error = RESERVATION_REFUSALS[refused];
  return { refusal: { status: STATUS[refused], body: { success: false, error, fields: { car_id: error } } } };
}
