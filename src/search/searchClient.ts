import { instantMeiliSearch } from '@meilisearch/instant-meilisearch';
import { cachedSearchClient } from './cachedSearchClient.ts';
import { CARD_ATTRIBUTES } from './cardCar.ts';
import type { PublicSearchConfig } from './publicSearchConfig.ts';

// instant-meilisearch asks the engine for the index's whole facet distribution before a client's
// first search. At build time every prerendered search page of the dealer searches with the same
// token, so they share one client and that search runs once per build instead of once per page.
// (Only when prerendering: the browser bundle keeps none of this.)
const buildClients = /* @__PURE__ */ new Map<string, ReturnType<typeof cachedSearchClient>>();
const buildKey = (config: PublicSearchConfig) => `${config.host} ${config.token} ${config.indexUid}`;

/**
 * The InstantSearch client: instant-meilisearch with the dealer's tenant token, behind our bounded
 * cache; one per page view in the browser, one per build when prerendering.
 */
export function createSearchClient(config: PublicSearchConfig) {
  if (import.meta.env.SSR) {
    const shared = buildClients.get(buildKey(config));
    if (shared) return shared;
  }
  const { searchClient } = instantMeiliSearch(config.host, config.token, {
    finitePagination: true,
    keepZeroFacets: false,
    meiliSearchParams: { attributesToRetrieve: [...CARD_ATTRIBUTES], attributesToHighlight: [] },
  });
  const client = cachedSearchClient(searchClient);
  if (import.meta.env.SSR) buildClients.set(buildKey(config), client);
  return client;
}
