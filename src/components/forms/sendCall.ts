import type { SendResult } from '../../api/outbox.ts';
import { leadOutbox, outboxChanged } from '../../stores/outbox.ts';

/** Any lead-API write through the outbox (saved first, retried until acknowledged). */
export async function sendCall(
  apiUrl: string,
  method: 'POST' | 'PATCH',
  path: string,
  body: Record<string, unknown>,
  id: string = crypto.randomUUID(),
): Promise<SendResult> {
  const result = await leadOutbox(apiUrl).submit({ id, method, path, body });
  outboxChanged();
  return result;
}
