import { describe, expect, it } from 'vitest';
import { PendingJobs } from '../../../server/delivery/pending.ts';
import { deliveryJob } from './fixtures.ts';

/** A job leased until `leaseUntil` (ms). */
const job = (id: string, leaseUntil: number) => deliveryJob({ id, lease_until: leaseUntil });

describe('claimed jobs waiting in the worker for a place in their lane', () => {
  it('gives a lane its jobs oldest first, and only that lane’s', () => {
    const pending = new PendingJobs();
    pending.add('email 102', job('a', 60_000));
    pending.add('email 103', job('x', 60_000));
    pending.add('email 102', job('b', 60_000));
    expect(pending.size).toBe(3);
    expect(pending.next('email 102', 0, 30_000)?.id).toBe('a');
    expect(pending.next('email 102', 0, 30_000)?.id).toBe('b');
    expect(pending.next('email 102', 0, 30_000)).toBeUndefined();
    expect(pending.size).toBe(1);
    // Only the lane with jobs left counts as waiting: the next claim leaves it out.
    expect([...pending.lanes()]).toEqual(['email 103']);
    expect(pending.has('email 102')).toBe(false);
  });

  it('never starts a job in the last part of its lease: it is dropped, another worker takes it later', () => {
    const pending = new PendingJobs();
    pending.add('email 102', job('late', 40_000));
    pending.add('email 102', job('fresh', 80_000));
    // At 15 s, "late" has 25 s of lease left, less than the 30 s a send may take.
    expect(pending.next('email 102', 15_000, 30_000)?.id).toBe('fresh');
    expect(pending.size).toBe(0);
  });

  it('hands back the jobs whose lease runs low, keeping the others; with no bound, all of them', () => {
    const pending = new PendingJobs();
    pending.add('email 102', job('old', 40_000));
    pending.add('email 102', job('new', 90_000));
    pending.add('webhook https://crm.example/hook', job('hook', 45_000));
    expect(
      pending
        .expiring(20_000, 30_000)
        .map((j) => j.id)
        .sort(),
    ).toEqual(['hook', 'old']);
    expect(pending.size).toBe(1);
    expect(pending.expiring(20_000).map((j) => j.id)).toEqual(['new']);
    expect(pending.size).toBe(0);
  });
});
