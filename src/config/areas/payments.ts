import * as v from 'valibot';
import { flag } from '../flag.ts';

/** The name of an environment variable that holds a secret (the secret itself never sits in dealers/). */
const VariableName = v.pipe(
  v.string(),
  v.regex(/^[A-Z][A-Z0-9_]{1,63}$/, 'an environment variable name like DEALER_STRIPE_KEY'),
);

export const paymentsFlags = {
  reserveHoldHours: flag(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(336)),
    'Hours a paid reservation holds the car before it lapses, unless the dealer completes, releases or extends it.',
    '§4 Reservation holds the car 48 hours, §9 holds car 48 hours',
  ),
  lapsedDeposit: flag(
    v.picklist(['refund', 'keep']),
    'What happens to the deposit of a hold that lapses: refunded at once, or kept for the dealer to refund or complete with `npm run reservations`.',
    '§9 deposit 100% refundable',
  ),
  stripeAccount: flag(
    v.nullable(v.pipe(v.string(), v.regex(/^acct_[A-Za-z0-9]{6,}$/, 'a Stripe connected account id (acct_…)'))),
    "Stripe Connect: the dealer's connected account id, charged through the platform key STRIPE_SECRET_KEY.",
    '§3 payment_processors (stripe), §9 amount derived from the processor',
  ),
  stripeKeyVariable: flag(
    v.nullable(VariableName),
    "The environment variable holding the dealer's own Stripe secret key (instead of Connect); its webhook secret is in the variable of the same name ending _WEBHOOK_SECRET.",
    '§3 payment_processors (stripe)',
  ),
  windcaveUserVariable: flag(
    v.nullable(VariableName),
    "The environment variable holding the dealer's Windcave REST API user; null: WINDCAVE_USERNAME.",
    '§3 payment_processors (windcave)',
  ),
  windcaveKeyVariable: flag(
    v.nullable(VariableName),
    "The environment variable holding the dealer's Windcave REST API key; null: WINDCAVE_API_KEY.",
    '§3 payment_processors (windcave)',
  ),
};
export const PaymentsFlags = v.strictObject(paymentsFlags);
