import type { Dealer } from '../../src/config/loadDealer.ts';
import { badgeHasPassed } from '../../src/domain/comingSoonBadge.ts';

/**
 * One `npm run check-dealers` note per location whose coming-soon badge names a period that has
 * passed ("Coming Late 2025" read in 2026): the site would still announce an opening that is over.
 */
export function staleBadgeNotes(dealer: Dealer, now: Date): string[] {
  return dealer.locations.flatMap((location) =>
    location.coming_soon_badge && badgeHasPassed(location.coming_soon_badge, now)
      ? [
          `NOTE dealer "${dealer.config.slug}": locations.json "${location.name}": coming_soon_badge "${location.coming_soon_badge}" has passed; update it or remove it`,
        ]
      : [],
  );
}
