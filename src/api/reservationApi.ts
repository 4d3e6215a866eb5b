import { callLeadApi } from './leadApiClient.ts';

/** The reservation as the lead API shows it to the shopper who paid (no personal data). */
export interface ReservationView {
  id: string;
  state: 'pending' | 'held' | 'completed' | 'failed' | 'expired' | 'lapsed' | 'released' | 'refunded';
  car: { slug: string; name: string; stocknum: string };
  amount: number;
  processor: string;
  hold_ends_at: string | null;
  hold_ends_local: string | null;
  dealer_phone: string;
}

/** What opening the payment page came to: go there, a refusal to show, or a try-again. */
export type PaymentStart =
  { kind: 'redirect'; url: string } | { kind: 'refused'; message: string } | { kind: 'retry'; message: string };

export const PAYMENT_RETRY_MESSAGE = 'We could not open the payment page just now. Please try again in a moment.';

/**
 * Asks the lead API to open the processor's hosted page for a stored reservation lead (its step
 * secret proves the browser stored it). The amount is the server's; the card is typed on the
 * processor's page, never ours.
 */
export async function startPayment(
  apiUrl: string,
  leadId: string,
  secret: string,
  session: string | undefined,
): Promise<PaymentStart> {
  const answer = await callLeadApi(apiUrl, {
    method: 'POST',
    path: '/api/reservations',
    body: { lead_id: leadId },
    headers: { 'X-Lead-Secret': secret },
    ...(session ? { session } : {}),
    timeoutMs: 20_000,
  });
  const url = answer.body?.url;
  if (answer.success && typeof url === 'string' && /^https?:\/\//.test(url)) return { kind: 'redirect', url };
  if (answer.status === null || answer.status >= 500) return { kind: 'retry', message: PAYMENT_RETRY_MESSAGE };
  return { kind: 'refused', message: answer.error };
}

/** The reservation for the return page; null when the API does not know it or cannot be reached. */
export async function readReservation(apiUrl: string, id: string): Promise<ReservationView | null> {
  const answer = await callLeadApi(apiUrl, { method: 'GET', path: `/api/reservations/${encodeURIComponent(id)}` });
  const view = answer.body?.reservation;
  return answer.success && view && typeof view === 'object' ? (view as ReservationView) : null;
}

/** The return page's heading and text for a reservation as it stands (pure). */
export function reservationStatusText(
  r: ReservationView | null,
  waitedTooLong: boolean,
): { title: string; text: string; tryAgain: boolean } {
  if (!r) return { title: 'We could not find this reservation', text: 'Please call the dealer.', tryAgain: false };
  const car = `${r.car.name.trim()} (stock number ${r.car.stocknum})`;
  const call = `call us on ${r.dealer_phone} and quote stock number ${r.car.stocknum}`;
  switch (r.state) {
    case 'held':
      return {
        title: 'Payment received',
        text: `Your ${car} is held for you until ${r.hold_ends_local ?? 'the dealer contacts you'}. We have emailed your receipt.`,
        tryAgain: false,
      };
    case 'pending':
      return waitedTooLong
        ? {
            title: 'Still confirming your payment',
            text: `We have not had the payment processor's confirmation yet. If you were charged, your car will be held as soon as it arrives; ${call}.`,
            tryAgain: false,
          }
        : {
            title: 'Confirming your payment…',
            text: `Please wait while we confirm your payment for the ${car}.`,
            tryAgain: false,
          };
    case 'failed':
    case 'expired':
      return {
        title: 'Your payment did not go through',
        text: `No money was taken and the ${car} is not held. Try again, or ${call}.`,
        tryAgain: true,
      };
    case 'refunded':
      return {
        title: 'Your deposit is being refunded',
        text: `Someone else reserved the ${car} first, so we are refunding your deposit in full. We have emailed you.`,
        tryAgain: false,
      };
    case 'completed':
      return { title: 'Reservation complete', text: `Your reservation of the ${car} is complete.`, tryAgain: false };
    case 'lapsed':
      return {
        title: 'Your hold has ended',
        text: `The hold on the ${car} has ended. To buy it, ${call}.`,
        tryAgain: false,
      };
    case 'released':
      return { title: 'Reservation cancelled', text: `Your reservation of the ${car} was cancelled.`, tryAgain: false };
    default:
      throw new Error(`unknown reservation state "${String(r.state satisfies never)}"`);
  }
}
