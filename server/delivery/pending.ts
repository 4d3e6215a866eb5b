import type { DeliveryJob } from './queue.ts';

/**
 * Claimed jobs waiting in the worker for a place in their lane. A claim takes the due jobs in order,
 * so it can take more of one receiver's jobs than the lane has places; they wait here, leased, and
 * the next starts the moment a send of that lane ends (no claim, no round trip). A job is started
 * only while its lease has `marginMs` left, so no other worker can have taken it; the rest are
 * given back (`expiring`) long before that.
 */
export class PendingJobs {
  private readonly byLane = new Map<string, DeliveryJob[]>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** The lanes that have jobs waiting. */
  lanes(): IterableIterator<string> {
    return this.byLane.keys();
  }

  has(lane: string): boolean {
    return this.byLane.has(lane);
  }

  add(lane: string, job: DeliveryJob): void {
    const waiting = this.byLane.get(lane);
    if (waiting) waiting.push(job);
    else this.byLane.set(lane, [job]);
    this.count += 1;
  }

  /** The lane's oldest job whose lease still has `marginMs` left; jobs past that are dropped. */
  next(lane: string, now: number, marginMs: number): DeliveryJob | undefined {
    const waiting = this.byLane.get(lane);
    let job: DeliveryJob | undefined;
    while (waiting && waiting.length > 0 && !job) {
      const first = waiting.shift()!;
      this.count -= 1;
      if ((first.lease_until ?? 0) - now >= marginMs) job = first;
    }
    if (waiting?.length === 0) this.byLane.delete(lane);
    return job;
  }

  /** Removes and returns the jobs whose lease has less than `keepMs` left (to give back), or all. */
  expiring(now: number, keepMs = Infinity): DeliveryJob[] {
    const out: DeliveryJob[] = [];
    for (const [lane, waiting] of this.byLane) {
      const keep = waiting.filter((job) => (job.lease_until ?? 0) - now >= keepMs);
      out.push(...waiting.filter((job) => !keep.includes(job)));
      if (keep.length > 0) this.byLane.set(lane, keep);
      else this.byLane.delete(lane);
    }
    this.count -= out.length;
    return out;
  }
}
