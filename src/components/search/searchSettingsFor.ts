import { dirname } from 'node:path';
import type { Dealer } from '../../config/loadDealer.ts';
import { fleetMakeLogoFiles, makeLogoMap } from '../../config/makeLogos.ts';
import { publicSearchConfig } from '../../search/publicSearchConfig.ts';
import type { StockFacets } from '../../search/searchVocabulary.ts';
import type { SearchSettings } from './searchSettings.ts';

/** The island's props from the dealer config and the build's stock facets. */
export function searchSettingsFor(
  { config, promos, dir }: Dealer,
  facets: StockFacets,
  builtAt: number,
): SearchSettings {
  const { search, tags, vehicle } = config.flags;
  return {
    search: publicSearchConfig(),
    vocab: facets.vocab,
    stats: facets.stats,
    flags: {
      facets: search.facets,
      defaultSort: search.defaultSort,
      makeListSize: search.makeListSize,
      popularMakesGroup: search.popularMakesGroup,
      hitCountFallback: search.hitCountFallback,
      rememberFilterSections: search.rememberFilterSections,
    },
    tags,
    vehicle: {
      compareFavouriteRule: vehicle.compareFavouriteRule,
      favouriteStorage: vehicle.favouriteStorage,
      subscriptionPricing: vehicle.subscriptionPricing,
    },
    stockCount: config.stock.count,
    makeLogos: makeLogoMap(fleetMakeLogoFiles(dirname(dir)), config.manufacturers),
    dealershipNames: Object.fromEntries(config.dealerships.map((d) => [d.slug, d.name])),
    locale: config.locale,
    currency: config.currency,
    distanceUnit: config.distanceUnit,
    promos,
    builtAt,
  };
}
