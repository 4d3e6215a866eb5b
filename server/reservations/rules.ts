/**
 * The reservation's rules, pure: states, the hold's end, what a confirmed payment does, when a
 * checkout or a hold is over, and what the search index should say. No IO and no clock: time is
 * passed in (milliseconds since the epoch).
 */

/**
 * pending: the shopper is on the processor's hosted page. held: paid, the car is held. The rest are
 * over: completed (sold to the shopper), released (by the dealer, deposit refunded), lapsed (the hold
 * ran out), failed (declined), expired (checkout abandoned), refunded (paid, but no hold could stand).
 */
export const RESERVATION_STATES = [
  'pending',
  'held',
  'completed',
  'released',
  'lapsed',
  'failed',
  'expired',
  'refunded',
] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];
// Pending and held are the active states: the store allows one per car (migration 0005's partial unique index).

export type RefundState = 'none' | 'due' | 'done' | 'failed';

/** How long the processor's hosted page takes payment. */
export const CHECKOUT_MINUTES = 30;
/** A pending checkout the processor has not settled this long after its end is asked about again. */
export const CHECKOUT_GRACE_MS = 2 * 60_000;

/**
 * Open checkouts one source (network) may have at once. One shopper (by email) has one: starting
 * another ends the earlier ones at the processor first (Reservations.start).
 */
export const PENDING_PER_SOURCE = 3;

export const SOMEONE_RESERVING = 'Someone is reserving this car right now.';
export const TOO_MANY_CHECKOUTS =
  'You have too many payments open. Finish or cancel one of them, or try again in 30 minutes.';

/** The refusal a second shopper reads while a checkout or hold stands on the car. */
export const someoneReserving = (phone: string) =>
  `${SOMEONE_RESERVING} Please call us on ${phone} or try again in ${CHECKOUT_MINUTES} minutes.`;

export const MS_PER_HOUR = 3_600_000;

/** When a hold paid at `paidAt` ends. */
export const holdEndsAt = (paidAt: number, holdHours: number) => paidAt + holdHours * MS_PER_HOUR;

/** The deposit in cents from dollars (the processor's amount or the dealer's default). */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/** "Reservation deposit – 2023 Toyota RAV4 GXL (T12345)": the one line item on the hosted page. */
export const lineItem = (carName: string, stocknum: string) => `Reservation deposit – ${carName.trim()} (${stocknum})`;

/** The reservation as the rules read it. */
export interface ReservationFacts {
  state: ReservationState;
  amountCents: number;
  expiresAt: number;
  holdEndsAt: number | null;
  refundState: RefundState;
}

/**
 * What a payment the processor confirms does to its reservation. `carHeldByOther`: another
 * reservation is active on the car. A payment for a pending (or a late one for an expired or failed)
 * checkout holds the car when nothing else does; otherwise it is refunded. Confirmed twice: nothing.
 */
export type PaidDecision =
  | { action: 'hold' }
  | { action: 'refund'; reason: 'car-held-by-another' | 'amount-differs' | 'reservation-over' }
  | { action: 'none'; reason: string };

export function onPaid(r: ReservationFacts, paidAmountCents: number, carHeldByOther: boolean): PaidDecision {
  switch (r.state) {
    case 'held':
    case 'completed':
      return { action: 'none', reason: `already ${r.state}` };
    case 'refunded':
      return { action: 'none', reason: 'already refunded' };
    case 'released':
    case 'lapsed':
      return { action: 'none', reason: `the hold already ${r.state === 'lapsed' ? 'lapsed' : 'was released'}` };
    case 'pending':
    case 'failed':
    case 'expired':
      if (paidAmountCents !== r.amountCents) return { action: 'refund', reason: 'amount-differs' };
      return carHeldByOther ? { action: 'refund', reason: 'car-held-by-another' } : { action: 'hold' };
    default:
      throw new Error(`unknown reservation state "${String(r.state satisfies never)}"`);
  }
}

/** A payment that did not go through ends a pending checkout; any other state stays as it is. */
export const onUnpaid = (r: Pick<ReservationFacts, 'state'>, outcome: 'failed' | 'expired'): ReservationState | null =>
  r.state === 'pending' ? outcome : null;

/** A pending checkout past its end (and the grace for the processor's last word) is asked about. */
export const checkoutOverdue = (r: Pick<ReservationFacts, 'state' | 'expiresAt'>, now: number) =>
  r.state === 'pending' && now >= r.expiresAt + CHECKOUT_GRACE_MS;

/** A hold whose time is up. */
export const holdLapsed = (r: Pick<ReservationFacts, 'state' | 'holdEndsAt'>, now: number) =>
  r.state === 'held' && r.holdEndsAt !== null && now >= r.holdEndsAt;

/** What the search index should say of the car: reserved while held (or sold to the shopper), else free. */
export type IndexedState = 'reserved' | 'free' | '';

export function wantedIndexState(state: ReservationState, indexed: IndexedState): IndexedState {
  if (state === 'held' || state === 'completed') return 'reserved';
  // Only a car we marked reserved is marked free again; one we never touched is the feed's.
  return indexed === 'reserved' || indexed === 'free' ? 'free' : '';
}

/** The dealer's actions on a reservation (npm run reservations, the console). */
export const DEALER_ACTIONS = ['complete', 'release', 'refund', 'extend'] as const;
export type DealerAction = (typeof DEALER_ACTIONS)[number];

/** The state an action leads to and whether it refunds, or why it cannot be done in this state. */
export type ActionPlan =
  { ok: true; state: ReservationState; refund: boolean; holdEndsAt: number | null } | { ok: false; error: string };

export function planAction(r: ReservationFacts, action: DealerAction, extendHours = 0): ActionPlan {
  const refundable = r.refundState === 'none' || r.refundState === 'failed';
  switch (action) {
    case 'complete':
      if (r.state !== 'held' && r.state !== 'lapsed')
        return { ok: false, error: `only a held or lapsed reservation can be completed (this one is ${r.state})` };
      if (!refundable) return { ok: false, error: 'its deposit was refunded' };
      return { ok: true, state: 'completed', refund: false, holdEndsAt: r.holdEndsAt };
    case 'release':
      if (r.state !== 'held')
        return { ok: false, error: `only a held reservation can be released (this one is ${r.state})` };
      return { ok: true, state: 'released', refund: refundable, holdEndsAt: r.holdEndsAt };
    case 'refund':
      if (!['held', 'lapsed', 'completed', 'released'].includes(r.state))
        return { ok: false, error: `no deposit was taken for this reservation (it is ${r.state})` };
      if (!refundable) return { ok: false, error: 'its deposit is already refunded or being refunded' };
      return { ok: true, state: r.state === 'held' ? 'released' : r.state, refund: true, holdEndsAt: r.holdEndsAt };
    case 'extend':
      if (r.state !== 'held')
        return { ok: false, error: `only a held reservation can be extended (this one is ${r.state})` };
      if (!Number.isInteger(extendHours) || extendHours < 1 || extendHours > 336)
        return { ok: false, error: '--hours must be a whole number from 1 to 336' };
      return { ok: true, state: 'held', refund: false, holdEndsAt: (r.holdEndsAt ?? 0) + extendHours * MS_PER_HOUR };
    default:
      throw new Error(`unknown reservation action "${String(action satisfies never)}"`);
  }
}
