import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { noCarReader, type CarReader } from '../../server/stock/carReader.ts';
import { createDispatcher } from '../../server/delivery/dispatch.ts';
import { createSenders } from '../../server/delivery/transports.ts';
import { DEFAULT_WORKER, DeliveryWorker } from '../../server/delivery/worker.ts';
import { apiHarness, groupEnquiry } from './apiHarness.ts';

/**
 * The lead API in-process with the real delivery worker and channels (SMTP to `smtpUrl`, or .eml
 * files), on the harness clock. Tests drive rounds by hand so retries need no real waiting.
 */
export function deliveryHarness(
  options: {
    cars?: CarReader;
    smtpUrl?: string;
    webhookSecrets?: Map<string, string>;
    timeoutMs?: number;
    /** An SMS provider's Messages endpoint (else the messages.log sink). */
    smsUrl?: string;
  } = {},
) {
  const api = apiHarness(options.cars ? { cars: options.cars } : {});
  const work = mkdtempSync(join(tmpdir(), 'delivery-'));
  const senders = createSenders({
    ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
    mailDir: join(work, 'mail'),
    smsLog: join(work, 'messages.log'),
    ...(options.smsUrl ? { sms: { url: options.smsUrl, account: 'AC1', token: 'token', from: '+61400000000' } } : {}),
    webhookTimeoutMs: options.timeoutMs ?? 2_000,
    smtpTimeoutMs: options.timeoutMs ?? 2_000,
  });
  const dispatch = createDispatcher({
    store: api.store,
    fleet: api.fleet,
    senders,
    webhookSecrets: options.webhookSecrets ?? new Map<string, string>(),
    cars: options.cars ?? noCarReader,
    nowSeconds: () => Math.floor(api.now() / 1000),
  });
  const logs: string[] = [];
  const worker = new DeliveryWorker(api.queue, dispatch, {
    ...DEFAULT_WORKER,
    now: api.now,
    random: () => 0.5,
    log: (line) => logs.push(line),
  });
  /** Rounds until nothing is due now. */
  const drain = async () => {
    let total = 0;
    for (let n = await worker.round(); n > 0; n = await worker.round()) total += n;
    return total;
  };
  return { ...api, work, senders, worker, drain, logs };
}

/** A lead form's body for the group demo dealer (harbour-auto-group, website 102): the group enquiry's contact. */
export function harbourLead(form: string, extra: Record<string, unknown> = {}) {
  const { category: _category, ...contact } = groupEnquiry;
  return { ...contact, form, message: 'Please call me back.', ...extra };
}
