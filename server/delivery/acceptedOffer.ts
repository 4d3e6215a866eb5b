import type { LeadStore } from '../store.ts';

/**
 * The figure a shopper accepted, taken from the server's own valuation (never from the browser):
 * kept on the lead as `accepted_offer` so the dealer's message and export show it.
 */
export function acceptedOffer(
  store: LeadStore,
  websiteId: number,
  data: Record<string, unknown>,
): { accepted_offer?: number } {
  const id = typeof data.valuation_id === 'string' ? data.valuation_id : null;
  const valuation = id ? store.getValuation(id) : null;
  if (valuation?.websiteId !== websiteId) return {};
  const estimate = valuation.data.estimate;
  return typeof estimate === 'number' && Number.isFinite(estimate) ? { accepted_offer: estimate } : {};
}
