import type { DeliveryJob, DeliveryQueue } from './queue.ts';
import { afterFailure, DEFAULT_RETRY, type Outcome, type RetryPolicy } from './retry.ts';

export interface WorkerOptions {
  /** Most sends in flight at once (also the most jobs claimed at a time). */
  batch: number;
  /** How often to look for due jobs when nothing woke the worker, in ms. */
  pollMs: number;
  /** How long a claimed job is this worker's before another may take it, in ms. */
  leaseMs: number;
  policy: RetryPolicy;
  now: () => number;
  random: () => number;
  log: (line: string) => void;
}

export const DEFAULT_WORKER: Omit<WorkerOptions, 'now' | 'random' | 'log'> = {
  batch: 100,
  pollMs: 1_000,
  leaseMs: 60_000,
  policy: DEFAULT_RETRY,
};

type Settled = Parameters<DeliveryQueue['settle']>[0][number];

/** Outcomes finishing this close together are recorded in one write. */
const SETTLE_WINDOW_MS = 10;

/**
 * Sends queued deliveries: claims due jobs under a lease, sends them concurrently and records each
 * outcome as it comes. Runs inside the lead API (woken by each new lead) or alone as
 * `npm run deliver`. A job never waits for a slow neighbour: free places are refilled at once.
 */
export class DeliveryWorker {
  private timer: NodeJS.Timeout | null = null;
  private claiming = false;
  private again = false;
  private stopped = true;
  private readonly inFlight = new Set<Promise<void>>();

  private readonly queue: DeliveryQueue;
  private readonly send: (job: DeliveryJob) => Promise<Outcome>;
  private readonly options: WorkerOptions;

  constructor(queue: DeliveryQueue, send: (job: DeliveryJob) => Promise<Outcome>, options: WorkerOptions) {
    this.queue = queue;
    this.send = send;
    this.options = options;
    queue.onEnqueue(() => {
      this.wake();
    });
  }

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Looks for work now (a new lead, a finished send), or right after the claim in progress. */
  wake(): void {
    if (this.stopped) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    void this.fill();
  }

  /** Claims as many due jobs as there are free places, and starts sending each. */
  private async fill(): Promise<void> {
    this.claiming = true;
    try {
      this.woken();
      for (;;) {
        const room = this.options.batch - this.inFlight.size;
        if (room <= 0 || this.stopped) break;
        const jobs = await this.queue.claim(this.options.now(), room, this.options.leaseMs);
        for (const job of jobs) this.track(job);
        // Fewer due jobs than places: done, unless a new lead arrived while claiming.
        if (jobs.length < room && !this.woken()) break;
      }
    } catch (error) {
      this.options.log(`delivery worker: ${(error as Error).message}`);
    } finally {
      this.claiming = false;
    }
    if (!this.stopped && !this.timer)
      this.timer = setTimeout(() => {
        this.timer = null;
        this.wake();
      }, this.options.pollMs);
  }

  /** Whether wake() was called since the last look; clears the mark. */
  private woken(): boolean {
    const again = this.again;
    this.again = false;
    return again;
  }

  private settling: { results: Settled[]; written: Promise<void> } | null = null;

  /**
   * Records an outcome with the others finishing within the next few milliseconds, in one write:
   * a commit per finished send kept the lead API's own writes waiting on the lock.
   */
  private settleSoon(result: Settled): Promise<void> {
    if (!this.settling) {
      const batch: { results: Settled[]; written: Promise<void> } = { results: [], written: Promise.resolve() };
      batch.written = new Promise<void>((done, fail) => {
        setTimeout(() => {
          if (this.settling === batch) this.settling = null;
          this.queue.settle(batch.results).then(() => {
            done();
          }, fail);
        }, SETTLE_WINDOW_MS);
      });
      this.settling = batch;
    }
    this.settling.results.push(result);
    return this.settling.written;
  }

  private track(job: DeliveryJob): void {
    const sending = this.attempt(job).then((result) => this.settleSoon(result));
    const done = sending
      .catch((error: unknown) => {
        this.options.log(`delivery worker: ${(error as Error).message}`);
      })
      .finally(() => {
        this.inFlight.delete(done);
        // Refill in chunks, not one claim per finished send: each claim is a write the lead API's
        // own writes wait behind. A quarter of the places free, or none left in flight, is enough.
        const free = this.options.batch - this.inFlight.size;
        if (free >= Math.max(1, Math.floor(this.options.batch / 4)) || this.inFlight.size === 0) this.wake();
      });
    this.inFlight.add(done);
  }

  /** Sends one job and turns the outcome into its next state. */
  private async attempt(job: DeliveryJob): Promise<Settled> {
    const { options } = this;
    const outcome = await this.send(job).catch((error: unknown): Outcome => ({
      ok: false,
      permanent: false,
      reason: String(error),
    }));
    const at = options.now();
    if (outcome.ok) return { id: job.id, state: 'sent', at };
    const policy = job.max_age_ms ? { ...options.policy, maxAgeMs: job.max_age_ms } : options.policy;
    const next = afterFailure(outcome, job.attempts, job.queued_at, at, policy, options.random());
    if (next.state === 'dead') {
      options.log(`delivery ${job.id} to ${job.target} is dead: ${outcome.reason}`);
      return { id: job.id, state: 'dead', at, error: outcome.reason };
    }
    return { id: job.id, state: 'retrying', at, nextAt: next.nextAt, error: outcome.reason };
  }

  /** One claim, send and settle, awaited (tests and tools drive the queue with it); returns how many. */
  async round(): Promise<number> {
    const jobs = await this.queue.claim(this.options.now(), this.options.batch, this.options.leaseMs);
    const results = await Promise.all(jobs.map((job) => this.attempt(job)));
    if (results.length > 0) await this.queue.settle(results);
    return jobs.length;
  }

  /** Stops looking for work and waits for the sends in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.all([...this.inFlight]);
  }
}
