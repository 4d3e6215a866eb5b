import type { Model } from '../../config/content/model.ts';
import type { DealerConfig } from '../../config/dealerSchema.ts';
import {
  encodeBrackets,
  financeHref,
  SERVICE_BOOKING,
  sellMyCarHref,
  serviceBookingHref,
} from '../../domain/siteLinks.ts';

export interface HeaderItem {
  label: string;
  /** The models dropdown is the mega-menu when the dealer has models (SPEC §2 Header). */
  models: boolean;
  href: string | undefined;
  children: { label: string; href: string }[];
}

/**
 * The header's menu from the dealer's configured links. Links that point at a per-deployment route
 * follow that deployment's variant (finance path, sell-my-car and the service booking page, the
 * same rule the footer uses).
 */
export function headerItems(config: DealerConfig, models: readonly Model[]): HeaderItem[] {
  const { routes } = config.flags;
  const resolveHref = (href: string) =>
    href === '/finance'
      ? financeHref(routes)
      : href === '/sell-my-car'
        ? sellMyCarHref(routes)
        : href === SERVICE_BOOKING
          ? serviceBookingHref(routes)
          : encodeBrackets(href);
  const dynamicChildren = (kind: 'models' | 'stock') =>
    kind === 'models'
      ? models
          .filter((m) => !m.discontinued)
          .map((m) => ({ label: m.name, href: encodeBrackets(m.override_url ?? `/${m.slug}`) }))
      : config.flags.search.usedOnly
        ? [{ label: 'All used cars', href: '/search/used-cars/' }]
        : [
            { label: 'All stock', href: '/search/new-used-and-demo-cars/' },
            { label: 'New cars', href: '/search/new-cars/' },
            { label: 'Used cars', href: '/search/used-cars/' },
            { label: 'Demo cars', href: '/search/demo-cars/' },
          ];
  const { headerLinks, modelsLink } = config.flags.navigation;
  const items = headerLinks.map((item) => ({
    label: item.label,
    models: item.dynamic === 'models' && models.length > 0,
    href: item.href ? resolveHref(item.href) : undefined,
    children: item.dynamic
      ? dynamicChildren(item.dynamic)
      : (item.children ?? []).map((c) => ({ label: c.label, href: resolveHref(c.href) })),
  }));
  if (modelsLink === 'header' && modelsUnlinked(config, models))
    items.push({ label: NEW_MODELS.label, models: false, href: NEW_MODELS.href, children: [] });
  return items;
}

/** The link to the model pages a dealer's menus add when no models dropdown reaches them: every model page stays reachable from the menus. */
export const NEW_MODELS = { label: 'New Models', href: '/models' } as const;

/** The dealer has model pages, and its header has no models dropdown that links them. */
export const modelsUnlinked = (config: DealerConfig, models: readonly Model[]) =>
  models.length > 0 && !config.flags.navigation.headerLinks.some((item) => item.dynamic === 'models');
