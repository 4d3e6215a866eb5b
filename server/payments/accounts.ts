import type { Flags } from '../../src/config/templates.ts';
import type { ProcessorAccount, ProcessorKind } from './processor.ts';

/** The environment a processor account is read from (process.env in the API; a plain object in tests). */
export type PaymentEnv = Readonly<Record<string, string | undefined>>;

const STRIPE_API = 'https://api.stripe.com';
const WINDCAVE_API = 'https://sec.windcave.com';

/**
 * The account a dealer's deposits are taken with, from its payments flags and the environment (pure):
 * Stripe with the dealer's own key (the variable `stripeKeyVariable` names, its webhook secret in the
 * same name ending _WEBHOOK_SECRET) or Connect (the platform key STRIPE_SECRET_KEY charging
 * `stripeAccount`); Windcave with the dealer's own REST user and key or the platform's. An error
 * names what is missing, in one line, for the log and the morning report.
 */
export function accountFor(
  kind: ProcessorKind,
  flags: Flags['payments'],
  env: PaymentEnv,
): { ok: true; account: ProcessorAccount } | { ok: false; error: string } {
  switch (kind) {
    case 'stripe': {
      const apiBase = env.STRIPE_API_BASE ?? STRIPE_API;
      if (flags.stripeKeyVariable) {
        const secretKey = env[flags.stripeKeyVariable];
        const hookName = `${flags.stripeKeyVariable}_WEBHOOK_SECRET`;
        if (!secretKey) return { ok: false, error: `Stripe: ${flags.stripeKeyVariable} is not set` };
        const webhookSecret = env[hookName] ?? '';
        return { ok: true, account: { kind, apiBase, secretKey, connectedAccount: null, webhookSecret } };
      }
      if (!env.STRIPE_SECRET_KEY) return { ok: false, error: 'Stripe: STRIPE_SECRET_KEY is not set' };
      if (!flags.stripeAccount)
        return {
          ok: false,
          error: 'Stripe: the dealer has neither flags.payments.stripeAccount nor stripeKeyVariable',
        };
      return {
        ok: true,
        account: {
          kind,
          apiBase,
          secretKey: env.STRIPE_SECRET_KEY,
          connectedAccount: flags.stripeAccount,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
        },
      };
    }
    case 'windcave': {
      const userName = flags.windcaveUserVariable ?? 'WINDCAVE_USERNAME';
      const keyName = flags.windcaveKeyVariable ?? 'WINDCAVE_API_KEY';
      const username = env[userName];
      const apiKey = env[keyName];
      if (!username || !apiKey) return { ok: false, error: `Windcave: ${!username ? userName : keyName} is not set` };
      return { ok: true, account: { kind, apiBase: env.WINDCAVE_API_BASE ?? WINDCAVE_API, username, apiKey } };
    }
    default:
      throw new Error(`unknown payment processor "${String(kind satisfies never)}"`);
  }
}
