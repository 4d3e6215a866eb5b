import type { Flags } from '../config/templates.ts';
import { isAvailable } from './availability.ts';
import type { Car } from './car.ts';
import { MIN_SHOWN_PRICE } from './priceDisplay.ts';

/** Hours a reservation holds the car (SPEC §4, §9). */
export const RESERVE_HOLD_HOURS = 48;
export const RESERVE_HOLD_TEXT = 'We hold the car for you for 48 hours.';
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
  vehicle: Pick<Flags['vehicle'], 'reserveDeposit'>,
): number | null {
  if (vehicle.reserveDeposit <= 0) return null;
  const amount = car.payment_processors[0]?.deposit_amount ?? vehicle.reserveDeposit;
  return amount > 0 ? amount : null;
}
