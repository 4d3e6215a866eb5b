import { describe, expect, it } from 'vitest';
import { demoDealers } from '../support/demoDealers.ts';
import {
  DEALER_GROUP,
  DEALER_ON_BRAND_TEMPLATE,
  DEALER_ON_DEFAULT_FLAGS,
  DEALER_ON_USED_TEMPLATE,
  DEALER_WITH_CARAVANS,
  DEALER_WITH_CHANGED_FLAGS,
} from '../support/e2eDealers.ts';

// The browser tests pick demo dealers by these names; each name must stay true of the dealer's config.
const config = (slug: string) => {
  const dealer = demoDealers().find((d) => d.config.slug === slug);
  if (!dealer) throw new Error(`no demo dealer ${slug}`);
  return dealer.config;
};

describe('the demo dealers the browser tests name', () => {
  it('the used-template dealer gates finance and samples every page view for vitals', () => {
    const used = config(DEALER_ON_USED_TEMPLATE);
    expect(used.template).toBe('used');
    expect(used.flags.routes.financeGated).toBe(true);
    expect(used.flags.analytics.vitalsSampleRate).toBe(1);
  });

  it('the brand-template dealer has one dealership', () => {
    const brand = config(DEALER_ON_BRAND_TEMPLATE);
    expect(brand.template).toBe('brand');
    expect(brand.dealerships).toHaveLength(1);
  });

  it('the group has four dealerships, subscription prices, the terms checkbox and facet-sum hit counts', () => {
    const group = config(DEALER_GROUP);
    expect(group.template).toBe('group');
    expect(group.dealerships).toHaveLength(4);
    expect(group.flags.vehicle.subscriptionPricing).toBe(true);
    expect(group.flags.forms.termsCheckbox).toBe(true);
    expect(group.flags.search.hitCountFallback).toBe('facet-sum');
  });

  it('the default-flags dealer reserves at /checkout with Taurus finance on the toyota template', () => {
    const defaults = config(DEALER_ON_DEFAULT_FLAGS);
    expect(defaults.template).toBe('toyota');
    expect(defaults.flags.routes.reservePath).toBe('checkout');
    expect(defaults.flags.finance.provider).toBe('taurus');
    expect(defaults.flags.search.hitCountFallback).toBe('facet-sum');
  });

  it('the changed-flags dealer reserves at /buy-online, counts hits from stock and has a CSV feed', () => {
    const changed = config(DEALER_WITH_CHANGED_FLAGS);
    expect(changed.template).toBe('toyota');
    expect(changed.flags.routes.reservePath).toBe('buy-online');
    expect(changed.flags.search.hitCountFallback).toBe('stock-count');
    expect(changed.flags.feed.format).toBe('csv');
    expect(changed.flags.vehicle.businessHoursTimeZone).toBe('Australia/Perth');
  });

  it('the caravan dealer lists motorcycles and caravans as well as cars', () => {
    expect(config(DEALER_WITH_CARAVANS).flags.search.itemTypes).toEqual(['car', 'motorcycle', 'caravan']);
  });
});
