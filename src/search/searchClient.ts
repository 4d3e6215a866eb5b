import { instantMeiliSearch } from '@meilisearch/instant-meilisearch';
import { cachedSearchClient } from './cachedSearchClient.ts';
import { CARD_ATTRIBUTES } from './cardCar.ts';
import type { PublicSearchConfig } from './publicSearchConfig.ts';

/** The InstantSearch client: instant-meilisearch with the dealer's tenant token, behind our bounded cache. */
function searchClientFor(config: PublicSearchConfig) {
  const { searchClient } = instantMeiliSearch(config.host, config.token, {
    finitePagination: true,
    keepZeroFacets: false,
    meiliSearchParams: { attributesToRetrieve: [...CARD_ATTRIBUTES], attributesToHighlight: [] },
  });
  return cachedSearchClient(searchClient);
}

// instant-meilisearch asks the engine for the index's whole facet distribution before a client's
// first search. At build time every prerendered search page of the dealer searches with the same
// token, so they share one client and that search runs once per build instead of once per page.
const buildClients = /* @__PURE__ */ new Map<string, ReturnType<typeof searchClientFor>>();

/** The search client of a page: one per page view in the browser, one per build when prerendering. */
export function createSearchClient(config: PublicSearchConfig) {
  if (!import.meta.env.SSR) return searchClientFor(config);
  const key = `${config.host} ${config.token} ${config.indexUid}`;
  const client = buildClients.get(key) ?? searchClientFor(config);
  buildClients.set(key, client);
  return client;
}
