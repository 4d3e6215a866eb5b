import { describe, expect, it } from 'vitest';
import {
  checkoutOverdue,
  holdEndsAt,
  holdLapsed,
  lineItem,
  onPaid,
  onUnpaid,
  planAction,
  someoneReserving,
  toCents,
  wantedIndexState,
  type ReservationFacts,
} from '../../server/reservations/rules.ts';
import { dollars, localTime } from '../../server/reservations/notices.ts';

const HOUR = 3_600_000;
const paidAt = Date.parse('2026-11-30T04:15:00Z');
const facts = (over: Partial<ReservationFacts> = {}): ReservationFacts => ({
  state: 'pending',
  amountCents: 20_000,
  expiresAt: paidAt + 30 * 60_000,
  holdEndsAt: null,
  refundState: 'none',
  ...over,
});

describe('a confirmed payment', () => {
  it('holds a car nothing else holds, from a pending, expired or failed checkout', () => {
    for (const state of ['pending', 'expired', 'failed'] as const)
      expect(onPaid(facts({ state }), 20_000, false)).toEqual({ action: 'hold' });
  });
  it('is refunded when another reservation holds the car, or the amount differs', () => {
    expect(onPaid(facts(), 20_000, true)).toEqual({ action: 'refund', reason: 'car-held-by-another' });
    expect(onPaid(facts(), 19_999, false)).toEqual({ action: 'refund', reason: 'amount-differs' });
  });
  it('changes nothing the second time', () => {
    expect(onPaid(facts({ state: 'held' }), 20_000, false)).toEqual({ action: 'none', reason: 'already held' });
    expect(onPaid(facts({ state: 'refunded' }), 20_000, true)).toEqual({ action: 'none', reason: 'already refunded' });
    expect(onPaid(facts({ state: 'lapsed' }), 20_000, false).action).toBe('none');
  });
  it('holds for the dealer’s hours from the payment', () => {
    expect(holdEndsAt(paidAt, 48) - paidAt).toBe(48 * HOUR);
    expect(new Date(holdEndsAt(paidAt, 72)).toISOString()).toBe('2026-12-03T04:15:00.000Z');
  });
});

describe('what ends a checkout or a hold', () => {
  it('a decline or an expiry ends only a pending checkout', () => {
    expect(onUnpaid({ state: 'pending' }, 'failed')).toBe('failed');
    expect(onUnpaid({ state: 'held' }, 'expired')).toBeNull();
  });
  it('a checkout is asked about again two minutes after its end', () => {
    const r = facts();
    expect(checkoutOverdue(r, r.expiresAt + 119_999)).toBe(false);
    expect(checkoutOverdue(r, r.expiresAt + 120_000)).toBe(true);
  });
  it('a hold lapses at its end, not a millisecond before', () => {
    const r = facts({ state: 'held', holdEndsAt: paidAt + 48 * HOUR });
    expect(holdLapsed(r, paidAt + 48 * HOUR - 1)).toBe(false);
    expect(holdLapsed(r, paidAt + 48 * HOUR)).toBe(true);
  });
});

describe('the index', () => {
  it('shows a held or completed car reserved, and frees only a car we marked', () => {
    expect(wantedIndexState('held', '')).toBe('reserved');
    expect(wantedIndexState('completed', 'reserved')).toBe('reserved');
    expect(wantedIndexState('lapsed', 'reserved')).toBe('free');
    expect(wantedIndexState('expired', '')).toBe('');
  });
});

describe('a dealer’s actions', () => {
  const held = facts({ state: 'held', holdEndsAt: paidAt + 48 * HOUR });
  it('release refunds, complete keeps the deposit, extend moves the end', () => {
    expect(planAction(held, 'release')).toEqual({
      ok: true,
      state: 'released',
      refund: true,
      holdEndsAt: held.holdEndsAt,
    });
    expect(planAction(held, 'complete')).toMatchObject({ ok: true, state: 'completed', refund: false });
    expect(planAction(held, 'extend', 24)).toMatchObject({ ok: true, holdEndsAt: paidAt + 72 * HOUR });
  });
  it('refuses what the state does not allow, in one line', () => {
    expect(planAction(facts({ state: 'expired' }), 'refund')).toEqual({
      ok: false,
      error: 'no deposit was taken for this reservation (it is expired)',
    });
    expect(planAction(held, 'extend', 0)).toEqual({ ok: false, error: '--hours must be a whole number from 1 to 336' });
    expect(planAction(facts({ state: 'lapsed', refundState: 'done' }), 'refund')).toEqual({
      ok: false,
      error: 'its deposit is already refunded or being refunded',
    });
  });
});

describe('words', () => {
  it('names the deposit, the car and the stock number', () => {
    expect(lineItem('2023 Toyota RAV4 GXL ', 'T12345')).toBe('Reservation deposit – 2023 Toyota RAV4 GXL (T12345)');
    expect(toCents(199.5)).toBe(19_950);
    expect(dollars(20_000)).toBe('$200');
    expect(dollars(19_950)).toBe('$199.50');
    expect(someoneReserving('08 8123 4567')).toBe(
      'Someone is reserving this car right now. Please call us on 08 8123 4567 or try again in 30 minutes.',
    );
  });
  it('gives the hold’s end in the dealership’s own time', () => {
    expect(localTime(Date.parse('2026-12-02T04:15:00Z'), 'Australia/Adelaide')).toBe(
      'Wednesday 2 December 2026, 2:45 pm ACDT',
    );
  });
});
