import type { CarFlags } from './flags.ts';
import { isAvailable } from './availability.ts';
import type { Car, FinanceLender, FinanceProvider } from './car.ts';

/** Price a car must exceed before most providers quote finance (SPEC §5). */
export const FINANCE_MIN_PRICE = 500;
/** Taurus only finances cars younger than this many years (SPEC §5). */
export const TAURUS_MAX_AGE_YEARS = 12;

type FinanceFields = Pick<Car, 'status' | 'price' | 'year' | 'make' | 'finance_lenders'>;
type FinanceRules = Pick<CarFlags['finance'], 'provider' | 'hidden' | 'hiddenForManufacturers'>;

const priced = (car: FinanceFields) => car.price > FINANCE_MIN_PRICE;

/** The provider-specific part of SPEC §5 finance eligibility. */
const PROVIDER_RULES: Record<FinanceProvider, (car: FinanceFields, lender: FinanceLender, year: number) => boolean> = {
  taurus: (car, lender, year) =>
    car.year > year - TAURUS_MAX_AGE_YEARS && priced(car) && lender.comparisonRate !== null,
  '360_finance': () => true,
  ausloans: () => true,
  manual: (car, lender) => priced(car) && lender.paymentWeek !== null,
  angle: (car, lender) => priced(car) && lender.paymentWeek !== null,
  powertorque: (car, lender) => priced(car) && lender.paymentWeek !== null,
  nissan_finance: (car, lender) => priced(car) && lender.paymentMonth !== null,
};

/**
 * The lender entry whose estimate the car page shows, or null when finance is hidden: the
 * dealership hides finance, the make is excluded, the car is unavailable, the provider has no
 * entry, a rate is null, or the provider's own rule fails. `currentYear` is passed in (pure).
 */
export function financeEligibility(car: FinanceFields, rules: FinanceRules, currentYear: number) {
  if (rules.hidden || !isAvailable(car.status)) return null;
  const make = car.make.toLowerCase();
  if (rules.hiddenForManufacturers.some((excluded) => excluded.toLowerCase() === make)) return null;
  const lender = car.finance_lenders[rules.provider];
  if (lender?.interestRate == null || lender.comparisonRate === null) return null;
  return PROVIDER_RULES[rules.provider](car, lender, currentYear) ? lender : null;
}
