import { buildEnv } from './env/load.ts';

/**
 * The time every page of a dealer's build is rendered at: its search results' promos and badges,
 * the car page's "listed" ages, opening hours' "today", the footer's year, the sitemap's lastmod.
 * One value per build (BUILD_CLOCK, set by scripts/build.ts), never the wall clock read page by
 * page, so a rebuild of the same stock at the same clock writes the same bytes, and a page rebuilt
 * later agrees with the pages around it. Without BUILD_CLOCK (astro check, astro dev) it is now.
 */
export function buildClock(): Date {
  const pinned = buildEnv().BUILD_CLOCK;
  if (pinned === undefined) return new Date();
  const time = Date.parse(pinned);
  if (Number.isNaN(time)) throw new Error(`BUILD_CLOCK is not an ISO time: "${pinned}"`);
  return new Date(time);
}
