import type { FinanceLender } from './car.ts';
import { MIN_SHOWN_PRICE } from './priceDisplay.ts';

/** The comparison-rate example every disclaimer is based on (SPEC §9). */
export const COMPARISON_BASIS = { loan: 30_000, depositShare: 0.1, years: 5 } as const;
export const COMPARISON_BASIS_TEXT = 'Comparison rate based on a 5 year secured loan of $30,000 with a 10% deposit.';
export const DEFAULT_TERM_YEARS = 5;

/**
 * The one loan formula: the repayment per period of an amortised loan with a $0 final payment, in
 * whole dollars; weekly unless `periodsPerYear` says otherwise (12: monthly).
 */
export function loanRepayment(
  principal: number,
  annualRatePercent: number,
  years: number,
  periodsPerYear = 52,
): number {
  if (principal <= 0) return 0;
  const periods = years * periodsPerYear;
  const rate = annualRatePercent / 100 / periodsPerYear;
  if (rate === 0) return Math.round(principal / periods);
  return Math.round((principal * rate) / (1 - (1 + rate) ** -periods));
}

/** The weekly repayment of the comparison basis: $30,000 less a 10% deposit over 5 years. */
export function comparisonBasisWeekly(annualRatePercent: number): number {
  const { loan, depositShare, years } = COMPARISON_BASIS;
  return loanRepayment(loan * (1 - depositShare), annualRatePercent, years);
}

/** Same day next month, or the month's last day when it has no such day (31 Jan → 28/29 Feb). */
export function offerValidUntil(today: Date): Date {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(today.getUTCDate(), lastDay)));
}

export interface FinanceOffer {
  /** Weekly repayment in dollars; null when the car has no price to base it on. */
  weekly: number | null;
  deposit: number;
  termYears: number;
  finalPayment: 0;
  interestRate: number;
  comparisonRate: number | null;
  validUntil: Date;
  disclaimer: string;
}

/**
 * What the finance card shows: the lender's weekly payment when it has one, otherwise the
 * calculator at the lender's rate (or the site's default rate) over its term with its deposit.
 */
export function financeOffer(
  price: number,
  lender: FinanceLender | null,
  calculatorRate: number,
  today: Date,
): FinanceOffer {
  const deposit = lender?.deposit ?? 0;
  const termYears = lender?.termYears ?? (lender ? lender.termMonths / 12 : DEFAULT_TERM_YEARS);
  const interestRate = lender?.interestRate ?? calculatorRate;
  const weekly =
    lender?.paymentWeek ?? (price > MIN_SHOWN_PRICE ? loanRepayment(price - deposit, interestRate, termYears) : null);
  return {
    weekly,
    deposit,
    termYears,
    finalPayment: 0,
    interestRate,
    comparisonRate: lender?.comparisonRate ?? null,
    validUntil: offerValidUntil(today),
    disclaimer: lender?.disclaimer ?? COMPARISON_BASIS_TEXT,
  };
}
