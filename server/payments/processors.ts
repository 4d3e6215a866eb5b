import type { ProcessorClient, ProcessorKind } from './processor.ts';
import { stripeClient } from './stripe.ts';
import { windcaveClient } from './windcave.ts';

/** Every processor a car's `payment_processors` may name, each with its client; the compiler checks the list. */
export const PROCESSORS = {
  stripe: stripeClient,
  windcave: windcaveClient,
} as const satisfies Record<ProcessorKind, ProcessorClient>;
