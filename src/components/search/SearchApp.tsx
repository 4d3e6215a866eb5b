import { useEffect, useMemo, useState } from 'react';
import { Configure, InstantSearch, InstantSearchSSRProvider, useInstantSearch } from 'react-instantsearch';
import type { InstantSearchServerState } from 'react-instantsearch';
import { HITS_PER_PAGE } from '../../domain/searchAttributes.ts';
import { createSearchClient } from '../../search/searchClient.ts';
import { searchRouter, searchStateMapping, type SearchRouter } from '../../search/searchRouter.ts';
import type { SearchRoute } from '../../search/searchRoute.ts';
import type { StateMapping, UiState } from 'instantsearch.js';
import { sortFilter, sortFromIndex, sortIndex } from '../../search/sortIndex.ts';
import { recordSearch } from '../../stores/searchHistory.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { HeadingSync } from './HeadingSync.tsx';
import { Results } from './Results.tsx';
import type { SearchSettings } from './searchSettings.ts';

export interface SearchAppProps {
  settings: SearchSettings;
  /** Path and query this page is prerendered for. */
  serverUrl: string;
  serverState?: InstantSearchServerState | null;
}

/** Adds the price-above-0 filter while sorting by price ascending (SPEC §5). */
function SortFilter({ settings }: { settings: SearchSettings }) {
  const { indexUiState } = useInstantSearch();
  const { indexUid } = settings.search;
  const sort = sortFromIndex(indexUid, indexUiState.sortBy ?? sortIndex(indexUid, settings.flags.defaultSort));
  const filters = sort === null ? undefined : sortFilter(sort);
  return <Configure hitsPerPage={HITS_PER_PAGE} {...(filters ? { filters } : {})} />;
}

/** After hydration (widgets mounted), applies a shared URL's extra filters to the prerendered state. */
function ApplyUrlState({ router, mapping }: { router: SearchRouter; mapping: StateMapping<UiState, SearchRoute> }) {
  const { setUiState } = useInstantSearch();
  useEffect(() => {
    const id = window.setTimeout(() => {
      const route = router.takePending();
      if (route) setUiState(mapping.routeToState(route));
    }, 0);
    return () => {
      window.clearTimeout(id);
    };
  }, [router, mapping, setUiState]);
  return null;
}

/** The whole search experience; prerendered with the first page of results, then live. */
export function SearchApp({ settings, serverUrl, serverState }: SearchAppProps) {
  const client = useMemo(() => createSearchClient(settings.search), [settings.search]);
  const [panelOpen, setPanelOpen] = useState(false);
  // instant-meilisearch fetches the index's facet distribution before its first search; doing that
  // once the page is idle keeps it off the first filter click.
  useEffect(() => {
    const warm = () => {
      client
        .search([{ indexName: settings.search.indexUid, params: { query: '', hitsPerPage: 0 } }])
        .catch(() => undefined);
    };
    const id = window.setTimeout(warm, 500);
    return () => {
      window.clearTimeout(id);
    };
  }, [client, settings.search.indexUid]);
  const indexName = sortIndex(settings.search.indexUid, settings.flags.defaultSort);
  const routing = useMemo(
    () => ({
      router: searchRouter({ vocab: settings.vocab, serverUrl, onWrite: recordSearch }),
      stateMapping: searchStateMapping(indexName, {
        indexUid: settings.search.indexUid,
        defaultSort: settings.flags.defaultSort,
      }),
    }),
    [settings.vocab, serverUrl, indexName, settings.search.indexUid, settings.flags.defaultSort],
  );
  return (
    <InstantSearchSSRProvider {...(serverState ?? {})}>
      <InstantSearch
        searchClient={client}
        indexName={indexName}
        routing={routing}
        future={{ preserveSharedStateOnUnmount: true }}
        insights={false}
      >
        <SortFilter settings={settings} />
        <div className="search-layout">
          <FilterPanel
            settings={settings}
            open={panelOpen}
            onClose={() => {
              setPanelOpen(false);
            }}
          />
          <Results
            settings={settings}
            onOpenFilters={() => {
              setPanelOpen(true);
            }}
          />
        </div>
        <ApplyUrlState router={routing.router} mapping={routing.stateMapping} />
        <HeadingSync sort={{ indexUid: settings.search.indexUid, defaultSort: settings.flags.defaultSort }} />
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}
