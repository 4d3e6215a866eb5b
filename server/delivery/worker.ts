import type { DeliveryJob, DeliveryQueue } from './queue.ts';
import { afterFailure, DEFAULT_RETRY, type Outcome, type RetryPolicy } from './retry.ts';

export interface WorkerOptions {
  /** Jobs claimed per round. */
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

/**
 * Sends queued deliveries: claims due jobs under a lease, sends them concurrently, records each
 * outcome. Runs inside the lead API (woken by each new lead) or alone as `npm run deliver`.
 */
export class DeliveryWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

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

  /** Looks for work now (a new lead), or right after the round in progress. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.wake();
      } else
        this.timer = setTimeout(() => {
          this.wake();
        }, this.options.pollMs);
    });
  }

  /** Rounds until nothing is due. */
  private async drain(): Promise<void> {
    for (;;) {
      let handled: number;
      try {
        handled = await this.round();
      } catch (error) {
        this.options.log(`delivery worker: ${(error as Error).message}`);
        return;
      }
      if (handled < this.options.batch || this.stopped) return;
    }
  }

  /** One claim, send and settle; returns how many jobs it handled. */
  async round(): Promise<number> {
    const { options } = this;
    const jobs = await this.queue.claim(options.now(), options.batch, options.leaseMs);
    if (jobs.length === 0) return 0;
    const outcomes = await Promise.all(
      jobs.map((job) =>
        this.send(job).catch((error: unknown): Outcome => ({ ok: false, permanent: false, reason: String(error) })),
      ),
    );
    const at = options.now();
    await this.queue.settle(
      jobs.map((job, i) => {
        const outcome = outcomes[i]!;
        if (outcome.ok) return { id: job.id, state: 'sent' as const, at };
        const policy = job.max_age_ms ? { ...options.policy, maxAgeMs: job.max_age_ms } : options.policy;
        const next = afterFailure(outcome, job.attempts, job.queued_at, at, policy, options.random());
        if (next.state === 'dead') options.log(`delivery ${job.id} to ${job.target} is dead: ${outcome.reason}`);
        return next.state === 'dead'
          ? { id: job.id, state: 'dead' as const, at, error: outcome.reason }
          : { id: job.id, state: 'retrying' as const, at, nextAt: next.nextAt, error: outcome.reason };
      }),
    );
    return jobs.length;
  }

  /** Stops looking for work and waits for the round in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
