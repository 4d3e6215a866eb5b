import { Claimer } from './claimer.ts';
import { Executor, workerError } from './executor.ts';
import { LaneBook } from './laneBook.ts';
import { DEFAULT_CIRCUIT, DEFAULT_LANES, type CircuitPolicy, type LaneLimits } from './lanes.ts';
import type { DeliveryJob, DeliveryQueue } from './queue.ts';
import { DEFAULT_RETRY, type Outcome, type RetryPolicy } from './retry.ts';
import { settleInWindows } from './settleSoon.ts';

export interface WorkerOptions {
  /** Most lead sends in flight at once (also the most jobs claimed at a time); sign-in codes apart. */
  batch: number;
  /** Sends in flight per receiver (lanes.ts). */
  lanes: LaneLimits;
  /** When a receiver that keeps failing is left alone. */
  circuit: CircuitPolicy;
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
  lanes: DEFAULT_LANES,
  circuit: DEFAULT_CIRCUIT,
  pollMs: 1_000,
  leaseMs: 60_000,
  policy: DEFAULT_RETRY,
};

/**
 * Sends queued deliveries; owns the lifecycle (start, wake, stop and drain) of its parts: the
 * claimer fetches due jobs under a lease (claimer.ts), the executor sends each in its lane
 * (executor.ts), the completer records outcomes in short windows (settleSoon.ts), and the lane book
 * tracks places and circuits (laneBook.ts). Runs inside the lead API (woken by each new lead) or
 * alone as `npm run deliver`. A job never waits for a slow neighbour: free places are refilled at once.
 */
export class DeliveryWorker {
  private stopped = true;
  private readonly queue: DeliveryQueue;
  private readonly options: WorkerOptions;
  private readonly book: LaneBook;
  private readonly executor: Executor;
  private readonly claimer: Claimer;

  constructor(queue: DeliveryQueue, send: (job: DeliveryJob) => Promise<Outcome>, options: WorkerOptions) {
    this.queue = queue;
    this.options = options;
    this.book = new LaneBook(options.lanes, options.circuit);
    const stopped = () => this.stopped;
    const wake = () => {
      this.wake();
    };
    this.executor = new Executor({ book: this.book, send, complete: settleInWindows(queue), wake, stopped }, options);
    this.claimer = new Claimer({ queue, book: this.book, executor: this.executor, stopped }, options);
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
    this.claimer.wake();
  }

  /** Jobs were added by another process (the database's notification): see Claimer.nudge. */
  nudge(): void {
    this.claimer.nudge();
  }

  /** One claim, send and settle, awaited (tests and tools drive the queue with it); returns how many. */
  async round(): Promise<number> {
    const jobs = await this.queue.claim(this.options.now(), this.options.batch, this.options.leaseMs);
    const results = await Promise.all(jobs.map((job) => this.executor.attempt(job)));
    if (results.length > 0) await this.queue.settle(results);
    return jobs.length;
  }

  /** Stops looking for work and waits for the sends in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    // The claim in progress, then the sends it started: the store may close after this.
    await this.claimer.stop();
    await this.executor.drain();
    const held = this.book.pending.expiring(this.options.now());
    if (held.length > 0)
      await this.queue.release(held.map((job) => job.id)).catch((error: unknown) => {
        this.options.log(workerError(error));
      });
  }
}
