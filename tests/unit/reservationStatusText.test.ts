import { describe, expect, it } from 'vitest';
import { reservationStatusText, type ReservationView } from '../../src/api/reservationApi.ts';

const view = (state: ReservationView['state']): ReservationView => ({
  id: 'r1',
  state,
  car: { slug: '2024-nissan-x-trail-st-n9001', name: '2024 Nissan X-Trail ST ', stocknum: 'N9001' },
  amount: 500,
  processor: 'stripe',
  hold_ends_at: '2026-12-02T01:00:00.000Z',
  hold_ends_local: 'Wednesday 2 December 2026, 11:30 am ACDT',
  dealer_phone: '08 5550 5100',
});

describe('the return page after the processor', () => {
  it('says the car is held, until when, once the processor confirmed the payment', () => {
    expect(reservationStatusText(view('held'), false)).toEqual({
      title: 'Payment received',
      text: 'Your 2024 Nissan X-Trail ST (stock number N9001) is held for you until Wednesday 2 December 2026, 11:30 am ACDT. We have emailed your receipt.',
      tryAgain: false,
    });
  });

  it('confirms while pending, then after a minute says what to do', () => {
    expect(reservationStatusText(view('pending'), false).title).toBe('Confirming your payment…');
    expect(reservationStatusText(view('pending'), true).text).toBe(
      "We have not had the payment processor's confirmation yet. If you were charged, your car will be held as soon as it arrives; call us on 08 5550 5100 and quote stock number N9001.",
    );
  });

  it('offers to try again, or to call with the stock number, when the payment failed or was abandoned', () => {
    for (const state of ['failed', 'expired'] as const)
      expect(reservationStatusText(view(state), false)).toEqual({
        title: 'Your payment did not go through',
        text: 'No money was taken and the 2024 Nissan X-Trail ST (stock number N9001) is not held. Try again, or call us on 08 5550 5100 and quote stock number N9001.',
        tryAgain: true,
      });
  });

  it('says a refund is on its way when someone else reserved the car first', () => {
    expect(reservationStatusText(view('refunded'), false).title).toBe('Your deposit is being refunded');
  });
});
