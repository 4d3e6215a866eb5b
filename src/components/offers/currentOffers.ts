import { buildClock } from '../../config/buildClock.ts';
import type { Dealer } from '../../config/loadDealer.ts';
import type { Offer } from '../../config/content/offer.ts';
import { runningItems } from '../../domain/datedItems.ts';
import { offersForSite } from '../../domain/offerLinks.ts';

/** The dealer's offers a shopper may see at `now`: not excluded for this site, between start and expiry. */
export function currentOffers(dealer: Dealer, now: Date = buildClock()): Offer[] {
  return runningItems(offersForSite(dealer.offers, dealer.config.id), now);
}
