import { describe, expect, it } from 'vitest';
import { tradeInCarNote } from '../../src/domain/tradeIn.ts';

const car = (
  over: Partial<{ status: 'in_stock' | 'coming_soon' | 'sold'; price: number; sold: boolean; reserved: boolean }>,
) => ({
  name: '2026 Toyota Granvia 8 Seat',
  status: 'in_stock' as const,
  price: 76_990,
  sold: false,
  reserved: false,
  ...over,
});

describe('tradeInCarNote: the trade-in page follows the car page eligibility', () => {
  it('an in-stock car priced above 200, valuation on: towards the car', () => {
    expect(tradeInCarNote(car({}), true)).toEqual({
      towards: true,
      text: 'Trading in towards the 2026 Toyota Granvia 8 Seat.',
    });
  });

  it('a sold car reached by URL: not towards it, and says why', () => {
    expect(tradeInCarNote(car({ status: 'sold', sold: true }), true)).toEqual({
      towards: false,
      text: 'The 2026 Toyota Granvia 8 Seat has been sold, so this valuation is not towards it. You can still value your car.',
    });
  });

  it('a reserved car: not towards it', () => {
    expect(tradeInCarNote(car({ reserved: true }), true)).toEqual({
      towards: false,
      text: 'The 2026 Toyota Granvia 8 Seat is reserved, so this valuation is not towards it. You can still value your car.',
    });
  });

  it('price 200 or valuation off or coming soon: not open to a trade-in', () => {
    const text =
      'The 2026 Toyota Granvia 8 Seat is not open to a trade-in, so this valuation is not towards it. You can still value your car.';
    expect(tradeInCarNote(car({ price: 200 }), true)).toEqual({ towards: false, text });
    expect(tradeInCarNote(car({}), false)).toEqual({ towards: false, text });
    expect(tradeInCarNote(car({ status: 'coming_soon' }), true)).toEqual({ towards: false, text });
    expect(tradeInCarNote(car({ price: 201 }), true).towards).toBe(true);
  });
});
