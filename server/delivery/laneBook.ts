import {
  afterSend,
  CLOSED,
  laneKey,
  laneLimit,
  lanePlaces,
  parseLaneKey,
  type Circuit,
  type CircuitPolicy,
  type Lane,
  type LaneKey,
  type LaneLimits,
} from './lanes.ts';
import { PendingJobs } from './pending.ts';
import type { ClaimScope } from './queue.ts';
import type { Outcome } from './retry.ts';

/**
 * One worker's lane bookkeeping, in memory and without IO: the sends in flight and the circuit of
 * each lane, and the claimed jobs waiting for a place. It answers how many places a lane has now
 * and what a claim must leave out; the claimer and the executor keep it up to date.
 */
export class LaneBook {
  /** Claimed jobs waiting for a place in their lane (pending.ts). */
  readonly pending = new PendingJobs();
  private readonly busy = new Map<LaneKey, number>();
  private readonly circuits = new Map<LaneKey, Circuit>();
  private readonly limits: LaneLimits;
  private readonly circuitPolicy: CircuitPolicy;

  constructor(limits: LaneLimits, circuitPolicy: CircuitPolicy) {
    this.limits = limits;
    this.circuitPolicy = circuitPolicy;
  }

  /** Sign-in codes in flight. */
  signInBusy(): number {
    return this.busy.get(laneKey({ kind: 'sign-in' })) ?? 0;
  }

  /** Places a lane may still fill now (its limit, less what is in flight; none while its circuit is open). */
  placesLeft(lane: Lane, now: number): number {
    const key = laneKey(lane);
    const circuit = this.circuits.get(key) ?? CLOSED;
    const places = lanePlaces(circuit, laneLimit(lane, this.limits), now);
    return places - (this.busy.get(key) ?? 0);
  }

  /** A send of `lane` starts. */
  begin(lane: Lane): void {
    const key = laneKey(lane);
    this.busy.set(key, (this.busy.get(key) ?? 0) + 1);
  }

  /** A send of `lane` ended: how many of the lane's sends are still in flight. */
  end(lane: Lane): number {
    const key = laneKey(lane);
    const left = (this.busy.get(key) ?? 1) - 1;
    if (left > 0) this.busy.set(key, left);
    else this.busy.delete(key);
    return left;
  }

  /** The lane's circuit after a send's outcome (lanes.ts `afterSend`). */
  record(lane: Lane, outcome: Outcome, at: number): void {
    const key = laneKey(lane);
    const circuit = afterSend(this.circuits.get(key) ?? CLOSED, outcome, at, this.circuitPolicy);
    if (circuit === CLOSED) this.circuits.delete(key);
    else this.circuits.set(key, circuit);
  }

  /**
   * What a claim leaves out: the other budget's jobs, every lane with no place free, and every lane
   * with jobs already waiting here (taking more of it would only lengthen its wait, while another
   * dealer's leads could go now). `problems`: keys no lane has, for the caller to report.
   */
  scope(signIn: boolean, now: number): { scope: ClaimScope; problems: string[] } {
    const skipEmailSites: number[] = [];
    const skipWebhooks: string[] = [];
    const problems: string[] = [];
    for (const key of new Set<string>([...this.busy.keys(), ...this.circuits.keys(), ...this.pending.lanes()])) {
      const parsed = parseLaneKey(key);
      if (!parsed.ok) {
        problems.push(parsed.error);
        continue;
      }
      const { lane } = parsed;
      if (this.placesLeft(lane, now) > 0 && !this.pending.has(key)) continue;
      switch (lane.kind) {
        case 'email':
          skipEmailSites.push(lane.websiteId);
          break;
        case 'webhook':
          skipWebhooks.push(lane.url);
          break;
        // Sign-in codes have a budget of their own; a refused job's lane has no claim filter.
        case 'sign-in':
        case 'refused':
          break;
        default: {
          const _exhaustive: never = lane;
          return _exhaustive;
        }
      }
    }
    return { scope: { signIn, skipEmailSites, skipWebhooks }, problems };
  }
}

/**
 * Whether a finished send calls for a claim now. Refills come in chunks, not one claim per finished
 * send (each claim is a write the lead API's own writes wait behind): half a lane free, or a quarter
 * of all places.
 */
export function refillNow(sent: { left: number; limit: number; free: number; batch: number }): boolean {
  const chunk = Math.max(1, Math.floor(sent.batch / 4));
  return sent.left === Math.floor(sent.limit / 2) || sent.free === chunk;
}
