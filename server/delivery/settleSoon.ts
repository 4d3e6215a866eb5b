import type { DeliveryQueue } from './queue.ts';

/** One job's outcome as the queue records it. */
export type Settled = Parameters<DeliveryQueue['settle']>[0][number];

/** Outcomes finishing this close together are recorded in one write. */
const SETTLE_WINDOW_MS = 10;

/**
 * The worker's completer: records an outcome with the others finishing within the next few
 * milliseconds, in one write (a commit per finished send kept the lead API's own writes waiting on
 * the lock).
 */
export function settleInWindows(queue: DeliveryQueue): (result: Settled) => Promise<void> {
  let open: { results: Settled[]; written: Promise<void> } | null = null;
  return (result) => {
    if (!open) {
      const batch: { results: Settled[]; written: Promise<void> } = { results: [], written: Promise.resolve() };
      batch.written = new Promise<void>((done, fail) => {
        setTimeout(() => {
          if (open === batch) open = null;
          queue.settle(batch.results).then(() => {
            done();
          }, fail);
        }, SETTLE_WINDOW_MS);
      });
      open = batch;
    }
    open.results.push(result);
    return open.written;
  };
}
