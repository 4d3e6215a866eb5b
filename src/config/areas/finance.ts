import * as v from 'valibot';
import { FINANCE_PROVIDERS } from '../../domain/flags.ts';
import { flag } from '../flag.ts';
import { HttpUrl } from '../primitives.ts';

export const financeFlags = {
  provider: flag(
    v.picklist(FINANCE_PROVIDERS),
    'Finance provider whose lender entry drives repayments (finance_provider).',
    '§3 finance_provider, §5 finance eligibility, §9 providers',
  ),
  calculatorRate: flag(
    v.pipe(v.number(), v.minValue(0), v.maxValue(30)),
    'Finance calculator default interest rate, percent.',
    '§9 calculator default rate 10 (8.5 on Toyota dealer sites)',
  ),
  hidden: flag(v.boolean(), 'Hides finance on this dealership.', '§5 finance hidden for some dealerships'),
  hiddenForManufacturers: flag(
    v.array(v.pipe(v.string(), v.minLength(1))),
    'Makes whose cars never show finance.',
    '§5 finance hidden for one manufacturer',
  ),
  loanUrl: flag(
    v.nullable(HttpUrl),
    'Pre-approval (loan) link; the block is hidden when null.',
    '§5 no loan link configured: block hidden',
  ),
  quoteUrl: flag(
    v.nullable(HttpUrl),
    'Finance quote link; the block is hidden when null.',
    '§5 no quote link configured: block hidden',
  ),
};

export const FinanceFlags = v.strictObject(financeFlags);
