import { FINANCE_PROVIDERS } from '../../src/domain/flags.ts';
import type { Dealer } from '../../src/config/loadDealer.ts';
import type { StockProfile } from '../stock/generateStock.ts';
import { locationSlug } from '../../src/domain/slug.ts';

/** What the sample generator needs to know about a demo dealer, taken from its folder. */
export function toStockProfile(dealer: Dealer): StockProfile | null {
  const { config, locations, sampleStock } = dealer;
  if (!sampleStock) return null;
  // A hidden location (visible: false) is not shown to shoppers, so no car is listed there (SPEC §4).
  const shown = locations.filter((l) => l.visible);
  const salesLocations = shown.filter((l) => l.location_type === 'sales' || l.location_type === '');
  const stockLocations = salesLocations.length > 0 ? salesLocations : shown;
  return {
    siteSlug: config.slug,
    count: sampleStock.count,
    dealerships: config.dealerships.map((d) => ({ id: d.id, slug: d.slug, name: d.name })),
    locations: stockLocations.map((l) => ({
      id: l.id,
      dealershipId: l.dealership_id,
      name: l.name,
      slug: l.slug ?? locationSlug(l.name),
      city: l.address.city,
      state: l.address.state,
      postcode: l.address.postcode,
      phone: l.contact_detail.phone,
    })),
    newMakes: sampleStock.newMakes,
    carTypes: sampleStock.carTypes,
    itemTypes: sampleStock.itemTypes,
    // Every provider, so each demo car can show any lender's entry (SPEC §3 finance_lenders).
    financeProviders: [...FINANCE_PROVIDERS],
  };
}
