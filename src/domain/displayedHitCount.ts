/** Totals above this are engine estimates and are replaced (SPEC §5, §9). */
export const HIT_COUNT_CAP = 1999;

/** The facet whose counts are summed: every car has exactly one condition (SPEC §3 car_type). */
export const HIT_COUNT_FACET = 'car_type';

export interface HitCountRule {
  fallback: 'stock-count' | 'facet-sum';
  /** The dealer's configured stock.count. */
  stockCount: number | null;
  /** Counts of the condition facet (car_type), with the other filters applied. */
  facetCounts: Record<string, number> | undefined;
  /**
   * The condition values the shopper chose. A disjunctive facet counts every value as if it were
   * not chosen, so only the chosen values add up to the results shown.
   */
  refined?: readonly string[];
}

/** The count shown to shoppers: the total, or above 1999 the stock count or the facet-count sum. */
export function displayedHitCount(total: number, rule: HitCountRule): number {
  if (total <= HIT_COUNT_CAP) return total;
  if (rule.fallback === 'stock-count' && rule.stockCount !== null) return rule.stockCount;
  const counts = Object.entries(rule.facetCounts ?? {});
  const refined = rule.refined ?? [];
  const counted = refined.length > 0 ? counts.filter(([value]) => refined.includes(value)) : counts;
  const sum = counted.reduce((total, [, count]) => total + count, 0);
  return sum > 0 ? sum : total;
}
