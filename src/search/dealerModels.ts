import { currentDealer } from '../config/currentDealer.ts';
import type { Model } from '../config/content/model.ts';
import { withNewStock } from '../domain/modelStock.ts';
import { newStockModels } from './newStockModels.ts';

/**
 * Build time: the dealer's models, a model with new cars in stock never Discontinued (SPEC §2;
 * the rule is `withNewStock`). Every page that lists or labels models reads them here.
 */
export async function dealerModels(): Promise<Model[]> {
  return withNewStock(currentDealer().models, await newStockModels());
}
