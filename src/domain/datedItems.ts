/** SPEC §4 promo dates are Australian Eastern (+10:00) calendar days. */
export const PROMO_OFFSET = '+10:00';

export interface Dated {
  start?: string | undefined;
  expiry?: string | undefined;
}

const instant = (date: string) => Date.parse(date.length === 10 ? `${date}T00:00:00${PROMO_OFFSET}` : date);

/** Whether an item runs at `now`: from its start (inclusive) until its expiry (exclusive); missing ends are open. */
export function isRunning(item: Dated, now: Date): boolean {
  const t = now.getTime();
  if (item.start && t < instant(item.start)) return false;
  if (item.expiry && t >= instant(item.expiry)) return false;
  return true;
}

/** The items running at `now`. */
export const runningItems = <T extends Dated>(items: readonly T[], now: Date): T[] =>
  items.filter((i) => isRunning(i, now));
