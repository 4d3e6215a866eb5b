import type { Dealer } from '../../src/config/loadDealer.ts';
import type { Model } from '../../src/config/content/model.ts';
import { orderModels } from '../../src/domain/modelOrder.ts';
import { DEFAULT_INDEX_UID } from '../../src/search/indexSettings.ts';
import { stockAdmin } from './carStock.ts';

/**
 * The dealer's models a shopper sees as sold new, in menu order: every model but those filed as
 * discontinued with no new car in stock (counted in the index the run built against).
 */
export async function soldNewModels(dealer: Dealer): Promise<Model[]> {
  const slugs = dealer.config.dealerships.map((d) => JSON.stringify(d.slug)).join(', ');
  const result = await (await stockAdmin()).index(DEFAULT_INDEX_UID).search('', {
    filter: `dealership_slug IN [${slugs}] AND car_type = "new" AND status = "in_stock"`,
    limit: 0,
    facets: ['model'],
  });
  const inStock = result.facetDistribution?.model ?? {};
  return orderModels(dealer.models, dealer.config.flags.content.modelOrder).filter(
    (m) => !m.discontinued || (inStock[m.name] ?? 0) > 0,
  );
}
