/** Totals above this are engine estimates and are replaced (SPEC §5, §9). */
export const HIT_COUNT_CAP = 1999;

export interface HitCountRule {
  fallback: 'stock-count' | 'facet-sum';
  /** The dealer's configured stock.count. */
  stockCount: number | null;
  /** Counts of one facet every car has exactly one value of (car_type). */
  facetCounts: Record<string, number> | undefined;
}

/** The count shown to shoppers: the total, or above 1999 the stock count or the facet-count sum. */
export function displayedHitCount(total: number, rule: HitCountRule): number {
  if (total <= HIT_COUNT_CAP) return total;
  if (rule.fallback === 'stock-count' && rule.stockCount !== null) return rule.stockCount;
  const sum = Object.values(rule.facetCounts ?? {}).reduce((a, b) => a + b, 0);
  return sum > 0 ? sum : total;
}
