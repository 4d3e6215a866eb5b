import { backoffMs, isRetryable } from './backoff.ts';
import { OUTBOX_STORAGE_KEY, type KeyValueStorage } from './keyValueStorage.ts';
import { callLeadApi } from './leadApiClient.ts';

/** One call waiting for the lead API's acknowledgement; its id is the Idempotency-Key. */
export interface OutboxEntry {
  id: string;
  method: 'POST' | 'PATCH';
  path: string;
  body: Record<string, unknown>;
  createdAt: number;
  attempts: number;
  nextAt: number;
  /** After success, send the notification call for the lead it created (SPEC §7). */
  notify?: { website_id: number; form: string };
  /** The shopper's session token, sent as a Bearer token (a reservation where checkout is gated). */
  session?: string;
  /** The analytics event to record when the API acknowledges the entry, on whatever page that happens. */
  analytics?: Record<string, unknown>;
  /** A later step's secret, from the first answer for its lead or valuation (sent as X-Lead-Secret). */
  secret?: string;
}

export type SendResult =
  | { status: 'sent'; body: Record<string, unknown> }
  | { status: 'rejected'; code: number; body: Record<string, unknown> }
  /** answer: an HTTP answer that was neither an acknowledgement nor a final refusal (the entry stays queued). */
  | { status: 'queued'; error: string; answer?: { code: number; body: Record<string, unknown> | null } };

export interface OutboxOptions {
  apiUrl: string;
  /** localStorage in the browser, a Map in tests. */
  storage: KeyValueStorage;
  fetch: typeof fetch;
  now: () => number;
  random: () => number;
  timeoutMs?: number;
  onSent?: (entry: OutboxEntry, body: Record<string, unknown>) => void;
}

/**
 * An acknowledgement is the lead API's success shape: `success: true`, and for lead calls the `lead_id`.
 * Any other 2xx (a captive portal's page, another server's JSON) leaves the entry queued.
 */
export function isAcknowledgement(entry: Pick<OutboxEntry, 'path'>, body: Record<string, unknown>): boolean {
  if (body.success !== true) return false;
  const isLead = entry.path === '/api/leads' || entry.path.startsWith('/api/leads/');
  return !isLead || (typeof body.lead_id === 'string' && body.lead_id !== '');
}
const MAX_AGE_MS = 30 * 86_400_000;

/**
 * Persistent queue of lead-API writes: each entry is saved before it is sent and removed only
 * when the API acknowledges it (isAcknowledgement) or refuses it for good (a JSON error with a final 4xx). Repeats carry the same Idempotency-Key, so a lead
 * whose answer was lost is stored once.
 */
export class Outbox {
  private readonly options: OutboxOptions;
  private readonly inFlight = new Set<string>();

  constructor(options: OutboxOptions) {
    this.options = options;
  }

  entries(): OutboxEntry[] {
    try {
      const parsed = JSON.parse(this.options.storage.getItem(OUTBOX_STORAGE_KEY) ?? '[]') as unknown;
      return Array.isArray(parsed) ? (parsed as OutboxEntry[]).filter((e) => typeof e.id === 'string') : [];
    } catch {
      return [];
    }
  }

  private write(entries: OutboxEntry[]): void {
    const fresh = entries.filter((e) => this.options.now() - e.createdAt < MAX_AGE_MS);
    this.options.storage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(fresh));
  }

  private update(id: string, change: (entry: OutboxEntry) => OutboxEntry | null): void {
    const next: OutboxEntry[] = [];
    for (const entry of this.entries()) {
      if (entry.id !== id) next.push(entry);
      else {
        const changed = change(entry);
        if (changed) next.push(changed);
      }
    }
    this.write(next);
  }

  /** Saves the call, then sends it once; a failure leaves it queued for later. */
  async submit(entry: Omit<OutboxEntry, 'createdAt' | 'attempts' | 'nextAt'>): Promise<SendResult> {
    const now = this.options.now();
    const full: OutboxEntry = { ...entry, createdAt: now, attempts: 0, nextAt: now };
    const entries = this.entries();
    if (!entries.some((e) => e.id === full.id)) this.write([...entries, full]);
    return this.send(full);
  }

  /** Sends every entry that is due (or all, when forced, e.g. on `online`). */
  async flush(force = false): Promise<number> {
    const due = this.entries().filter((e) => force || e.nextAt <= this.options.now());
    let sent = 0;
    for (const entry of due) if ((await this.send(entry)).status !== 'queued') sent += 1;
    return sent;
  }

  /** Milliseconds until the next entry is due, or null when nothing waits. */
  nextDueIn(): number | null {
    const entries = this.entries();
    if (entries.length === 0) return null;
    return Math.max(0, Math.min(...entries.map((e) => e.nextAt)) - this.options.now());
  }

  private async send(entry: OutboxEntry): Promise<SendResult> {
    if (this.inFlight.has(entry.id)) return { status: 'queued', error: 'already sending' };
    this.inFlight.add(entry.id);
    try {
      const answer = await callLeadApi(
        this.options.apiUrl,
        {
          method: entry.method,
          path: entry.path,
          body: entry.body,
          ...(entry.session ? { session: entry.session } : {}),
          headers: { 'Idempotency-Key': entry.id, ...(entry.secret ? { 'x-lead-secret': entry.secret } : {}) },
          timeoutMs: this.options.timeoutMs ?? 15_000,
        },
        this.options.fetch,
      );
      const { status, body } = answer;
      if (status === null) return this.retryLater(entry, answer.error);
      if (answer.success && body && isAcknowledgement(entry, body)) {
        this.update(entry.id, () => null);
        this.options.onSent?.(entry, body);
        await this.afterSent(entry, body);
        return { status: 'sent', body };
      }
      // Only the lead API's own refusal (a JSON error) is final; an HTML page (a captive portal, a wrong
      // API URL, a proxy's error page) says nothing about the lead, so it stays queued.
      const ok = status >= 200 && status < 300;
      if (!ok && body?.success === false && !isRetryable(status)) {
        this.update(entry.id, () => null);
        return { status: 'rejected', code: status, body };
      }
      const queued = this.retryLater(entry, `HTTP ${status}`);
      // Not a server hiccup (5xx, 408, 429): an answer the form should report, while the lead waits.
      return isRetryable(status) ? queued : { ...queued, answer: { code: status, body } };
    } catch (error) {
      return this.retryLater(entry, error instanceof Error ? error.message : String(error));
    } finally {
      this.inFlight.delete(entry.id);
    }
  }

  private retryLater(entry: OutboxEntry, error: string): { status: 'queued'; error: string } {
    this.update(entry.id, (e) => ({
      ...e,
      attempts: e.attempts + 1,
      nextAt: this.options.now() + backoffMs(e.attempts, this.options.random()),
    }));
    return { status: 'queued', error };
  }

  /** The notification call rides the outbox too, keyed by the lead so it is sent once. */
  private async afterSent(entry: OutboxEntry, body: Record<string, unknown>): Promise<void> {
    const leadId = body.lead_id;
    if (!entry.notify || typeof leadId !== 'string') return;
    await this.submit({
      id: `notify-${leadId}`,
      method: 'POST',
      path: '/api/notifications',
      body: { ...entry.notify, lead_id: leadId },
    });
  }
}
