import type { Flags } from '../config/templates.ts';

const quote = (value: string) => JSON.stringify(value);
const list = (values: readonly string[]) => `[${values.map(quote).join(', ')}]`;

export interface BaseFilterInput {
  dealershipSlugs: readonly string[];
  search: Pick<Flags['search'], 'usedOnly' | 'inStockOnly' | 'minPhotos' | 'includeSoldCarsDays' | 'itemTypes'>;
  /** Unix seconds the sold window is measured back from (the build's time). */
  nowSeconds: number;
}

/**
 * The dealer's base filter (SPEC §4 availability, §5 base filter): its own dealerships, shown on
 * the website, available or sold within the window, plus used-only, in-stock and photo minimum.
 * It goes into the tenant token, so a shopper can narrow it but never widen it. The sold cutoff
 * is fixed when the token is minted and the token lives for weeks, so a sold car also drops out
 * once the stock jobs mark its listing ended (`sold_listing_ended`, src/search/soldListings.ts).
 */
export function baseFilter({ dealershipSlugs, search, nowSeconds }: BaseFilterInput): string {
  const soldSince = nowSeconds - search.includeSoldCarsDays * 86_400;
  const availability = search.inStockOnly
    ? 'status = "in_stock"'
    : `(status IN ["in_stock", "coming_soon"] OR (status = "sold" AND sold_date_timestamp >= ${soldSince} AND NOT sold_listing_ended = true))`;
  const parts = [
    `dealership_slug IN ${list(dealershipSlugs)}`,
    'show_on_dealer_website = true',
    availability,
    `item_type IN ${list(search.itemTypes)}`,
  ];
  if (search.usedOnly) parts.push('car_type = "used"');
  if (search.minPhotos > 0) parts.push(`photos_count >= ${search.minPhotos}`);
  return parts.join(' AND ');
}
