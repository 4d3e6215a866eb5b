import type { Flags } from '../../config/templates.ts';
import type { Promo } from '../../domain/promoPlacement.ts';
import type { PublicSearchConfig } from '../../search/publicSearchConfig.ts';
import type { RangeAttribute, RouteVocabulary } from '../../search/searchRoute.ts';

/** Everything the search island needs, as serialisable props. */
export interface SearchSettings {
  search: PublicSearchConfig;
  vocab: RouteVocabulary;
  /** Whole-stock min/max per range attribute, from the build. */
  stats: Partial<Record<RangeAttribute, { min: number; max: number }>>;
  flags: Pick<
    Flags['search'],
    'facets' | 'defaultSort' | 'makeListSize' | 'popularMakesGroup' | 'hitCountFallback' | 'rememberFilterSections'
  >;
  tags: Flags['tags'];
  vehicle: Pick<Flags['vehicle'], 'compareFavouriteRule' | 'favouriteStorage' | 'subscriptionPricing'>;
  stockCount: number | null;
  /** Manufacturer logos by make slug (SPEC §3: src/config/makeLogos.ts); makes without one show their name only. */
  makeLogos: Record<string, string>;
  /** Dealership names by slug: the dealership dropdown refines by slug (SPEC §2) and shows names. */
  dealershipNames: Record<string, string>;
  locale: string;
  currency: string;
  distanceUnit: 'km' | 'mile';
  promos: Promo[];
  /** Build time in ms: the first render (server and hydration) uses it so both match. */
  builtAt: number;
}
