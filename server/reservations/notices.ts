import type { Reservation } from './table.ts';

/**
 * The messages a reservation sends besides the dealer's lead (pure): the shopper's receipt, and the
 * notes to both sides when a hold lapses, is released, refunded or completed. Rendered when queued
 * and kept as the delivery job's payload, so a retry sends the very same words.
 */
export interface Notice {
  subject: string;
  text: string;
}

export type NoticeEvent = 'paid' | 'refunded' | 'lapsed' | 'released' | 'completed' | 'extended';

/** What a notice names besides the reservation: the dealer, its phone, and times in its zone. */
export interface NoticeContext {
  dealerName: string;
  phone: string;
  /** "Monday 30 November 2026, 3:15 pm AEDT" */
  local: (ms: number) => string;
}

const PROCESSOR_NAMES = { stripe: 'Stripe', windcave: 'Windcave' } as const;

/** "$200" or "$199.50": whole dollars without cents. */
export const dollars = (cents: number) =>
  new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

/** The local date and time a shopper and dealer read, in the dealership's zone. */
export function localTime(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .format(new Date(ms))
    .replace(' at ', ', ');
}

const carLine = (r: Reservation) => `${r.carName.trim()} (stock number ${r.stocknum})`;

/** The payment facts the dealer's messages carry. */
export function paymentFacts(r: Reservation, c: NoticeContext): string[] {
  return [
    `Car: ${carLine(r)}`,
    `Deposit: ${dollars(r.amountCents)} ${r.currency} paid through ${PROCESSOR_NAMES[r.processor]}`,
    `Payment reference: ${r.paymentRef ?? 'none'}`,
    ...(r.paidAt !== null ? [`Paid at: ${c.local(r.paidAt)}`] : []),
    ...(r.holdEndsAt !== null ? [`Held until: ${c.local(r.holdEndsAt)}`] : []),
    `Reservation: ${r.id}`,
  ];
}

/** The shopper's message for an event. */
export function shopperNotice(event: NoticeEvent, r: Reservation, c: NoticeContext): Notice {
  const sign = `\n\n${c.dealerName}\n${c.phone}\n`;
  const cancel = `To cancel, call ${c.dealerName} on ${c.phone} and quote stock number ${r.stocknum}.`;
  switch (event) {
    case 'paid':
      return {
        subject: `Your reservation receipt: ${r.carName.trim()}`,
        text:
          `Thank you. We have received your ${dollars(r.amountCents)} deposit and the ${carLine(r)} is held for you ` +
          `until ${r.holdEndsAt === null ? 'the dealer contacts you' : c.local(r.holdEndsAt)}.\n\n` +
          `Amount: ${dollars(r.amountCents)} ${r.currency}\nCar: ${carLine(r)}\nDealer: ${c.dealerName}\n` +
          `Payment reference: ${r.paymentRef ?? ''}\nReservation: ${r.id}\n\n` +
          `Your deposit is 100% refundable. ${cancel}${sign}`,
      };
    case 'refunded':
      return {
        subject: `Your deposit has been refunded: ${r.carName.trim()}`,
        text:
          `We have refunded your ${dollars(r.amountCents)} deposit for the ${carLine(r)}` +
          `${r.state === 'refunded' ? ': someone else reserved this car before your payment reached us' : ''}. ` +
          `Refunds reach your card within 5 to 10 business days.\n\nReservation: ${r.id}${sign}`,
      };
    case 'lapsed':
      return {
        subject: `Your hold has ended: ${r.carName.trim()}`,
        text:
          `The hold on the ${carLine(r)} ended at ${r.holdEndsAt === null ? 'its end' : c.local(r.holdEndsAt)}` +
          ` and the car is available to others again. Call ${c.dealerName} on ${c.phone} if you still want it.` +
          `\n\nReservation: ${r.id}${sign}`,
      };
    case 'released':
      return {
        subject: `Your reservation has been cancelled: ${r.carName.trim()}`,
        text: `${c.dealerName} has cancelled your reservation of the ${carLine(r)}.\n\nReservation: ${r.id}${sign}`,
      };
    case 'completed':
      return {
        subject: `Your reservation is complete: ${r.carName.trim()}`,
        text: `Your deposit of ${dollars(r.amountCents)} now counts towards the ${carLine(r)}. Thank you.${sign}`,
      };
    case 'extended':
      return {
        subject: `Your hold has been extended: ${r.carName.trim()}`,
        text: `The ${carLine(r)} is now held for you until ${r.holdEndsAt === null ? '' : c.local(r.holdEndsAt)}.${sign}`,
      };
    default:
      throw new Error(`unknown reservation notice "${String(event satisfies never)}"`);
  }
}

/** The dealer's update for an event after the paid lead (the lead itself carries the payment). */
export function dealerNotice(event: Exclude<NoticeEvent, 'paid'>, r: Reservation, c: NoticeContext): Notice {
  const what = {
    refunded: 'Deposit refunded',
    lapsed: 'Reservation lapsed (hold ended)',
    released: 'Reservation released',
    completed: 'Reservation completed',
    extended: 'Hold extended',
  }[event];
  const refund =
    r.refundState === 'done'
      ? [`Refund: done (${r.refundRef ?? ''})`]
      : r.refundState === 'due'
        ? ['Refund: under way']
        : [];
  return {
    subject: `${what}: ${r.carName.trim()} (${r.stocknum})`,
    text: `${what}.\n\n${[...paymentFacts(r, c), ...refund].join('\n')}\n\nSent by the ${c.dealerName} website.\n`,
  };
}
