import { CHANNELS, type Channel } from '../delivery/plan.ts';

/**
 * The channel names the store's SQL binds, from the channel registry (CHANNELS): which channel is the
 * sign-in codes' budget, which one's lane is per dealer and which one's is per URL. A new channel
 * must name its rule here (the compiler asks), and statements bind these as parameters.
 */
type ClaimRule = 'sign-in' | 'dealer-lane' | 'url-lane';

const CLAIM_RULE = { email: 'dealer-lane', webhook: 'url-lane', sms: 'sign-in' } as const satisfies Record<
  Channel,
  ClaimRule
>;

/** The one channel under `rule`; throws at start-up when the registry has none or several. */
function channelUnder(rule: ClaimRule): Channel {
  const found = CHANNELS.filter((c) => CLAIM_RULE[c] === rule);
  if (found.length !== 1) throw new Error(`The store needs exactly one channel for ${rule}; found ${found.length}.`);
  return found[0]!;
}

export const SIGN_IN_CHANNEL = channelUnder('sign-in');
export const DEALER_LANE_CHANNEL = channelUnder('dealer-lane');
export const URL_LANE_CHANNEL = channelUnder('url-lane');
