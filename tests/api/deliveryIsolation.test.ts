import { createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openPort } from '../../scripts/lib/openPort.ts';
import { HttpReceiver } from '../support/httpReceiver.ts';
import { deliveryHarness, harbourLead } from './deliveryHarness.ts';

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  // In order: the receivers close their connections before the worker waits for its sends.
  for (const stop of stops.splice(0)) await stop();
});
const receiver = async (path: string) => {
  const r = await new HttpReceiver().start(path);
  stops.push(() => r.stop());
  return r;
};
/** Waits for `done` in real time, at most `limitMs`; returns the ms it took (or the limit). */
async function within(limitMs: number, done: () => boolean | Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await done()) && Date.now() - start < limitMs) await new Promise((r) => setTimeout(r, 20));
  return Date.now() - start;
}
const sunshineLead = {
  form: 'general-enquiry',
  website_id: 101,
  name: 'Sam',
  last_name: 'Other',
  email: 'sam@example.com',
  phone: '0412 345 679',
  postcode: '4558',
  message: 'Is the RAV4 in?',
  category: 'General Enquiry',
  location_id: 1011,
  terms: true,
};

describe('one slow receiver never delays another', () => {
  it('with one dealer webhook hanging and 300 leads, another dealer lead and a sign-in code go out within 2 s', async () => {
    const hanging = await receiver('/hang');
    hanging.answer = () => ({ status: 200, delayMs: 30_000 });
    const other = await receiver('/other');
    const sms = await receiver('/Messages');
    const h = deliveryHarness({
      webhookSecrets: new Map([
        ['harbour-auto-group', 'harbour-secret-0123456789'],
        ['sunshine-toyota', 'sunshine-secret-0123456789'],
      ]),
      timeoutMs: 10_000,
      smsUrl: sms.url,
    });
    h.site('harbour-auto-group').delivery.webhooks = [{ url: hanging.url, kinds: [] }];
    h.site('sunshine-toyota').delivery.webhooks = [{ url: other.url, kinds: [] }];
    h.worker.start();
    stops.push(() => h.worker.stop());
    for (let i = 0; i < 300; i += 1) {
      const res = await h.call('POST', '/api/leads', harbourLead('finance', { last_name: `Backlog${i}` }));
      expect(res.status).toBe(201);
    }
    expect(await within(5_000, () => hanging.requests.length >= 4)).toBeLessThan(5_000);

    const res = await h.call('POST', '/api/leads', sunshineLead);
    const sunshine = String(res.json.lead_id);
    // A sign-in code, queued as the API queues it (server/main.ts).
    await h.store.write(async () => {
      const job = { id: 'sms.isolation', channel: 'sms', target: '0412345679', crm: false, event: 'created' } as const;
      await h.queue.enqueue('', 101, [job], h.now(), { payload: 'Your sign-in code is 123456.', maxAgeMs: 600_000 });
    });
    const emailsSent = async () =>
      (await h.queue.ofLead(sunshine)).filter((j) => j.channel === 'email' && j.status === 'sent');
    const took = await within(2_000, () => other.requests.length === 1 && sms.requests.length === 1);
    expect({ webhook: other.requests.length, sms: sms.requests.length }).toEqual({ webhook: 1, sms: 1 });
    expect(took).toBeLessThan(2_000);
    expect(await within(2_000, async () => (await emailsSent()).length === 2)).toBeLessThan(2_000);
    expect(new URLSearchParams(sms.requests[0]!.body).get('Body')).toBe('Your sign-in code is 123456.');
    // The hanging receiver holds its own four places, no more.
    expect(hanging.requests).toHaveLength(4);
    h.senders.close();
  }, 30_000);

  it('with the SMTP relay hanging and 300 leads queued, a sign-in code and a webhook still go out within 2 s', async () => {
    // A relay on loopback that accepts connections and never says a word.
    const sockets = new Set<Socket>();
    const relay = createServer((socket) => {
      sockets.add(socket);
    });
    const port = await openPort();
    await new Promise<void>((done) => relay.listen(port, '127.0.0.1', done));
    stops.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => relay.close(done));
    });
    const other = await receiver('/other');
    const sms = await receiver('/Messages');
    const h = deliveryHarness({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      webhookSecrets: new Map([['sunshine-toyota', 'sunshine-secret-0123456789']]),
      timeoutMs: 10_000,
      smsUrl: sms.url,
    });
    h.site('sunshine-toyota').delivery.webhooks = [{ url: other.url, kinds: [] }];
    h.worker.start();
    stops.push(() => h.worker.stop());
    for (let i = 0; i < 300; i += 1) {
      const res = await h.call('POST', '/api/leads', harbourLead('finance', { last_name: `Backlog${i}` }));
      expect(res.status).toBe(201);
    }
    expect(await within(5_000, () => sockets.size > 0)).toBeLessThan(5_000);
    await h.call('POST', '/api/leads', sunshineLead);
    await h.store.write(async () => {
      const job = { id: 'sms.relay', channel: 'sms', target: '0412345679', crm: false, event: 'created' } as const;
      await h.queue.enqueue('', 101, [job], h.now(), { payload: 'Your sign-in code is 654321.', maxAgeMs: 600_000 });
    });
    const took = await within(2_000, () => other.requests.length === 1 && sms.requests.length === 1);
    expect({ webhook: other.requests.length, sms: sms.requests.length }).toEqual({ webhook: 1, sms: 1 });
    expect(took).toBeLessThan(2_000);
    h.senders.close();
  }, 30_000);

  it('with 150 leads for one hanging webhook claimed at once, another dealer lead still goes out within 2 s', async () => {
    // One claim takes 100 of the hanging webhook's jobs: 4 are sent (its lane), 96 wait in the
    // worker. Waiting jobs must not use up the worker's places, or nothing else is claimed.
    const hanging = await receiver('/hang');
    hanging.answer = () => ({ status: 200, delayMs: 30_000 });
    const other = await receiver('/other');
    const h = deliveryHarness({
      webhookSecrets: new Map([
        ['harbour-auto-group', 'harbour-secret-0123456789'],
        ['sunshine-toyota', 'sunshine-secret-0123456789'],
      ]),
      timeoutMs: 10_000,
    });
    const harbour = h.site('harbour-auto-group');
    harbour.delivery.webhooks = [{ url: hanging.url, kinds: [] }];
    // Webhook only: no inbox and no default recipients, so every job of the backlog is the hanging one's.
    harbour.delivery.recipients = [];
    harbour.leadRecipients = [];
    h.site('sunshine-toyota').delivery.webhooks = [{ url: other.url, kinds: [] }];
    for (let i = 0; i < 150; i += 1) {
      const res = await h.call('POST', '/api/leads', harbourLead('finance', { last_name: `Backlog${i}` }));
      expect(res.status).toBe(201);
    }
    h.worker.start();
    stops.push(() => h.worker.stop());
    expect(await within(5_000, () => hanging.requests.length >= 4)).toBeLessThan(5_000);
    await h.call('POST', '/api/leads', sunshineLead);
    const took = await within(2_000, () => other.requests.length === 1);
    expect(other.requests).toHaveLength(1);
    expect(took).toBeLessThan(2_000);
    expect(hanging.requests).toHaveLength(4);
    h.senders.close();
  }, 30_000);
});
