/** The facets, plus the subscription-price slider after price when cards show subscription prices. */
export function withSubscriptionSlider<F extends string>(facets: readonly F[], subscriptionPricing: boolean): F[] {
  if (!subscriptionPricing || facets.includes('subscription_price' as F)) return [...facets];
  const at = facets.indexOf('price' as F);
  const next = [...facets];
  next.splice(at < 0 ? next.length : at + 1, 0, 'subscription_price' as F);
  return next;
}
