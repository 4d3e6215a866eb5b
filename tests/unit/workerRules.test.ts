import { describe, expect, it } from 'vitest';
import {
  DEALERS_PER_PROCESS,
  dealerEnvironment,
  keepWorker,
  WORKER_RSS_LIMIT_MB,
} from '../../scripts/lib/workerRules.ts';

describe('build workers: when one builds another dealer', () => {
  it('keeps a worker after a good build, below its dealer count and memory limit', () => {
    expect(keepWorker({ built: 1, failed: false, rssMb: 900 })).toBe(true);
    expect(keepWorker({ built: DEALERS_PER_PROCESS - 1, failed: false, rssMb: WORKER_RSS_LIMIT_MB - 1 })).toBe(true);
  });

  it('replaces it after a failed build, at its dealer count or at its memory limit', () => {
    expect(keepWorker({ built: 1, failed: true, rssMb: 900 })).toBe(false);
    expect(keepWorker({ built: DEALERS_PER_PROCESS, failed: false, rssMb: 900 })).toBe(false);
    expect(keepWorker({ built: 1, failed: false, rssMb: WORKER_RSS_LIMIT_MB })).toBe(false);
  });

  it('with one dealer per process, gives every dealer a fresh process', () => {
    expect(keepWorker({ built: 1, failed: false, rssMb: 100 }, 1)).toBe(false);
    expect(keepWorker({ built: 2, failed: false, rssMb: 100 }, 3)).toBe(true);
  });

  it("gives each build the worker's own environment plus the dealer's, none of an earlier dealer's", () => {
    const start = { PATH: '/bin', NODE_ENV: 'production' };
    const first = dealerEnvironment(start, { DEALER_SLUG: 'a', SEARCH_MAKE_PAGES: '0' });
    expect(first).toEqual({ PATH: '/bin', NODE_ENV: 'production', DEALER_SLUG: 'a', SEARCH_MAKE_PAGES: '0' });
    expect(dealerEnvironment(start, { DEALER_SLUG: 'b' })).toEqual({
      PATH: '/bin',
      NODE_ENV: 'production',
      DEALER_SLUG: 'b',
    });
    expect(start).toEqual({ PATH: '/bin', NODE_ENV: 'production' });
  });
});
