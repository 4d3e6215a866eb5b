import { describe, expect, it } from 'vitest';
import { settlement } from '../../../server/delivery/executor.ts';
import { DEFAULT_RETRY } from '../../../server/delivery/retry.ts';
import { deliveryJob } from './fixtures.ts';

const HOUR = 3_600_000;

/** A webhook job queued at 0, tried `attempts` times. */
const job = (attempts: number, max_age_ms: number | null = null) =>
  deliveryJob({ channel: 'webhook', target: 'https://crm.example/hook', crm: true, attempts, max_age_ms });

const options = { policy: DEFAULT_RETRY, random: () => 0.5 };
const failed = { ok: false, permanent: false, reason: 'HTTP 503' } as const;

describe("an attempt's outcome as the job's next state", () => {
  it('is sent on success', () => {
    expect(settlement(job(1), { ok: true }, 1_000, options)).toEqual({
      result: { id: 'd1', state: 'sent', at: 1_000 },
    });
  });

  it('retries a temporary failure midway in the jitter: 3.75 s after the first attempt, 7.5 s after the second', () => {
    expect(settlement(job(1), failed, 1_000, options)).toEqual({
      result: { id: 'd1', state: 'retrying', at: 1_000, nextAt: 4_750, error: 'HTTP 503' },
    });
    expect(settlement(job(2), failed, 1_000, options).result).toMatchObject({ nextAt: 8_500 });
  });

  it('is dead at once on a permanent refusal, and past 24 hours, with the line to log', () => {
    const refused = { ok: false, permanent: true, reason: 'HTTP 410' } as const;
    expect(settlement(job(1), refused, 1_000, options)).toEqual({
      result: { id: 'd1', state: 'dead', at: 1_000, error: 'HTTP 410' },
      dead: 'delivery d1 to https://crm.example/hook is dead: HTTP 410',
    });
    expect(settlement(job(1), failed, 24 * HOUR, options).result.state).toBe('dead');
  });

  it("keeps to a job's own age limit in place of the policy's", () => {
    expect(settlement(job(1, 10_000), failed, 5_000, options).result.state).toBe('retrying');
    expect(settlement(job(1, 10_000), failed, 7_000, options)).toEqual({
      result: { id: 'd1', state: 'dead', at: 7_000, error: 'HTTP 503' },
      dead: 'delivery d1 to https://crm.example/hook is dead: HTTP 503',
    });
  });
});
