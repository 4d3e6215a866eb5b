import { workerError, type Executor } from './executor.ts';
import type { LaneBook } from './laneBook.ts';
import { laneKey, laneOf } from './lanes.ts';
import type { DeliveryQueue } from './queue.ts';

/** What the claimer reads of the worker's options (worker.ts `WorkerOptions`). */
export interface ClaimerOptions {
  batch: number;
  pollMs: number;
  leaseMs: number;
  now: () => number;
  log: (line: string) => void;
}

/** While sends are in flight, the longest a job added elsewhere waits for this worker to look. */
const NUDGE_MS = 50;

/**
 * Fetches due jobs: when woken (a new lead, a finished chunk of sends, the database's notification)
 * or every pollMs, claims as many as there are free places under a lease, sign-in codes first, and
 * hands each to the executor, or to its lane's waiting line when the lane filled within the claim.
 */
export class Claimer {
  private timer: NodeJS.Timeout | null = null;
  private nudged: NodeJS.Timeout | null = null;
  private filling: Promise<void> = Promise.resolve();
  private claiming = false;
  private again = false;
  private readonly queue: DeliveryQueue;
  private readonly book: LaneBook;
  private readonly executor: Executor;
  private readonly stopped: () => boolean;
  private readonly options: ClaimerOptions;

  constructor(
    parts: { queue: DeliveryQueue; book: LaneBook; executor: Executor; stopped: () => boolean },
    options: ClaimerOptions,
  ) {
    this.queue = parts.queue;
    this.book = parts.book;
    this.executor = parts.executor;
    this.stopped = parts.stopped;
    this.options = options;
  }

  /** Looks for work now (a new lead, a finished send), or right after the claim in progress. */
  wake(): void {
    if (this.stopped()) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.filling = this.fill();
  }

  /**
   * Jobs were added by another process (the database's notification): an idle worker looks now. A
   * busy one looks after each chunk of finished sends anyway, so one look within NUDGE_MS is enough:
   * a claim per notification would walk the waiting jobs of its full lanes hundreds of times a second.
   */
  nudge(): void {
    if (this.executor.size === 0) {
      this.wake();
      return;
    }
    this.nudged ??= setTimeout(() => {
      this.nudged = null;
      this.wake();
    }, NUDGE_MS);
  }

  /** Stops the timers and waits for the claim in progress (the worker is already marked stopped). */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    if (this.nudged) clearTimeout(this.nudged);
    this.timer = null;
    this.nudged = null;
    await this.filling;
  }

  /** Claims as many due jobs as there are free places, and starts sending each. */
  private async fill(): Promise<void> {
    const { book, options } = this;
    this.claiming = true;
    try {
      this.woken();
      // Jobs that waited half their lease for a place go back for any worker to take.
      const stale = book.pending.expiring(options.now(), options.leaseMs / 2);
      if (stale.length > 0) await this.queue.release(stale.map((job) => job.id));
      // Sign-in codes first, from their own budget: a lead backlog never stands in front of them.
      for (const signIn of [true, false]) {
        for (;;) {
          const room = this.room(signIn);
          if (room <= 0 || this.stopped()) break;
          const at = options.now();
          const { scope, problems } = book.scope(signIn, options.now());
          for (const problem of problems) options.log(`delivery worker: ${problem}`);
          const jobs = await this.queue.claim(at, room, options.leaseMs, scope);
          // A lane filled within this claim: its extra jobs wait here for its next free place.
          for (const job of jobs) {
            const lane = laneOf(job);
            if (book.placesLeft(lane, options.now()) > 0) this.executor.run(job);
            else book.pending.add(laneKey(lane), job);
          }
          // Fewer due jobs than places: done, unless a new lead arrived while claiming.
          if (jobs.length < room && !this.woken()) break;
        }
      }
    } catch (error) {
      options.log(workerError(error));
    } finally {
      this.claiming = false;
    }
    if (!this.stopped() && !this.timer)
      this.timer = setTimeout(() => {
        this.timer = null;
        this.wake();
      }, options.pollMs);
  }

  /** Free places of the sign-in budget or of the leads' budget. */
  private room(signIn: boolean): number {
    return signIn
      ? this.book.placesLeft({ kind: 'sign-in' }, this.options.now())
      : this.options.batch - (this.executor.size - this.book.signInBusy());
  }

  /** Whether wake() was called since the last look; clears the mark. */
  private woken(): boolean {
    const again = this.again;
    this.again = false;
    return again;
  }
}
