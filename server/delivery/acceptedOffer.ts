import type { LeadStore } from '../store.ts';

/**
 * The figures a shopper accepted (the indicative range's top and its low end), taken from the
 * server's own valuation (never from the browser): kept on the lead as `accepted_offer` and
 * `accepted_offer_low` so the dealer's message and export show them.
 */
export async function acceptedOffer(
  store: LeadStore,
  websiteId: number,
  data: Record<string, unknown>,
): Promise<{ accepted_offer?: number; accepted_offer_low?: number }> {
  const id = typeof data.valuation_id === 'string' ? data.valuation_id : null;
  const valuation = id ? await store.getValuation(id) : null;
  if (valuation?.websiteId !== websiteId) return {};
  const estimate = valuation.data.estimate;
  if (typeof estimate !== 'number' || !Number.isFinite(estimate)) return {};
  // The range's low end too: the shopper accepted "$22,000 – $24,300, indicative only", not one figure.
  const low = valuation.data.estimate_low;
  return typeof low === 'number' && Number.isFinite(low) && low <= estimate
    ? { accepted_offer: estimate, accepted_offer_low: low }
    : { accepted_offer: estimate };
}
