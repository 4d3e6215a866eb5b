import { instantMeiliSearch } from '@meilisearch/instant-meilisearch';
import { cachedSearchClient } from './cachedSearchClient.ts';
import { CARD_ATTRIBUTES } from './cardCar.ts';
import type { PublicSearchConfig } from './publicSearchConfig.ts';

/** The InstantSearch client: instant-meilisearch with the dealer's tenant token, behind our bounded cache. */
export function createSearchClient(config: PublicSearchConfig) {
  const { searchClient } = instantMeiliSearch(config.host, config.token, {
    finitePagination: true,
    keepZeroFacets: false,
    meiliSearchParams: { attributesToRetrieve: [...CARD_ATTRIBUTES], attributesToHighlight: [] },
  });
  return cachedSearchClient(searchClient);
}
