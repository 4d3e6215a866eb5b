import { dollars, localTime } from './notices.ts';
import type { Reservation } from './table.ts';

/**
 * One line per reservation for `npm run reservations` (pure): id, state, car, deposit, processor,
 * payment reference, and the hold's end or when it ended, in the dealer's time zone.
 */
export function reservationLine(r: Reservation, timeZone: string): string {
  const when =
    r.state === 'held' && r.holdEndsAt !== null
      ? `held until ${localTime(r.holdEndsAt, timeZone)}`
      : r.state === 'pending'
        ? `checkout open until ${localTime(r.expiresAt, timeZone)}`
        : `${r.state}${r.endedAt !== null ? ` ${localTime(r.endedAt, timeZone)}` : ''}`;
  const refund = r.refundState === 'none' ? '' : `refund ${r.refundState}${r.refundError ? ` (${r.refundError})` : ''}`;
  return [
    r.id,
    r.state.padEnd(9),
    `${r.carName.trim()} (${r.stocknum})`,
    `${dollars(r.amountCents)} ${r.processor}`,
    r.paymentRef ?? '-',
    when,
    refund,
  ]
    .filter((part) => part !== '')
    .join('  ');
}
