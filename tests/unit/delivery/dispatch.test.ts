import { describe, expect, it } from 'vitest';
import { createDispatcher, type DispatchOptions } from '../../../server/delivery/dispatch.ts';
import type { DeliveryJob } from '../../../server/delivery/queue.ts';

// Nothing may be sent or read for a channel this version has no sender for: every dependency fails the test.
const untouchable = new Proxy(
  {},
  {
    get(_target, name) {
      throw new Error(`the dispatcher touched ${String(name)}`);
    },
  },
);

describe('delivery dispatcher', () => {
  it('refuses a channel it has no sender for, for good, instead of sending it down another channel', async () => {
    const options = {
      store: untouchable,
      fleet: untouchable,
      senders: untouchable,
      cars: untouchable,
      webhookSecrets: new Map(),
      nowSeconds: () => 0,
    } as unknown as DispatchOptions;
    const job = { id: 'lead-1.created.pager.x', channel: 'pager', target: 'https://crm.example/hook' };
    expect(await createDispatcher(options)(job as unknown as DeliveryJob)).toEqual({
      ok: false,
      permanent: true,
      reason: 'unknown delivery channel "pager"',
    });
  });
});
