/**
 * Prints a new webhook signing secret in the Standard Webhooks form (`whsec_` and the base64 of 32
 * random bytes), for WEBHOOK_SECRET_<SLUG> or the secrets file; the dealer's receiver gets the same
 * string for its library. Usage: npm run webhook-secret
 */
import { randomBytes } from 'node:crypto';

console.log(`whsec_${randomBytes(32).toString('base64')}`);
