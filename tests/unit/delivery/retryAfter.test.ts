import { describe, expect, it } from 'vitest';
import { afterFailure, DEFAULT_RETRY, httpOutcome, retryAfterMs } from '../../../server/delivery/retry.ts';
import { standardSecret, standardSignature } from '../../../server/delivery/webhook.ts';

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, and ignores what it cannot read', () => {
    const now = Date.parse('2026-03-02T01:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Mon, 02 Mar 2026 01:30:00 GMT', now)).toBe(1_800_000);
    expect(retryAfterMs('Mon, 02 Mar 2026 00:30:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  it('sets the next attempt on 429 and 503 only, at least a second away, dead past the 24 hours', () => {
    expect(httpOutcome(429, '', 60_000)).toMatchObject({ permanent: false, retryAfterMs: 60_000 });
    expect(httpOutcome(503, '', 60_000)).toMatchObject({ retryAfterMs: 60_000 });
    expect(httpOutcome(500, '', 60_000)).not.toHaveProperty('retryAfterMs');
    const failed = (ms: number) => ({ ok: false as const, permanent: false, reason: 'HTTP 429', retryAfterMs: ms });
    expect(afterFailure(failed(600_000), 1, 0, 0, DEFAULT_RETRY, 0.5)).toEqual({ state: 'retrying', nextAt: 600_000 });
    expect(afterFailure(failed(0), 1, 0, 0, DEFAULT_RETRY, 0.5)).toEqual({ state: 'retrying', nextAt: 1_000 });
    expect(afterFailure(failed(25 * 3_600_000), 1, 0, 0, DEFAULT_RETRY, 0.5)).toEqual({ state: 'dead' });
  });
});

describe('Standard Webhooks signature', () => {
  it('signs "id.timestamp.body" with the whsec_ key bytes; a plain secret has a whsec_ form', () => {
    // The example of the standard's reference libraries' tests, recomputed with node:crypto.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    expect(standardSignature(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}')).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
    expect(standardSecret('plain-secret-0123456789')).toBe(
      `whsec_${Buffer.from('plain-secret-0123456789').toString('base64')}`,
    );
    expect(standardSecret(secret)).toBe(secret);
  });
});
