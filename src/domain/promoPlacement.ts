/** Slots promo cards take among the results, in the order promos fill them (SPEC §9). */
export const PROMO_SLOTS = [6, 8, 17, 4] as const;

/** A promo card (SPEC §3 Promo node) as the dealer's promos.json gives it. */
export interface Promo {
  id: string;
  title: string;
  text: string;
  href: string;
  cta: string;
  image: string | null;
  /** ISO date-time the promo starts (inclusive). */
  start: string;
  /** ISO date-time the promo ends (exclusive). */
  expiry: string;
  /** Order among promos; lower fills the earlier slot. */
  position: number;
  /** Car types the promo is for; empty means all. */
  display: string[];
  /** Hidden unless a car type is selected. */
  strictDisplay: boolean;
}

export type Placed<T> = { kind: 'car'; item: T } | { kind: 'promo'; promo: Promo };

/**
 * SPEC §5: promos live between start and expiry, are ordered by position and matched on display
 * against the selected car types; strictDisplay ones need a car type selected.
 */
export function activePromos(promos: readonly Promo[], nowMs: number, carTypes: readonly string[]): Promo[] {
  return promos
    .filter((p) => Date.parse(p.start) <= nowMs && nowMs < Date.parse(p.expiry))
    .filter((p) =>
      carTypes.length === 0 ? !p.strictDisplay : p.display.length === 0 || p.display.some((d) => carTypes.includes(d)),
    )
    .sort((a, b) => a.position - b.position);
}

/** Interleaves promos so the n-th promo sits at the n-th slot's 1-based position (if the list is long enough). */
export function placePromos<T>(items: readonly T[], promos: readonly Promo[]): Placed<T>[] {
  const out: Placed<T>[] = items.map((item) => ({ kind: 'car', item }));
  const bySlot = PROMO_SLOTS.slice(0, promos.length)
    .map((slot, i) => ({ slot, promo: promos[i] }))
    .sort((a, b) => a.slot - b.slot);
  for (const { slot, promo } of bySlot) {
    if (promo && slot - 1 <= out.length) out.splice(slot - 1, 0, { kind: 'promo', promo });
  }
  return out;
}
