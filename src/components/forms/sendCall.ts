import type { SendResult } from '../../api/outbox.ts';
import { leadOutbox, outboxChanged } from '../../stores/outbox.ts';

/** Any lead-API write through the outbox (saved first, retried until acknowledged). */
export async function sendCall(
  apiUrl: string,
  method: 'POST' | 'PATCH',
  path: string,
  body: Record<string, unknown>,
  /** The lead's or valuation's step secret, for a PATCH (from the first answer, stepSecretOf). */
  secret?: string | null,
  id: string = crypto.randomUUID(),
): Promise<SendResult> {
  const result = await leadOutbox(apiUrl).submit({ id, method, path, body, ...(secret ? { secret } : {}) });
  outboxChanged();
  return result;
}

/** The step secret in a lead API answer (`lead_secret` or `valuation_secret`), or null. */
export function stepSecretOf(
  answer: Record<string, unknown>,
  field: 'lead_secret' | 'valuation_secret',
): string | null {
  const secret = answer[field];
  return typeof secret === 'string' && secret !== '' ? secret : null;
}
