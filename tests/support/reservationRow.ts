import type { Reservation } from '../../server/reservations/table.ts';

/** When the test reservations start: the payments tests' shared morning. */
export const RESERVATION_AT = Date.parse('2026-11-30T01:00:00Z');

/** A pending reservation as the store keeps it, for tests that put one in directly; `over` changes fields. */
export const reservationRow = (id: string, carId: number, over: Partial<Reservation> = {}): Reservation => ({
  id,
  leadId: `lead-${id}`,
  websiteId: 7,
  carId,
  carSlug: `car-${carId}`,
  carName: '2024 Toyota RAV4 GXL',
  stocknum: `T${carId}`,
  dealershipId: 1,
  processor: 'stripe',
  amountCents: 20_000,
  currency: 'AUD',
  state: 'pending',
  sessionId: null,
  payUrl: null,
  paymentRef: null,
  refundState: 'none',
  refundRef: null,
  refundError: null,
  shopper: `${id}@example.com`,
  source: 'net-1',
  createdAt: RESERVATION_AT,
  expiresAt: RESERVATION_AT + 30 * 60_000,
  paidAt: null,
  holdEndsAt: null,
  endedAt: null,
  indexedState: '',
  updatedAt: RESERVATION_AT,
  ...over,
});
