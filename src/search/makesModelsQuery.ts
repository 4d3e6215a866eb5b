import { engineSearch, quoted as quote } from './engineSearch.ts';
import type { FacetCount, MakesModels, MakesModelsParams } from './makesModelsSearch.ts';
import type { PublicSearchConfig } from './publicSearchConfig.ts';

// Only ever imported with import() (makesModelsSearch.ts), so the search page's first script
// carries neither it nor the engine read.

const counts = (distribution: Record<string, number> | undefined): FacetCount[] =>
  Object.entries(distribution ?? {})
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));

/** One makes/models search: the filters given, no hits, the make and model counts. */
export async function makesModelsQuery(
  config: PublicSearchConfig,
  params: MakesModelsParams,
  fetcher: typeof fetch,
): Promise<MakesModels> {
  const filter = [
    params['manufacturer.name'] === undefined ? null : `make = ${quote(params['manufacturer.name'])}`,
    params['model.name'] === undefined ? null : `model = ${quote(params['model.name'])}`,
    params['model.body'] === undefined ? null : `body = ${quote(params['model.body'])}`,
  ].filter((f) => f !== null);
  const result = await engineSearch(
    config,
    { q: params.query ?? '', offset: params.offset ?? 0, limit: 0, filter, facets: ['make', 'model'] },
    fetcher,
  );
  return { makes: counts(result.facetDistribution.make), models: counts(result.facetDistribution.model) };
}
