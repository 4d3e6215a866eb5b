import * as v from 'valibot';
import { AnalyticsFlags } from './areas/analytics.ts';
import { ContentFlags } from './areas/content.ts';
import { FeedFlags } from './areas/feed.ts';
import { FinanceFlags } from './areas/finance.ts';
import { FormsFlags } from './areas/forms.ts';
import { identityEntries } from './areas/identity.ts';
import { NavigationFlags } from './areas/navigation.ts';
import { PaymentsFlags } from './areas/payments.ts';
import { RoutesFlags } from './areas/routes.ts';
import { SearchFlags } from './areas/search.ts';
import { TagsFlags } from './areas/tags.ts';
import { VehicleFlags } from './areas/vehicle.ts';
import { resolveFlags, TEMPLATE_NAMES, type FlagOverrides, type Flags } from './templates.ts';

/** The flag areas a dealer may override; each area is optional and every flag in it too. */
export const flagAreas = {
  routes: RoutesFlags,
  search: SearchFlags,
  tags: TagsFlags,
  vehicle: VehicleFlags,
  finance: FinanceFlags,
  forms: FormsFlags,
  content: ContentFlags,
  navigation: NavigationFlags,
  feed: FeedFlags,
  analytics: AnalyticsFlags,
  payments: PaymentsFlags,
};

const FlagsInput = v.strictObject({
  /** URL variants and gating. */
  routes: v.optional(RoutesFlags),
  /** Base filter, sold window, sort, facets, make list. */
  search: v.optional(SearchFlags),
  /** Tag badge texts and rules. */
  tags: v.optional(TagsFlags),
  /** Car page actions, compare/favourite, watchlist. */
  vehicle: v.optional(VehicleFlags),
  /** Finance provider and display. */
  finance: v.optional(FinanceFlags),
  /** Form rules and trade-in valuation. */
  forms: v.optional(FormsFlags),
  /** Reviews, locations, models, menus, SEO texts. */
  content: v.optional(ContentFlags),
  /** Header menu. */
  navigation: v.optional(NavigationFlags),
  /** Stock feed: format, location, column mapping, sync rules. */
  feed: v.optional(FeedFlags),
  /** Field Core Web Vitals beacon. */
  analytics: v.optional(AnalyticsFlags),
  /** Reservation deposits: hold length, lapsed deposits, processor accounts. */
  payments: v.optional(PaymentsFlags),
});

const LOCALES = { AU: 'en-AU', NZ: 'en-NZ', US: 'en-US' } as const;

type PathItem = v.IssuePathItem;
const pathTo = (input: Record<string, unknown>, keys: string[]): [PathItem, ...PathItem[]] => {
  let node: unknown = input;
  const items = keys.map((key) => {
    const parent = (node ?? {}) as Record<string, unknown>;
    node = parent[key];
    return { type: 'object', origin: 'value', input: parent, key, value: node } as const;
  });
  return items as [PathItem, ...PathItem[]];
};

/** A dealer's file as written: identity fields, a template, and any flag overrides. */
export const DealerConfigSchema = v.pipe(
  v.strictObject({
    ...identityEntries,
    /** Preset of flag defaults: toyota (single-brand Toyota), brand (other single brand), group (multi-brand), used (used-only). */
    template: v.picklist(TEMPLATE_NAMES),
    /** Overrides of the template's flags, by area. */
    flags: v.optional(FlagsInput, {}),
  }),
  v.rawTransform(({ dataset, addIssue: report, NEVER }) => {
    const problems: Parameters<typeof report>[0][] = [];
    const addIssue = (info: Parameters<typeof report>[0]) => problems.push(info);
    const input = dataset.value;
    const flags: Flags = resolveFlags(input.template, input.flags as FlagOverrides);
    const raw = input as unknown as Record<string, unknown>;

    const slugs = input.dealerships.map((d) => d.slug);
    const dup = slugs.find((s, i) => slugs.indexOf(s) !== i);
    if (dup)
      addIssue({ expected: 'unique dealership slugs', received: `"${dup}" twice`, path: pathTo(raw, ['dealerships']) });
    if (flags.vehicle.actionButtons.includes('online-purchase') && !flags.routes.onlinePurchase) {
      addIssue({
        expected: 'flags.routes.onlinePurchase true for the "online-purchase" button',
        received: 'onlinePurchase false',
        path: pathTo(raw, ['flags', 'vehicle', 'actionButtons']),
      });
    }
    if (flags.finance.provider === 'nissan_finance' && input.manufacturer?.name !== 'Nissan') {
      addIssue({
        expected: 'manufacturer.name "Nissan" for the nissan_finance provider',
        received: JSON.stringify(input.manufacturer?.name ?? null),
        path: pathTo(raw, ['flags', 'finance', 'provider']),
      });
    }
    if (flags.search.hitCountFallback === 'stock-count' && input.stock.count == null) {
      addIssue({
        expected: 'stock.count set when hitCountFallback is "stock-count"',
        received: 'no stock.count',
        path: pathTo(raw, ['flags', 'search', 'hitCountFallback']),
      });
    }
    if (input.template === 'toyota' && input.manufacturer?.name !== 'Toyota') {
      addIssue({
        expected: 'manufacturer.name "Toyota" for the toyota template',
        received: JSON.stringify(input.manufacturer?.name ?? null),
        path: pathTo(raw, ['manufacturer']),
      });
    }
    problems.forEach(report);
    if (problems.length > 0) return NEVER;

    const { flags: _overrides, ...identity } = input;
    const phone = input.phone;
    return {
      ...identity,
      flags,
      locale: LOCALES[input.region],
      distanceUnit: input.region === 'US' ? ('mile' as const) : ('km' as const),
      currency: input.region === 'NZ' ? 'NZD' : input.region === 'US' ? 'USD' : 'AUD',
      dealershipId: input.dealerships[0]!.id,
      isSingleBrand: input.manufacturer !== null,
      isGroup: input.dealerships.length > 1,
      phones: {
        new: input.phonesByCarType.new ?? phone,
        used: input.phonesByCarType.used ?? phone,
        demo: input.phonesByCarType.demo ?? phone,
      },
    };
  }),
);

export type DealerConfigInput = v.InferInput<typeof DealerConfigSchema>;
export type DealerConfig = v.InferOutput<typeof DealerConfigSchema>;
