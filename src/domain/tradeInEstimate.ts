/** SPEC §9 trade-in FAQ: generally no online estimate for cars over 7 years or 100,000 km. */
export const TRADE_IN_LIMITS = { maxAgeYears: 7, maxKm: 100_000 } as const;

export interface TradeInAnswers {
  accident: 'No' | 'Yes';
  serviceHistory: 'Full' | 'Partial' | 'None';
  condition: 'Excellent' | 'Good' | 'Fair' | 'Poor';
}

export interface TradeInInput {
  /** Retail market prices of comparable cars (same make and model, similar year). */
  marketPrices: readonly number[];
  year: number;
  km: number;
  answers: TradeInAnswers;
  currentYear: number;
}

/** Share of retail a dealer pays before reconditioning and margin. */
const TRADE_SHARE = 0.78;
const CONDITION = { Excellent: 1.04, Good: 1, Fair: 0.92, Poor: 0.8 } as const;
const SERVICE = { Full: 1, Partial: 0.96, None: 0.9 } as const;
const KM_PER_YEAR = 15_000;

export const onlineEstimateAllowed = (year: number, km: number, currentYear: number) =>
  currentYear - year <= TRADE_IN_LIMITS.maxAgeYears && km <= TRADE_IN_LIMITS.maxKm;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const toHundred = (n: number) => Math.round(n / 100) * 100;

/**
 * Indicative trade-in range, subject to inspection: the median comparable retail price, times the
 * trade share and the answer adjustments, with km above or below 15,000 a year. Null when the car is
 * outside the online limits or nothing comparable is in stock.
 */
export function tradeInEstimate(input: TradeInInput): { low: number; high: number } | null {
  const prices = input.marketPrices.filter((p) => p > 200);
  if (prices.length === 0 || !onlineEstimateAllowed(input.year, input.km, input.currentYear)) return null;
  const age = Math.max(1, input.currentYear - input.year);
  const kmDelta = (input.km - KM_PER_YEAR * age) / 10_000;
  const kmFactor = kmDelta > 0 ? 1 - 0.02 * kmDelta : Math.min(1.05, 1 - 0.01 * kmDelta);
  const value =
    median(prices) *
    TRADE_SHARE *
    CONDITION[input.answers.condition] *
    SERVICE[input.answers.serviceHistory] *
    (input.answers.accident === 'Yes' ? 0.9 : 1) *
    kmFactor;
  return { low: toHundred(value * 0.95), high: toHundred(value * 1.05) };
}
