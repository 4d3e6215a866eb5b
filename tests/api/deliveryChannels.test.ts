import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { deliveryRuntime } from '../../server/delivery/runtime.ts';
import { secretVariable } from '../../server/delivery/secrets.ts';
import { serverEnvFrom } from '../../server/env/schema.ts';
import { SIGNATURE_HEADER, verifyWebhook } from '../../server/delivery/webhook.ts';
import { LeadStore } from '../../server/store.ts';
import { DealerConfigSchema } from '../../src/config/dealerSchema.ts';
import { formatDealerIssue, toDealerIssues } from '../../src/config/formatIssues.ts';
import { dealerInput } from '../fixtures/dealerInput.ts';
import { HttpReceiver } from '../support/httpReceiver.ts';
import { SmtpReceiver } from '../support/smtpReceiver.ts';
import { deliveryHarness, harbourLead } from './deliveryHarness.ts';

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});
const SECRET = 'whsec-harbour-0123456789';

describe('signed webhooks', () => {
  it('retries a 500 and a too-slow answer, then stops at the 200: one accepted delivery, signature valid', async () => {
    const hook = await new HttpReceiver().start();
    stops.push(() => hook.stop());
    hook.answer = (_req, n) =>
      n === 1 ? { status: 500 } : n === 2 ? { status: 200, delayMs: 1_500 } : { status: 200 };
    const h = deliveryHarness({ webhookSecrets: new Map([['harbour-auto-group', SECRET]]), timeoutMs: 500 });
    h.site('harbour-auto-group').delivery.webhooks = [{ url: hook.url, kinds: ['finance'] }];
    const res = await h.call('POST', '/api/leads', harbourLead('finance'));
    const id = String(res.json.lead_id);
    for (let round = 0; round < 3; round++) {
      await h.drain();
      h.advance(30 * 60_000);
    }
    expect(hook.requests.map((r) => r.status)).toEqual([500, 200, 200]);
    const ids = new Set(hook.requests.map((r) => r.headers['x-delivery-id']));
    expect(ids.size).toBe(1);
    const last = hook.requests[2]!;
    const sentAt = Number(/t=(\d+)/.exec(String(last.headers[SIGNATURE_HEADER.toLowerCase()]))![1]);
    expect(verifyWebhook(SECRET, String(last.headers[SIGNATURE_HEADER.toLowerCase()]), last.body, sentAt)).toEqual({
      ok: true,
    });
    expect(JSON.parse(last.body)).toMatchObject({
      event: 'lead.created',
      lead: { id, kind: 'finance', fields: { email: 'jo@example.com' } },
    });
    expect((await h.queue.ofLead(id)).find((j) => j.channel === 'webhook')).toMatchObject({
      status: 'sent',
      attempts: 3,
    });
    h.senders.close();
  });

  it('goes dead at once on a 4xx other than 408 and 429', async () => {
    const hook = await new HttpReceiver().start();
    stops.push(() => hook.stop());
    hook.answer = () => ({ status: 410 });
    const h = deliveryHarness({ webhookSecrets: new Map([['harbour-auto-group', SECRET]]) });
    h.site('harbour-auto-group').delivery.webhooks = [{ url: hook.url, kinds: [] }];
    const id = String((await h.call('POST', '/api/leads', harbourLead('finance'))).json.lead_id);
    await h.drain();
    expect((await h.queue.ofLead(id)).find((j) => j.channel === 'webhook')).toMatchObject({
      status: 'dead',
      last_error: 'HTTP 410: {}',
    });
    h.senders.close();
  });

  it('will not start for a dealer with webhooks and no secret, and names the dealer', () => {
    const h = deliveryHarness();
    h.site('harbour-auto-group').delivery.webhooks = [{ url: 'https://crm.example/hook', kinds: [] }];
    const start = (env: Record<string, string>) =>
      deliveryRuntime(
        new LeadStore(':memory:'),
        h.fleet,
        serverEnvFrom({ LEAD_API_WEBHOOK_SECRETS_FILE: `${h.work}/none.json`, ...env }),
        () => undefined,
      );
    expect(() => start({})).toThrow(
      `dealer "harbour-auto-group" has webhooks but no webhook secret: set WEBHOOK_SECRET_HARBOUR_AUTO_GROUP (16+ characters)`,
    );
    expect(() => start({ [secretVariable('harbour-auto-group')]: 'short' })).toThrow('harbour-auto-group');
    expect(() => start({ DELIVERY_MAX_AGE_HOURS: 'soon', SMS_URL: 'https://sms.example' })).toThrow(
      'lead API: the environment is not right (2 problems):\n- DELIVERY_MAX_AGE_HOURS: expected a whole number from 1 to 8760, found "soon"\n- SMS_URL, SMS_ACCOUNT, SMS_TOKEN, SMS_FROM go together: SMS_URL is set but SMS_ACCOUNT, SMS_TOKEN, SMS_FROM are not; set all 4 or none.',
    );
    void start({ [secretVariable('harbour-auto-group')]: SECRET }).stop();
  });
});

