import type { InstantSearchServerState } from 'react-instantsearch';

/**
 * The photo of the first result in a prerendered search state: the search page's LCP element,
 * which the page preloads from its head (the card itself comes after the results state in the HTML).
 * Promo cards never take the first slot (PROMO_SLOTS start at 4).
 */
export function firstResultPhoto(state: InstantSearchServerState): string | null {
  for (const initial of Object.values(state.initialResults)) {
    const hit = initial.results?.[0]?.hits[0] as { images?: { url?: unknown }[] } | undefined;
    const url = hit?.images?.[0]?.url;
    if (typeof url === 'string' && url !== '') return url;
  }
  return null;
}
