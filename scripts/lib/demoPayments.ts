import { startTestProcessor } from './testProcessor/server.ts';

/** The loopback processor's signing secret: a test value, never a real endpoint's. */
const LOOPBACK_WEBHOOK_SECRET = 'whsec_loopback_test_mode_only';

/**
 * Payments for a local lead API (`npm start`, the browser tests): the real processors when their
 * keys are in the environment, else the loopback test processor (its hosted page marked TEST MODE),
 * with the environment that points the API at it. `apiUrl` is where its notifications go.
 */
export async function localPayments(
  apiUrl: string,
  given: Readonly<Record<string, string | undefined>> = process.env,
): Promise<{ env: Record<string, string>; label: string; stop: () => Promise<void> }> {
  if (given.STRIPE_SECRET_KEY || given.WINDCAVE_USERNAME)
    return { env: {}, label: 'the processors in the environment', stop: () => Promise.resolve() };
  const processor = await startTestProcessor({
    port: 0,
    stripeWebhookUrl: `${apiUrl}/api/payments/stripe`,
    stripeWebhookSecret: LOOPBACK_WEBHOOK_SECRET,
  });
  return {
    env: {
      STRIPE_API_BASE: processor.url,
      STRIPE_SECRET_KEY: 'sk_test_loopback',
      STRIPE_WEBHOOK_SECRET: LOOPBACK_WEBHOOK_SECRET,
      WINDCAVE_API_BASE: processor.url,
      WINDCAVE_USERNAME: 'loopback',
      WINDCAVE_API_KEY: 'loopback-test-key',
    },
    label: `the loopback test processor at ${processor.url} (TEST MODE: no money moves)`,
    stop: () => processor.stop(),
  };
}
