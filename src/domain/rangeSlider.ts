/** SPEC §9: a slider without facet stats spans 0 to 100000. */
export const DEFAULT_RANGE = { min: 0, max: 100_000 } as const;
/** Price and km values snap to the nearest 1000 (SPEC §5, §9). */
export const RANGE_ROUNDING = 1000;
export const BELOW_MINIMUM = 'Cannot refine below the range minimum';
export const ABOVE_MAXIMUM = 'Cannot refine above the range maximum';

export interface Bounds {
  min: number;
  max: number;
}

const rounded = (attribute: string) => attribute === 'price' || attribute === 'km';

/** Nearest 1000 for price and km, whole numbers otherwise. */
export function roundRangeValue(attribute: string, value: number): number {
  return rounded(attribute) ? Math.round(value / RANGE_ROUNDING) * RANGE_ROUNDING : Math.round(value);
}

/**
 * The slider's range: the real facet stats only when they are shown and their max is over 0,
 * else 0–100000 (SPEC §5). Price and km bounds widen outwards to whole thousands.
 */
export function sliderBounds(attribute: string, stats: Bounds | undefined): Bounds {
  if (!stats || !(stats.max > 0)) return { ...DEFAULT_RANGE };
  if (!rounded(attribute)) return { min: Math.floor(stats.min), max: Math.ceil(stats.max) };
  return {
    min: Math.floor(stats.min / RANGE_ROUNDING) * RANGE_ROUNDING,
    max: Math.ceil(stats.max / RANGE_ROUNDING) * RANGE_ROUNDING,
  };
}

/** Step is the range over 100, rounded (never below 1). */
export const sliderStep = ({ min, max }: Bounds) => Math.max(1, Math.round((max - min) / 100));

/**
 * The values a refine will use: rounded, clamped into the bounds (logging the SPEC §8 log-only
 * messages when asked past them), and the lower thumb never past the upper.
 */
export function clampRange(
  attribute: string,
  [lower, upper]: readonly [number, number],
  bounds: Bounds,
  log: (message: string) => void = () => undefined,
): [number, number] {
  let lo = roundRangeValue(attribute, lower);
  let hi = roundRangeValue(attribute, upper);
  if (lo < bounds.min) {
    log(BELOW_MINIMUM);
    lo = bounds.min;
  }
  if (hi > bounds.max) {
    log(ABOVE_MAXIMUM);
    hi = bounds.max;
  }
  if (lo > hi) lo = hi;
  return [lo, hi];
}

/** SPEC §5 'min:max' storage; a bound equal to the range end is left open. */
export function rangeToken([lo, hi]: readonly [number, number], bounds: Bounds): string {
  return `${lo <= bounds.min ? '' : lo}:${hi >= bounds.max ? '' : hi}`;
}

/** Home page price slider (SPEC §5, §9): 5000–250000 in steps of 500. */
export const HOME_PRICE = { min: 5000, max: 250_000, step: 500 } as const;

/** Moves one home-slider thumb; the minimum stays at most maximum − 1 and vice versa. */
export function moveHomeThumb(
  [lo, hi]: readonly [number, number],
  thumb: 'min' | 'max',
  value: number,
): [number, number] {
  const v = Math.min(HOME_PRICE.max, Math.max(HOME_PRICE.min, value));
  return thumb === 'min' ? [Math.min(v, hi - 1), hi] : [lo, Math.max(v, lo + 1)];
}
