import type { CarType, FinanceLender, FinanceProvider } from '../../src/domain/car.ts';
import { loanRepayment } from '../../src/domain/repayments.ts';
import type { Rng } from './random.ts';

/** Each provider's sample lender: its name, and whether its entries carry a deposit (SPEC §3). */
const SAMPLE_LENDERS: Readonly<Record<FinanceProvider, { name: string; deposit: boolean }>> = {
  taurus: { name: 'Taurus Finance', deposit: false },
  powertorque: { name: 'Powertorque Finance', deposit: false },
  ausloans: { name: 'AusLoans Finance', deposit: false },
  angle: { name: 'Angle Auto Finance', deposit: true },
  '360_finance': { name: '360 Finance', deposit: false },
  nissan_finance: { name: 'Nissan Financial Services', deposit: true },
  manual: { name: 'our finance partner', deposit: true },
};

function baseRate(rng: Rng, carType: CarType, age: number): number {
  if (carType === 'new') return rng.float(6.49, 8.99);
  if (carType === 'demo') return rng.float(7.49, 9.49);
  return rng.float(8.99, 11.49) + Math.min(age, 12) * 0.15;
}

function disclaimer(provider: FinanceProvider, lender: FinanceLender): string {
  const rates =
    lender.interestRate === null || lender.comparisonRate === null
      ? 'rates available on application'
      : `${lender.interestRate}% p.a. interest rate (${lender.comparisonRate}% p.a. comparison rate)`;
  const deposit = lender.deposit === undefined ? 'no deposit' : `a $${lender.deposit.toLocaleString('en-AU')} deposit`;
  return (
    `Indicative repayment based on ${rates} over ${lender.termMonths / 12} years with ${deposit} and $0 final payment. ` +
    'Comparison rate based on a 5 year secured loan of $30,000 with a 10% deposit; offer valid one month from today. ' +
    `Fees and charges apply. Finance provided by ${SAMPLE_LENDERS[provider].name}, subject to credit approval.`
  );
}

export interface FinanceInput {
  price: number;
  carType: CarType;
  /** Vehicle age in years. */
  age: number;
}

/** One estimate per provider; rates occasionally missing, payments null without a price. */
export function financeLenders(
  rng: Rng,
  providers: readonly FinanceProvider[],
  { price, carType, age }: FinanceInput,
): Partial<Record<FinanceProvider, FinanceLender>> {
  const lenders: Partial<Record<FinanceProvider, FinanceLender>> = {};
  for (const provider of providers) {
    const interest = Math.round(baseRate(rng, carType, age) * 100) / 100;
    const hasRates = rng.chance(0.96);
    const termMonths = provider === 'nissan_finance' ? 48 : 60;
    const deposit = SAMPLE_LENDERS[provider].deposit ? Math.round((price * 0.1) / 100) * 100 : 0;
    const principal = price - deposit;
    const payable = hasRates && price > 0;
    const lender: FinanceLender = {
      interestRate: hasRates ? interest : null,
      comparisonRate: hasRates ? Math.round((interest + rng.float(0.35, 1.1)) * 100) / 100 : null,
      paymentWeek: payable ? loanRepayment(principal, interest, termMonths / 12, 52) : null,
      paymentMonth: payable ? loanRepayment(principal, interest, termMonths / 12, 12) : null,
      termMonths,
      balloon: 0,
      disclaimer: '',
    };
    if (provider === 'angle') lender.termYears = termMonths / 12;
    if (SAMPLE_LENDERS[provider].deposit) lender.deposit = deposit;
    if (payable) {
      lender.term36 = loanRepayment(principal, interest, 3, 12);
      lender.term48 = loanRepayment(principal, interest, 4, 12);
      lender.term60 = loanRepayment(principal, interest, 5, 12);
      if (provider !== 'nissan_finance') lender.term72 = loanRepayment(principal, interest, 6, 12);
    }
    lender.disclaimer = disclaimer(provider, lender);
    lenders[provider] = lender;
  }
  return lenders;
}
