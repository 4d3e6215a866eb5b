import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface ResolvePlugin {
  name: string;
  enforce: 'pre';
  resolveId(source: string, importer: string | undefined, options?: { ssr?: boolean }): string | null;
}

const require = createRequire(import.meta.url);
const QS_SHIM = fileURLToPath(new URL('./qsShim.ts', import.meta.url));
const INSIGHTS_STUB = fileURLToPath(new URL('./insightsStub.ts', import.meta.url));
const HISTORY_STUB = fileURLToPath(new URL('./historyRouterStub.ts', import.meta.url));
const FETCH_POLYFILL_STUB = fileURLToPath(new URL('./fetchPolyfillStub.ts', import.meta.url));

/**
 * Keeps the search page's browser JavaScript inside its budget (≤ 131 KB gzip):
 * - instant-meilisearch and its meilisearch client as ES modules, not the UMD bundles with a fetch polyfill;
 * - InstantSearch's default history router (and with it `qs` and its side-channel dependencies) is
 *   replaced by a stub, since the island always passes its own router; `qs` itself gets a small shim;
 * - the fetch polyfill that client requires when `fetch` is missing is left out: every supported browser has fetch;
 * - the Insights middleware is replaced by a stub: the island passes insights={false}, so
 *   InstantSearch never creates it.
 * Server-side (build) resolution is untouched.
 */
export function leanClientBundle(): ResolvePlugin {
  const instantDir = dirname(require.resolve('@meilisearch/instant-meilisearch/package.json'));
  const instantEsm = join(instantDir, 'dist/instant-meilisearch.esm.js');
  const nestedRequire = createRequire(instantEsm);
  const meiliEsm = join(dirname(nestedRequire.resolve('meilisearch/package.json')), 'dist/bundles/meilisearch.esm.js');
  return {
    name: 'lean-client-bundle',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options?.ssr) return null;
      if (source === '@meilisearch/instant-meilisearch') return instantEsm;
      if (source === 'meilisearch' && importer === instantEsm) return meiliEsm;
      if (source === 'qs') return QS_SHIM;
      if (source === 'cross-fetch/polyfill') return FETCH_POLYFILL_STUB;
      if (
        source === '../middlewares/createInsightsMiddleware.js' &&
        importer?.includes('instantsearch.js/es/lib/InstantSearch.js')
      ) {
        return INSIGHTS_STUB;
      }
      if (
        source === '../lib/routers/history.js' &&
        importer?.includes('instantsearch.js/es/middlewares/createRouterMiddleware.js')
      ) {
        return HISTORY_STUB;
      }
      return null;
    },
  };
}
