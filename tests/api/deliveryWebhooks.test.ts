import { execFileSync } from 'node:child_process';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { loadWebhookSecrets } from '../../server/delivery/secrets.ts';
import { standardSecret } from '../../server/delivery/webhook.ts';
import { HttpReceiver } from '../support/httpReceiver.ts';
import { deliveryHarness, harbourLead } from './deliveryHarness.ts';

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});
const STANDARD = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const PLAIN = 'harbour-plain-secret-0123456789';

/** A harness whose clock is the real one (the standard's library checks timestamps against it). */
async function setUp(secret: string) {
  const hook = await new HttpReceiver().start();
  stops.push(() => hook.stop());
  const h = deliveryHarness({ webhookSecrets: new Map([['harbour-auto-group', secret]]) });
  h.advance(Date.now() - h.now());
  h.site('harbour-auto-group').delivery.webhooks = [{ url: hook.url, kinds: [] }];
  return { hook, h };
}
const headersOf = (request: { headers: Record<string, unknown> }) =>
  Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));

describe('Standard Webhooks', () => {
  it('signs so that the standard library verifies a delivery, with a stable webhook-id', async () => {
    const { hook, h } = await setUp(STANDARD);
    hook.answer = (_req, n) => ({ status: n === 1 ? 500 : 200 });
    const res = await h.call('POST', '/api/leads', harbourLead('finance'));
    await h.drain();
    h.advance(60_000);
    await h.drain();
    expect(hook.requests.map((r) => r.status)).toEqual([500, 200]);
    const [first, second] = hook.requests.map(headersOf);
    expect(first!['webhook-id']).toBe(second!['webhook-id']);
    expect(second!['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    // A dealer on a whsec_ secret never relied on the older header.
    expect(second).not.toHaveProperty('x-dealer-signature');
    const verified = new Webhook(STANDARD).verify(hook.requests[1]!.body, second!);
    expect(verified).toMatchObject({ event: 'lead.created', lead: { id: String(res.json.lead_id) } });
    expect(() => new Webhook(STANDARD).verify(`${hook.requests[1]!.body} `, second!)).toThrow(
      'No matching signature found',
    );
    h.senders.close();
  });

  it('keeps the older X-Dealer-Signature beside the standard headers for a plain secret', async () => {
    const { hook, h } = await setUp(PLAIN);
    await h.call('POST', '/api/leads', harbourLead('finance'));
    await h.drain();
    const headers = headersOf(hook.requests[0]!);
    expect(new Webhook(standardSecret(PLAIN)).verify(hook.requests[0]!.body, headers)).toMatchObject({
      event: 'lead.created',
    });
    expect(headers['x-dealer-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    h.senders.close();
  });

  it('honours Retry-After on 429 (seconds) and 503 (an HTTP date) before trying again', async () => {
    const { hook, h } = await setUp(STANDARD);
    hook.answer = (_req, n) =>
      n === 1
        ? { status: 429, headers: { 'retry-after': '120' } }
        : n === 2
          ? { status: 503, headers: { 'retry-after': new Date(Date.now() + 3_600_000).toUTCString() } }
          : { status: 200 };
    const res = await h.call('POST', '/api/leads', harbourLead('finance'));
    const id = String(res.json.lead_id);
    const job = async () => (await h.queue.ofLead(id)).find((j) => j.channel === 'webhook')!;
    await h.drain();
    expect((await job()).next_at - h.now()).toBe(120_000);
    h.advance(119_000);
    await h.drain();
    expect(hook.requests).toHaveLength(1);
    h.advance(1_000);
    await h.drain();
    expect(hook.requests.map((r) => r.status)).toEqual([429, 503]);
    // An HTTP date an hour ahead (to the second), well past the backoff of a third attempt.
    expect((await job()).next_at - h.now()).toBeGreaterThan(3_598_000);
    expect((await job()).next_at - h.now()).toBeLessThanOrEqual(3_600_000);
    h.advance(3_600_000);
    await h.drain();
    expect(await job()).toMatchObject({ status: 'sent', attempts: 3 });
    h.senders.close();
  });

  it('makes whsec_ secrets with npm run webhook-secret and refuses a malformed one by dealer', () => {
    const made = execFileSync(process.execPath, ['scripts/webhook-secret.ts'], { encoding: 'utf8' }).trim();
    expect(made).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const h = deliveryHarness();
    const site = h.site('harbour-auto-group');
    site.delivery.webhooks = [{ url: 'https://crm.example/hook', kinds: [] }];
    const load = (secret: string) => loadWebhookSecrets([site], { WEBHOOK_SECRET_HARBOUR_AUTO_GROUP: secret }, 'none');
    expect(load(made).secrets.get('harbour-auto-group')).toBe(made);
    expect(load('whsec_not base64!').problems).toEqual([
      'dealer "harbour-auto-group" has a webhook secret that is not a valid whsec_ secret (24 to 64 bytes in base64): make one with npm run webhook-secret.',
    ]);
  });
});
