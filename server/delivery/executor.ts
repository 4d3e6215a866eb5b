import { refillNow, type LaneBook } from './laneBook.ts';
import { laneKey, laneLimit, laneOf, type LaneLimits } from './lanes.ts';
import type { DeliveryJob } from './queue.ts';
import { afterFailure, type Outcome, type RetryPolicy } from './retry.ts';
import type { Settled } from './settleSoon.ts';

/** What the executor reads of the worker's options (worker.ts `WorkerOptions`). */
export interface ExecutorOptions {
  batch: number;
  lanes: LaneLimits;
  leaseMs: number;
  policy: RetryPolicy;
  now: () => number;
  random: () => number;
  log: (line: string) => void;
}

/** What runs around the executor: the lanes, the channel registry's send, the completer, the claimer. */
export interface ExecutorParts {
  book: LaneBook;
  send: (job: DeliveryJob) => Promise<Outcome>;
  /** Records an outcome (settleSoon.ts); resolves once it is written. */
  complete: (result: Settled) => Promise<void>;
  /** Asks the claimer to look for due jobs. */
  wake: () => void;
  stopped: () => boolean;
}

/** The log line for an error the worker survives (a failed claim, release or write). */
export const workerError = (error: unknown): string => `delivery worker: ${(error as Error).message}`;

/**
 * A job's next state after an attempt's outcome: sent, retrying at the retry schedule's time, or
 * dead (with the line to log) once the job is past its age limit or refused for good.
 */
export function settlement(
  job: DeliveryJob,
  outcome: Outcome,
  at: number,
  options: Pick<ExecutorOptions, 'policy' | 'random'>,
): { result: Settled; dead?: string } {
  if (outcome.ok) return { result: { id: job.id, state: 'sent', at } };
  const policy = job.max_age_ms ? { ...options.policy, maxAgeMs: job.max_age_ms } : options.policy;
  const next = afterFailure(outcome, job.attempts, job.queued_at, at, policy, options.random());
  if (next.state === 'dead')
    return {
      result: { id: job.id, state: 'dead', at, error: outcome.reason },
      dead: `delivery ${job.id} to ${job.target} is dead: ${outcome.reason}`,
    };
  return { result: { id: job.id, state: 'retrying', at, nextAt: next.nextAt, error: outcome.reason } };
}

/**
 * Runs claimed jobs: each send through the channel registry (dispatch.ts) in its lane, its outcome
 * to the lane's circuit and to the completer. A finished send hands its lane's place to the lane's
 * next waiting job at once, and asks for a claim when a chunk of places is free.
 */
export class Executor {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly parts: ExecutorParts;
  private readonly options: ExecutorOptions;

  constructor(parts: ExecutorParts, options: ExecutorOptions) {
    this.parts = parts;
    this.options = options;
  }

  /** Sends in flight, counted until their outcome is written. */
  get size(): number {
    return this.inFlight.size;
  }

  /** Starts sending `job` in its lane (which must have a place free). */
  run(job: DeliveryJob): void {
    const lane = laneOf(job);
    this.parts.book.begin(lane);
    let sent = false;
    // The receiver is done with the job once its send ends: the lane's place is free before the
    // outcome is recorded (the settle window would otherwise hold it 10 ms more per message).
    const laneFree = () => {
      if (sent) return;
      sent = true;
      this.laneDone(job);
    };
    const done = this.attempt(job)
      .then((result) => {
        laneFree();
        return this.parts.complete(result);
      })
      .catch((error: unknown) => {
        this.options.log(workerError(error));
      })
      .finally(() => {
        laneFree();
        this.inFlight.delete(done);
        if (this.inFlight.size === 0) this.parts.wake();
      });
    this.inFlight.add(done);
  }

  /** Sends one job and turns the outcome into its next state. */
  async attempt(job: DeliveryJob): Promise<Settled> {
    const { options } = this;
    const outcome = await this.parts.send(job).catch((error: unknown): Outcome => ({
      ok: false,
      permanent: false,
      reason: String(error),
    }));
    const at = options.now();
    this.parts.book.record(laneOf(job), outcome, at);
    const { result, dead } = settlement(job, outcome, at, options);
    if (dead) options.log(dead);
    return result;
  }

  /** Waits for every send in flight, and the writes of their outcomes. */
  async drain(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  /** A send of the job's lane ended: the lane's next waiting job starts at once; claims follow in chunks. */
  private laneDone(job: DeliveryJob): void {
    const { book } = this.parts;
    const lane = laneOf(job);
    const left = book.end(lane);
    // Only in the first half of its lease: the send must end before another worker may take it.
    const next = this.parts.stopped()
      ? undefined
      : book.pending.next(laneKey(lane), this.options.now(), this.options.leaseMs / 2);
    if (next) {
      this.run(next);
      return;
    }
    const { batch } = this.options;
    const limit = laneLimit(lane, this.options.lanes);
    if (refillNow({ left, limit, free: batch - this.inFlight.size, batch })) this.parts.wake();
  }
}
