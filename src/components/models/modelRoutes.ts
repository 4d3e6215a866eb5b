import type { Dealer } from '../../config/loadDealer.ts';
import type { Model } from '../../config/content/model.ts';
import { modelPagePath } from '../../domain/modelLinks.ts';

/** Each model with the path segment of its page under /models/ (SPEC §2, by the routes.modelPath flag). */
export function modelPageEntries(dealer: Dealer): { segment: string; model: Model }[] {
  return dealer.models.map((model) => ({
    segment: modelPagePath(model, dealer.config.flags.routes.modelPath).replace(/^\/models\//, ''),
    model,
  }));
}
