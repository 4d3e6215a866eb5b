import type { OriginSettings } from './deployDealer.ts';
import { hostNames, type OriginDealer } from './nginxConfig.ts';

/**
 * Calls the CDN purge hook with the dealer's host names and, when the release changed few enough
 * files, the URL paths that changed (./releasePlan.ts purgePaths); returns a problem line or null.
 */
export async function purgeCdn(
  settings: OriginSettings,
  dealer: OriginDealer,
  paths: string[] | null = null,
): Promise<string | null> {
  if (!settings.purgeUrl) return null;
  try {
    const res = await fetch(settings.purgeUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.purgeToken ? { authorization: `Bearer ${settings.purgeToken}` } : {}),
      },
      body: JSON.stringify({ dealer: dealer.slug, hosts: hostNames(dealer), ...(paths === null ? {} : { paths }) }),
      signal: AbortSignal.timeout(15_000),
    });
    return res.ok ? null : `CDN purge answered ${res.status}`;
  } catch (error) {
    return `CDN purge failed: ${(error as Error).message}`;
  }
}

/** The note a good switch adds to its line when the purge failed. */
export const purgeNote = (problem: string | null): string =>
  problem ? ` (${problem}; the CDN refreshes within its s-maxage)` : '';
