import { atom } from 'nanostores';
import { pushEvent } from '../api/analytics.ts';
import { OUTBOX_STORAGE_KEY } from '../api/keyValueStorage.ts';
import { Outbox, type OutboxEntry } from '../api/outbox.ts';

/** Number of lead-API calls waiting on this device (for the queued notice). */
export const $queuedLeads = atom(0);
/** Outbox entries acknowledged since the page loaded (forms watch for their own id). */
export const $sentLeads = atom<{ id: string; body: Record<string, unknown> }[]>([]);

let outbox: Outbox | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

const refresh = () => {
  if (!outbox) return;
  $queuedLeads.set(outbox.entries().length);
  clearTimeout(timer);
  const due = outbox.nextDueIn();
  if (due !== null) timer = setTimeout(() => void flush(false), Math.max(250, due));
};

async function flush(force: boolean): Promise<void> {
  if (!outbox) return;
  await outbox.flush(force);
  refresh();
}

/** The page's outbox: created once, flushed now (next visit), on `online`, and when entries fall due. */
export function leadOutbox(apiUrl: string): Outbox {
  if (outbox) return outbox;
  outbox = new Outbox({
    apiUrl,
    storage: window.localStorage,
    fetch: (...args) => window.fetch(...args),
    now: () => Date.now(),
    random: () => Math.random(),
    onSent: (entry: OutboxEntry, body) => {
      // The lead's event is recorded once, when it is acknowledged (now, or on a later page), so a lead
      // the API never got is not counted.
      if (entry.analytics) pushEvent({ ...entry.analytics, lead_id: body.lead_id });
      $sentLeads.set([...$sentLeads.get(), { id: entry.id, body }]);
    },
  });
  window.addEventListener('online', () => void flush(true));
  window.addEventListener('storage', (event) => {
    if (event.key === OUTBOX_STORAGE_KEY) $queuedLeads.set(outbox?.entries().length ?? 0);
  });
  void flush(true);
  return outbox;
}

/** Call after a submit so the count and the retry timer follow the outbox. */
export const outboxChanged = refresh;
