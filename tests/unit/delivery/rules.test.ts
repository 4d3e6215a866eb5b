import { describe, expect, it } from 'vitest';
import type { DeliveryJob } from '../../../server/delivery/queue.ts';
import {
  afterFailure,
  backoffMs,
  DEFAULT_RETRY,
  httpOutcome,
  networkOutcome,
  smtpOutcome,
} from '../../../server/delivery/retry.ts';
import { leadDeliveryState } from '../../../server/delivery/status.ts';
import { signWebhook, verifyWebhook, webhookBody, WEBHOOK_VERSION } from '../../../server/delivery/webhook.ts';
import { carLeadMessage } from './fixtures.ts';

describe('retry schedule', () => {
  it('doubles from the base with jitter between half and all of the step, capped', () => {
    const policy = { baseMs: 1000, capMs: 60_000, maxAgeMs: 86_400_000 };
    expect([1, 2, 3, 4].map((n) => backoffMs(n, policy, 1))).toEqual([1000, 2000, 4000, 8000]);
    expect([1, 2, 3, 4].map((n) => backoffMs(n, policy, 0))).toEqual([500, 1000, 2000, 4000]);
    expect(backoffMs(30, policy, 1)).toBe(60_000);
    expect(backoffMs(30, policy, 0)).toBe(30_000);
  });

  it('gives up at once on a permanent failure, and after the maximum age on a temporary one', () => {
    const temporary = { ok: false as const, permanent: false, reason: 'SMTP 451' };
    expect(afterFailure({ ...temporary, permanent: true }, 1, 0, 1000, DEFAULT_RETRY, 0.5)).toEqual({ state: 'dead' });
    expect(afterFailure(temporary, 1, 0, 1000, DEFAULT_RETRY, 1)).toEqual({ state: 'retrying', nextAt: 6000 });
    const day = DEFAULT_RETRY.maxAgeMs;
    expect(afterFailure(temporary, 20, 0, day - 60_000, DEFAULT_RETRY, 1)).toEqual({ state: 'dead' });
    expect(afterFailure(temporary, 20, 0, day - 31 * 60_000, DEFAULT_RETRY, 1).state).toBe('retrying');
  });

  it.each([
    [421, false],
    [450, false],
    [451, false],
    [452, false],
    [550, true],
    [553, true],
    [554, true],
  ])('SMTP %i is %s permanent', (code, permanent) => {
    expect(smtpOutcome({ responseCode: code, message: 'x' })).toMatchObject({ ok: false, permanent });
  });

  it.each([
    [200, 'sent'],
    [202, 'sent'],
    [204, 'sent'],
    [500, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
    [429, 'retry'],
    [408, 'retry'],
    [400, 'dead'],
    [401, 'dead'],
    [404, 'dead'],
    [410, 'dead'],
    [301, 'dead'],
  ])('HTTP %i: %s', (status, expected) => {
    const outcome = httpOutcome(status, 'detail');
    expect(outcome.ok ? 'sent' : outcome.permanent ? 'dead' : 'retry').toBe(expected);
  });

  it('treats refused, reset and timed-out connections as temporary', () => {
    for (const error of [
      Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED', message: 'refused' } }),
      Object.assign(new Error('reset'), { code: 'ECONNRESET' }),
      Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' }),
      { code: 'ECONNECTION', message: 'Connection closed' },
    ]) {
      expect(networkOutcome(error)).toMatchObject({ ok: false, permanent: false });
    }
    expect(smtpOutcome({ code: 'ECONNECTION', message: 'refused' })).toMatchObject({ permanent: false });
  });
});

describe('webhook signature', () => {
  const secret = 'whsec-0123456789abcdef';
  const body = webhookBody(carLeadMessage(), 'delivery-1');
  const now = 1_770_000_000;

  it('is accepted by a receiver that recomputes it', () => {
    expect(verifyWebhook(secret, signWebhook(secret, now, body), body, now + 10)).toEqual({ ok: true });
    expect(JSON.parse(body)).toMatchObject({
      version: WEBHOOK_VERSION,
      delivery_id: 'delivery-1',
      event: 'lead.created',
      lead: { kind: 'offer' },
    });
  });

  it('is refused for a changed body, an old or future timestamp, another secret or a bad header', () => {
    const header = signWebhook(secret, now, body);
    expect(verifyWebhook(secret, header, body.replace('30500', '1'), now)).toEqual({
      ok: false,
      reason: 'signature mismatch',
    });
    expect(verifyWebhook(secret, header, body, now + 301)).toEqual({ ok: false, reason: 'timestamp too old' });
    expect(verifyWebhook(secret, header, body, now - 301)).toEqual({ ok: false, reason: 'timestamp too old' });
    expect(verifyWebhook('another-secret-0123456', header, body, now)).toEqual({
      ok: false,
      reason: 'signature mismatch',
    });
    const shifted = header.replace(`t=${now}`, `t=${now + 1}`);
    expect(verifyWebhook(secret, shifted, body, now)).toEqual({ ok: false, reason: 'signature mismatch' });
    for (const bad of [undefined, '', 'v1=abc', `t=${now}`, `t=x,v1=${'0'.repeat(64)}`]) {
      expect(verifyWebhook(secret, bad, body, now)).toEqual({ ok: false, reason: 'no signature' });
    }
  });
});

describe('delivery state of a lead', () => {
  const job = (status: DeliveryJob['status'], extra: Partial<DeliveryJob> = {}): DeliveryJob => ({
    id: `j-${status}`,
    lead_id: 'l',
    website_id: 1,
    event: 'created',
    channel: 'email',
    target: 'a@b.c',
    crm: false,
    payload: null,
    status,
    attempts: 1,
    queued_at: 0,
    next_at: 0,
    lease_until: null,
    last_error: null,
    sent_at: null,
    max_age_ms: null,
    ...extra,
  });

  it('is the worst of its deliveries', () => {
    expect(leadDeliveryState([]).status).toBe('none');
    expect(leadDeliveryState([job('sent'), job('sent')])).toEqual({ status: 'sent', sent: 2, total: 2 });
    expect(leadDeliveryState([job('sent'), job('queued')]).status).toBe('queued');
    expect(leadDeliveryState([job('sent'), job('sending')]).status).toBe('queued');
    expect(
      leadDeliveryState([job('sent'), job('retrying', { next_at: 60_000, last_error: 'SMTP 451: later' })]),
    ).toEqual({
      status: 'retrying',
      next_attempt_at: '1970-01-01T00:01:00.000Z',
      reason: 'SMTP 451: later',
      sent: 1,
      total: 2,
    });
    expect(leadDeliveryState([job('retrying'), job('dead', { last_error: 'SMTP 550: no such user' })])).toMatchObject({
      status: 'dead',
      reason: 'SMTP 550: no such user',
    });
  });
});
