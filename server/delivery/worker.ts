import {
  afterSend,
  CLOSED,
  DEFAULT_CIRCUIT,
  DEFAULT_LANES,
  laneKey,
  laneLimit,
  laneOf,
  lanePlaces,
  type Circuit,
  type CircuitPolicy,
  type Lane,
  type LaneLimits,
} from './lanes.ts';
import { PendingJobs } from './pending.ts';
import { settleInWindows } from './settleSoon.ts';
import type { ClaimScope, DeliveryJob, DeliveryQueue } from './queue.ts';
import { afterFailure, DEFAULT_RETRY, type Outcome, type RetryPolicy } from './retry.ts';

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

type Settled = Parameters<DeliveryQueue['settle']>[0][number];

/** While sends are in flight, the longest a job added elsewhere waits for this worker to look. */
const NUDGE_MS = 50;

/**
 * Sends queued deliveries: claims due jobs under a lease, sends them concurrently and records each
 * outcome as it comes. Runs inside the lead API (woken by each new lead) or alone as
 * `npm run deliver`. A job never waits for a slow neighbour: free places are refilled at once.
 */
export class DeliveryWorker {
  private timer: NodeJS.Timeout | null = null;
  private nudged: NodeJS.Timeout | null = null;
  private filling: Promise<void> = Promise.resolve();
  private claiming = false;
  private again = false;
  private stopped = true;
  private readonly inFlight = new Set<Promise<void>>();
  /** Sends in flight and circuit per lane (laneKey). */
  private readonly busy = new Map<string, number>();
  private readonly circuits = new Map<string, Circuit>();
  /** Claimed jobs waiting for a place in their lane (pending.ts). */
  private readonly pending = new PendingJobs();
  private readonly settleSoon: (result: Settled) => Promise<void>;

  private readonly queue: DeliveryQueue;
  private readonly send: (job: DeliveryJob) => Promise<Outcome>;
  private readonly options: WorkerOptions;

  constructor(queue: DeliveryQueue, send: (job: DeliveryJob) => Promise<Outcome>, options: WorkerOptions) {
    this.queue = queue;
    this.send = send;
    this.options = options;
    this.settleSoon = settleInWindows(queue);
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
    this.filling = this.fill();
  }

  /**
   * Jobs were added by another process (the database's notification): an idle worker looks now. A
   * busy one looks after each chunk of finished sends anyway, so one look within NUDGE_MS is enough:
   * a claim per notification would walk the waiting jobs of its full lanes hundreds of times a second.
   */
  nudge(): void {
    if (this.inFlight.size === 0) {
      this.wake();
      return;
    }
    this.nudged ??= setTimeout(() => {
      this.nudged = null;
      this.wake();
    }, NUDGE_MS);
  }

