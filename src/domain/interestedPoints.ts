import type { CarAction } from './carActions.ts';

/** The points of the car page's "Interested in this vehicle?" panel, each shown while it holds. */
export const INTERESTED_POINTS = ['ask', 'test-drive', 'trade-in', 'reserve'] as const;
export type InterestedPoint = (typeof INTERESTED_POINTS)[number];

/**
 * What the panel may promise for the car as it is now: a sold car offers to find a similar one and
 * no test drive; reserving is promised only while the page offers the reserve action.
 */
export function interestedPoints(view: {
  sold: boolean;
  actions: readonly Pick<CarAction, 'kind'>[];
}): Partial<Record<InterestedPoint, string>> {
  if (view.sold) {
    return {
      ask: 'Ask us to find you a car like this one',
      'trade-in': 'Get a trade-in valuation and finance estimate for your next car',
    };
  }
  return {
    ask: 'Ask us anything: history, servicing, availability',
    'test-drive': 'Book a test drive at a time that suits you',
    'trade-in': 'Get a trade-in valuation and finance estimate',
    ...(view.actions.some((a) => a.kind === 'reserve')
      ? { reserve: 'Reserve online and we hold the car for you' }
      : {}),
  };
}
