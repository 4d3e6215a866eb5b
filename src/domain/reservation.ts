import type { CarFlags } from './flags.ts';
import { isAvailable } from './availability.ts';
import type { Car } from './car.ts';
import { MIN_SHOWN_PRICE } from './priceDisplay.ts';

/** Hours a reservation holds the car (SPEC §4, §9). */
export const RESERVE_HOLD_HOURS = 48;
export const RESERVE_HOLD_TEXT = `We hold the car for you for ${RESERVE_HOLD_HOURS} hours.`;
export const RESERVE_REFUND_TEXT = 'Your deposit is 100% refundable.';

type ReserveFields = Pick<Car, 'status' | 'reserved' | 'price' | 'preorder' | 'payment_processors'>;

/**
 * Reservability (SPEC §4 says the rule is not shown; ours): an available, unreserved car with a
 * shown price that is in stock or open to pre-order, and a payment processor able to take the deposit.
 */
export function reserveEligible(car: ReserveFields): boolean {
  if (!isAvailable(car.status) || car.reserved || car.price <= MIN_SHOWN_PRICE) return false;
  if (car.status === 'coming_soon' && !car.preorder) return false;
  return car.payment_processors.length > 0;
}

/**
 * Deposit to show in dollars, or null to hide it (SPEC §5: shown unless empty or $0). The car's
 * payment processor decides the amount when it names one, else the configured default ($200).
 */
export function reserveDeposit(
  car: Pick<Car, 'payment_processors'>,
  vehicle: Pick<CarFlags['vehicle'], 'reserveDeposit'>,
): number | null {
  if (vehicle.reserveDeposit <= 0) return null;
  const amount = car.payment_processors[0]?.deposit_amount ?? vehicle.reserveDeposit;
  return amount > 0 ? amount : null;
}

/** What every route to a reservation decides before showing the form or storing the lead (SPEC §4, §5). */
export type ReservationVerdict = 'ok' | 'unknown-car' | 'not-reservable' | 'sign-in';

/** The shopper-facing reason for each refusal; the browser shows it and the lead API answers it. */
export const RESERVATION_REFUSALS: Record<Exclude<ReservationVerdict, 'ok'>, string> = {
  'unknown-car': "We couldn't find this car.",
  'not-reservable': 'This car can no longer be reserved: it has been sold or reserved by someone else.',
  'sign-in': 'Please sign in to reserve this car.',
};

/**
 * The one eligibility rule of every reservation and online-purchase route: the car as it is now
 * (null when unknown or another dealer's), and whether this dealer gates checkout behind sign-in.
 */
export function reservationVerdict(
  car: ReserveFields | null,
  gate: { gated: boolean; signedIn: boolean },
): ReservationVerdict {
  if (!car) return 'unknown-car';
  if (!reserveEligible(car)) return 'not-reservable';
  return gate.gated && !gate.signedIn ? 'sign-in' : 'ok';
}