  /** Claims as many due jobs as there are free places, and starts sending each. */
  private async fill(): Promise<void> {
    this.claiming = true;
    try {
      this.woken();
      // Jobs that waited half their lease for a place go back for any worker to take.
      const stale = this.pending.expiring(this.options.now(), this.options.leaseMs / 2);
      if (stale.length > 0) await this.queue.release(stale.map((job) => job.id));
      // Sign-in codes first, from their own budget: a lead backlog never stands in front of them.
      for (const signIn of [true, false]) {
        for (;;) {
          const room = this.room(signIn);
          if (room <= 0 || this.stopped) break;
          const jobs = await this.queue.claim(this.options.now(), room, this.options.leaseMs, this.scope(signIn));
          // A lane filled within this claim: its extra jobs wait here for its next free place.
          for (const job of jobs) {
            if (this.placesLeft(laneOf(job)) > 0) this.track(job);
            else this.pending.add(laneKey(laneOf(job)), job);
          }
          // Fewer due jobs than places: done, unless a new lead arrived while claiming.
          if (jobs.length < room && !this.woken()) break;
        }
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

  private signInBusy(): number {
    return this.busy.get('sign-in') ?? 0;
  }

  /** Free places of the sign-in budget or of the leads' budget. */
  private room(signIn: boolean): number {
    return signIn
      ? this.placesLeft({ kind: 'sign-in' })
      : this.options.batch - (this.inFlight.size - this.signInBusy());
  }

  /** Places a lane may still fill now (its limit, less what is in flight; none while its circuit is open). */
  private placesLeft(lane: Lane): number {
    const key = laneKey(lane);
    const circuit = this.circuits.get(key) ?? CLOSED;
    const places = lanePlaces(circuit, laneLimit(lane, this.options.lanes), this.options.now());
    return places - (this.busy.get(key) ?? 0);
  }

  /**
   * What a claim leaves out: the other budget's jobs, every lane with no place free, and every lane
   * with jobs already waiting here (taking more of it would only lengthen its wait, while another
   * dealer's leads could go now).
   */
  private scope(signIn: boolean): ClaimScope {
    const skipEmailSites: number[] = [];
    const skipWebhooks: string[] = [];
    for (const key of new Set([...this.busy.keys(), ...this.circuits.keys(), ...this.pending.lanes()])) {
      const [kind, ...rest] = key.split(' ');
      const target = rest.join(' ');
      const lane: Lane | null =
        kind === 'email'
          ? { kind: 'email', websiteId: Number(target) }
          : kind === 'webhook'
            ? { kind: 'webhook', url: target }
            : null;
      if (!lane || (this.placesLeft(lane) > 0 && !this.pending.has(key))) continue;
      if (lane.kind === 'email') skipEmailSites.push(lane.websiteId);
      else skipWebhooks.push(lane.url);
    }
    return { signIn, skipEmailSites, skipWebhooks };
  }

  /** Whether wake() was called since the last look; clears the mark. */
  private woken(): boolean {
    const again = this.again;
    this.again = false;
    return again;
  }

  private track(job: DeliveryJob): void {
    const lane = laneOf(job);
    const key = laneKey(lane);
    this.busy.set(key, (this.busy.get(key) ?? 0) + 1);
    let sent = false;
    // The receiver is done with the job once its send ends: the lane's place is free before the
    // outcome is recorded (the settle window would otherwise hold it 10 ms more per message).
    const laneFree = () => {
      if (sent) return;
      sent = true;
      this.laneDone(lane, key);
    };
    const done = this.attempt(job)
      .then((result) => {
        laneFree();
        return this.settleSoon(result);
      })
      .catch((error: unknown) => {
        this.options.log(`delivery worker: ${(error as Error).message}`);
      })
      .finally(() => {
        laneFree();
        this.inFlight.delete(done);
        if (this.inFlight.size === 0) this.wake();
      });
    this.inFlight.add(done);
  }

  /** A send of `lane` ended: the lane's next waiting job starts at once; claims follow in chunks. */
  private laneDone(lane: Lane, key: string): void {
    const left = (this.busy.get(key) ?? 1) - 1;
    if (left > 0) this.busy.set(key, left);
    else this.busy.delete(key);
    // Only in the first half of its lease: the send must end before another worker may take it.
    const next = this.stopped ? undefined : this.pending.next(key, this.options.now(), this.options.leaseMs / 2);
    if (next) {
      this.track(next);
      return;
    }
    // Refill in chunks, not one claim per finished send: each claim is a write the lead API's
    // own writes wait behind. Half a lane free or a quarter of all places is enough.
    const free = this.options.batch - this.inFlight.size;
    const chunk = Math.max(1, Math.floor(this.options.batch / 4));
    if (left === Math.floor(laneLimit(lane, this.options.lanes) / 2) || free === chunk) this.wake();
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
    const key = laneKey(laneOf(job));
    const circuit = afterSend(this.circuits.get(key) ?? CLOSED, outcome, at, options.circuit);
    if (circuit === CLOSED) this.circuits.delete(key);
    else this.circuits.set(key, circuit);
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
    if (this.nudged) clearTimeout(this.nudged);
    this.timer = null;
    this.nudged = null;
    // The claim in progress, then the sends it started: the store may close after this.
    await this.filling;
    await Promise.all([...this.inFlight]);
    const held = this.pending.expiring(this.options.now());
    if (held.length > 0)
      await this.queue.release(held.map((job) => job.id)).catch((error: unknown) => {
        this.options.log(`delivery worker: ${(error as Error).message}`);
      });
  }
}