describe('lead delivery config', () => {
  const problems = (leadDelivery: unknown) => {
    const result = v.safeParse(DealerConfigSchema, { ...dealerInput(), leadDelivery });
    return result.success ? [] : toDealerIssues('test-motors', 'dealer.json', result.issues).map(formatDealerIssue);
  };

  it('names the dealer and the field of a bad recipient, kind or webhook on one line each', () => {
    expect(problems({ recipients: [{ email: 'sales at dealer' }] })).toEqual([
      'dealer "test-motors": dealer.json leadDelivery.recipients.0.email: expected an email address, found "sales at dealer"',
    ]);
    expect(problems({ recipients: [{ email: 'a@b.com.au', kinds: ['sales', 'brochure'] }] })[0]).toMatch(
      /^dealer "test-motors": dealer.json leadDelivery.recipients.0.kinds.1: expected one of "sales" \| .*, found "brochure"$/,
    );
    expect(problems({ webhooks: [{ url: 'http://crm.example/hook' }] })).toEqual([
      'dealer "test-motors": dealer.json leadDelivery.webhooks.0.url: expected an https:// URL (http only on 127.0.0.1), found "http://crm.example/hook"',
    ]);
    expect(problems({ webhooks: [{ url: 'https://crm.example/hook', secret: 'x' }] })[0]).toContain(
      'leadDelivery.webhooks.0.secret',
    );
    expect(problems({ recipients: [{ email: 'a@b.com.au', kinds: ['finance'], locations: [21], crm: true }] })).toEqual(
      [],
    );
  });
});

describe('SMS sign-in codes through a provider', () => {
  it('posts the form-encoded Messages shape with basic auth, the number in +61 form', async () => {
    const provider = await new HttpReceiver().start('/2010-04-01/Accounts/AC1/Messages.json');
    stops.push(() => provider.stop());
    provider.answer = (_req, n) => (n === 1 ? { status: 503 } : { status: 201 });
    const store = new LeadStore(':memory:');
    const h = deliveryHarness();
    const runtime = deliveryRuntime(
      store,
      h.fleet,
      serverEnvFrom({
        SMS_URL: provider.url,
        SMS_ACCOUNT: 'AC1',
        SMS_TOKEN: 'tok-123',
        SMS_FROM: 'Dealer',
        DELIVERY_RETRY_BASE_MS: '20',
      }),
      () => undefined,
    );
    stops.push(() => runtime.stop());
    await store.write(() =>
      runtime.queue.enqueue(
        '',
        102,
        [{ id: 'sms.1', channel: 'sms', target: '0412345678', crm: false, event: 'created' }],
        Date.now(),
        { payload: 'Your sign-in code is 123456.', maxAgeMs: 600_000 },
      ),
    );
    runtime.worker.start();
    await expect.poll(() => provider.requests.length, { timeout: 5_000 }).toBe(2);
    const sent = provider.requests[1]!;
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from('AC1:tok-123').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(sent.body))).toEqual({
      To: '+61412345678',
      From: 'Dealer',
      Body: 'Your sign-in code is 123456.',
    });
    await expect.poll(async () => (await runtime.queue.unfinished()).length).toBe(0);
    expect(await store.driver.all("SELECT payload FROM deliveries WHERE id = 'sms.1'")).toEqual([{ payload: null }]);
  });
});

describe('1,000 leads in a burst', () => {
  it('reach the SMTP server exactly once each', async () => {
    const smtp = await new SmtpReceiver().start();
    stops.push(() => smtp.stop());
    const h = deliveryHarness({ smtpUrl: smtp.url });
    const ids = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        h
          .call('POST', '/api/leads', harbourLead('finance', { email: `burst${i}@example.com` }))
          .then((r) => String(r.json.lead_id)),
      ),
    );
    expect(new Set(ids).size).toBe(1000);
    await h.drain();
    expect(smtp.received).toHaveLength(2000);
    expect(smtp.messageIds().size).toBe(2000);
    expect(await h.queue.counts(102, 0)).toMatchObject({ sent: 2000, queued: 0, retrying: 0, dead: 0 });
    h.senders.close();
    // PostgreSQL answers each query over a socket: twice SQLite's time on a busy shared machine.
  }, 120_000);
});
