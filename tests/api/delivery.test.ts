import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { reportHtml } from '../../scripts/lib/fleetReport.ts';
import { messageIdFor } from '../../server/delivery/email.ts';
import { deliveryStats } from '../../server/delivery/stats.ts';
import { SmtpReceiver } from '../support/smtpReceiver.ts';
import { EXPORT_KEY } from './apiHarness.ts';
import { deliveryHarness, harbourLead } from './deliveryHarness.ts';

const receivers: SmtpReceiver[] = [];
const receiver = async () => {
  const r = await new SmtpReceiver().start();
  receivers.push(r);
  return r;
};
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.stop()));
});

const auth = { Authorization: `Bearer harbour-auto-group-${EXPORT_KEY}` };
type Exported = { id: string; delivery: { status: string; reason?: string; next_attempt_at?: string } };
const exported = async (h: ReturnType<typeof deliveryHarness>, id: string) => {
  const res = await h.call('GET', '/api/dealers/harbour-auto-group/leads', undefined, auth);
  return (res.json.leads as Exported[]).find((l) => l.id === id)!.delivery;
};
const post = async (h: ReturnType<typeof deliveryHarness>, body: Record<string, unknown>) => {
  const res = await h.call('POST', '/api/leads', body);
  expect(res.status).toBe(201);
  return String(res.json.lead_id);
};

describe('lead email through a real SMTP server', () => {
  it('reaches the inboxes of its kind, location and dealership once each, the ADF attached for people', async () => {
    const smtp = await receiver();
    const h = deliveryHarness({ smtpUrl: smtp.url });
    const finance = await post(
      h,
      harbourLead('finance', {
        vehiclePriceBudget: 30000,
        location_id: 1021,
        dealership_slug: 'harbour-mazda-broadmeadow',
      }),
    );
    const service = await post(h, harbourLead('service', { location_id: 1025 }));
    const kiaCar = await post(
      h,
      harbourLead('make-offer', {
        car_id: 'kia-car',
        car_dealership_id: 1203,
        offer_amount: 21000,
        'Vehicle Make': 'Kia',
        'Vehicle Model': 'Seltos',
        stock_number: 'K77',
      }),
    );
    await h.drain();
    const byLead = (id: string) =>
      smtp.received
        .filter((m) => m.parsed.headers.get('x-lead-id') === id)
        .map((m) => m.rcpt.join(','))
        .sort();
    expect(byLead(finance)).toEqual(['crm@harbourautogroup.com.au', 'finance@harbourautogroup.com.au']);
    expect(byLead(service)).toEqual(['crm@harbourautogroup.com.au', 'service@harbourautogroup.com.au']);
    expect(byLead(kiaCar)).toEqual(['crm@harbourautogroup.com.au', 'kia.sales@harbourautogroup.com.au']);
    const offer = smtp.to('kia.sales@harbourautogroup.com.au')[0]!.parsed;
    expect(offer.subject).toBe('Make an Offer from Jo Citizen');
    expect(offer.text).toMatch(/Offer:\s+\$21,000/);
    expect(offer.text).toMatch(/Car:\s+Kia Seltos \(stock K77\)/);
    expect(offer.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`lead-${kiaCar}.adf.xml`, 'application/xml'],
    ]);
    const crm = smtp
      .to('crm@harbourautogroup.com.au')
      .find((m) => m.parsed.headers.get('x-lead-id') === kiaCar)!.parsed;
    expect(crm.text).toContain('<?adf version="1.0"?>');
    expect(crm.attachments).toEqual([]);
    expect((await exported(h, kiaCar)).status).toBe('sent');
    expect(smtp.messageIds().size).toBe(smtp.received.length);
    h.senders.close();
  });

  it('keeps retrying while the relay is down and delivers once when it is back', async () => {
    const smtp = await receiver();
    const port = smtp.port;
    await smtp.stop();
    const h = deliveryHarness({ smtpUrl: smtp.url });
    const id = await post(h, harbourLead('finance'));
    for (let minute = 0; minute < 3; minute++) {
      await h.drain();
      expect((await exported(h, id)).status).toBe('retrying');
      h.advance(60_000);
    }
    expect((await exported(h, id)).reason).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
    await smtp.start(port);
    h.advance(30 * 60_000);
    await h.drain();
    expect(smtp.received.map((m) => m.rcpt[0]).sort()).toEqual([
      'crm@harbourautogroup.com.au',
      'finance@harbourautogroup.com.au',
    ]);
    expect((await exported(h, id)).status).toBe('sent');
    h.senders.close();
  });

  it('sends through a pool of at most 10 SMTP connections, not one connection per message', async () => {
    const smtp = await receiver();
    const h = deliveryHarness({ smtpUrl: smtp.url });
    for (let i = 0; i < 30; i += 1) await post(h, harbourLead('finance', { last_name: `Pool${i}` }));
    await h.drain();
    expect(smtp.received).toHaveLength(60);
    expect(smtp.connections).toBeGreaterThan(0);
    expect(smtp.connections).toBeLessThanOrEqual(10);
    h.senders.close();
  });

  it('retries a 451 and sends once on the 250 that follows', async () => {
    const smtp = await receiver();
    smtp.answer = (_rcpt, count) => (count <= 2 ? 451 : 'accept');
    const h = deliveryHarness({ smtpUrl: smtp.url });
    const id = await post(h, harbourLead('finance'));
    await h.drain();
    expect(await exported(h, id)).toMatchObject({
      status: 'retrying',
      reason: expect.stringMatching(/^SMTP 451/) as string,
    });
    h.advance(10 * 60_000);
    await h.drain();
    expect(smtp.received).toHaveLength(2);
    expect((await exported(h, id)).status).toBe('sent');
    h.senders.close();
  });

  it('gives up on a 550 at once, keeps the reason and counts it as dead', async () => {
    const smtp = await receiver();
    smtp.answer = (rcpt) => (rcpt.includes('finance@harbourautogroup.com.au') ? 550 : 'accept');
    const h = deliveryHarness({ smtpUrl: smtp.url });
    const id = await post(h, harbourLead('finance'));
    await h.drain();
    expect(await exported(h, id)).toMatchObject({
      status: 'dead',
      reason: expect.stringMatching(/^SMTP 550/) as string,
    });
    h.advance(48 * 3_600_000);
    expect(await h.drain()).toBe(0);
    expect(await h.queue.counts(102, 0)).toMatchObject({ sent: 1, dead: 1 });
    expect(h.logs.join('\n')).toContain('finance@harbourautogroup.com.au is dead: SMTP 550');
    const since = new Date(Date.parse('2026-03-01T00:00:00Z'));
    const sites = [{ slug: 'harbour-auto-group', websiteId: 102, timeZone: 'Australia/Sydney' }];
    expect(await deliveryStats(h.store, sites, since)).toEqual([
      {
        slug: 'harbour-auto-group',
        received: 1,
        delivered: 0,
        pending: 0,
        dead: 1,
        codes: 0,
        oldestUnsent: '2026-03-02T12:00:00+11:00',
      },
    ]);
    const html = reportHtml({ generatedAt: '', rows: [], deliveries: await deliveryStats(h.store, sites, since) });
    expect(html).toContain('<h2>Lead delivery, last 24 hours</h2>');
    expect(html).toContain(
      '<tr class="failed"><td>harbour-auto-group</td><td>1</td><td>0</td><td>0</td><td>1</td><td>0</td><td>2026-03-02 12:00:00+11:00</td></tr>',
    );
    // The mailbox is fixed; ops put the dead delivery back (npm run deliveries -- --retry <id>).
    smtp.answer = () => 'accept';
    const dead = (await h.queue.unfinished(102)).find((j) => j.status === 'dead')!;
    expect(await h.queue.retry(dead.id, h.now())).toBe(true);
    expect(await h.queue.retry(dead.id, h.now())).toBe(false);
    await h.drain();
    expect(await exported(h, id)).toMatchObject({ status: 'sent' });
    expect(smtp.to('finance@harbourautogroup.com.au')).toHaveLength(1);
    expect((await deliveryStats(h.store, sites, since))[0]).toMatchObject({ delivered: 1, dead: 0 });
    h.senders.close();
  });

  it('picks up jobs whose worker died mid-send once the lease runs out, keeping the Message-ID', async () => {
    const smtp = await receiver();
    const h = deliveryHarness({ smtpUrl: smtp.url });
    const leadId = await post(h, harbourLead('finance'));
    const claimed = await h.queue.claim(h.now(), 100, 60_000);
    expect(claimed).toHaveLength(2);
    // PostgreSQL's claim brings each job's lead with it (no read per message); SQLite's sender reads it.
    const lead = await h.store.getLead(leadId);
    for (const job of claimed) expect(job.lead).toEqual(h.store.driver.engine === 'postgres' ? lead : undefined);
    expect(await h.drain()).toBe(0);
    h.advance(61_000);
    expect(await h.drain()).toBe(2);
    expect(smtp.received).toHaveLength(2);
    // The Message-ID is the delivery's own (not the attempt's): a resend after a dead worker is the
    // same message to the receiver, which drops a duplicate by it.
    const origin = h.site('harbour-auto-group').origin;
    expect(new Set(smtp.received.map((m) => m.parsed.messageId))).toEqual(
      new Set(claimed.map((job) => messageIdFor(job.id, origin))),
    );
    h.senders.close();
  });

  it('never lets a shopper value add a header or a recipient', async () => {
    const smtp = await receiver();
    const h = deliveryHarness({ smtpUrl: smtp.url });
    const hostile = 'J\r\nBcc: v@evil.net\r\nX-Injected: 1\r\n\r\n<b>body</b>';
    const short: Record<string, number> = { Rego: 12, stock_number: 40, vehicle_status: 40 };
    // Every free-text field a lead form can send, one lead each.
    const fields = [
      'name',
      'last_name',
      'message',
      'Vehicle Make',
      'Vehicle Model',
      'stock_number',
      'location',
      'preferredDealership',
      'Rego',
      'url',
      'page_id',
      'vehicle_status',
      'subcategory',
    ];
    for (const field of fields) {
      const res = await h.call(
        'POST',
        '/api/leads',
        harbourLead('finance', { [field]: hostile.slice(0, short[field] ?? 200) }),
      );
      expect(res.status, field).toBe(201);
    }
    await h.drain();
    for (const mail of smtp.received) {
      expect(mail.rcpt).toHaveLength(1);
      const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
      expect(head).not.toMatch(/^(bcc|x-injected|to: a@b\.c)/im);
    }
    expect(smtp.received).toHaveLength(fields.length * 2);
    for (const mail of smtp.received) expect(mail.parsed.html === false ? '' : mail.parsed.html).not.toContain('<b>');
    h.senders.close();
  });
});

describe('trade-in offer accepted', () => {
  it('tells the dealer again, with the accepted figure from the server valuation and the shopper car', async () => {
    const smtp = await receiver();
    const h = deliveryHarness({ smtpUrl: smtp.url });
    const valuation = await h.call('POST', '/api/valuations', { website_id: 102, rego: 'ABC123', regoState: 'NSW' });
    const valuationId = String(valuation.json.valuation_id);
    const answers = { make: 'Toyota', model: 'Corolla', year: 2015, kms: 120000, estimate: 18250 };
    const valuationSecret = { 'X-Lead-Secret': String(valuation.json.valuation_secret) };
    expect((await h.call('PATCH', `/api/valuations/${valuationId}`, answers, valuationSecret)).status).toBe(200);
    const created = await h.call('POST', '/api/leads', harbourLead('trade-in', { valuation_id: valuationId }));
    const id = String(created.json.lead_id);
    const secret = { 'X-Lead-Secret': String(created.json.lead_secret) };
    await h.drain();
    const first = smtp.received.length;
    expect(first).toBeGreaterThan(0);
    const accept = { subcategory: '3. Offer Accepted', offer_accepted: true, form_completed: true };
    expect((await h.call('PATCH', `/api/leads/${id}`, accept, secret)).status).toBe(200);
    // Accepting twice (a retried request) tells the dealer once.
    expect((await h.call('PATCH', `/api/leads/${id}`, accept, secret)).status).toBe(200);
    await h.drain();
    const accepted = smtp.received.slice(first);
    expect(accepted.map((m) => m.rcpt[0]).sort()).toEqual(
      smtp.received
        .slice(0, first)
        .map((m) => m.rcpt[0])
        .sort(),
    );
    const person = accepted.find((m) => !m.rcpt[0]!.startsWith('crm@'))!.parsed;
    expect(person.subject).toBe('Re: Trade-In / 1. Valuation Requested from Jo Citizen');
    expect(person.text).toMatch(/Trade-in car:\s+2015 Toyota Corolla/);
    expect(person.text).toMatch(/Accepted offer:\s+\$18,250/);
    const auth = { Authorization: `Bearer harbour-auto-group-${EXPORT_KEY}` };
    const res = await h.call('GET', '/api/dealers/harbour-auto-group/leads', undefined, auth);
    const lead = (res.json.leads as { id: string; data: Record<string, unknown> }[]).find((l) => l.id === id)!;
    expect(lead.data.accepted_offer).toBe(18250);
    h.senders.close();
  });
});

describe('the embedded default: .eml files', () => {
  it('writes one RFC 5322 file per message that a mail parser reads back whole, once per Message-ID', async () => {
    const h = deliveryHarness();
    const id = await post(h, harbourLead('finance', { vehiclePriceBudget: 25000 }));
    await h.drain();
    const dir = join(h.work, 'mail');
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const mails = await Promise.all(files.map((f) => simpleParser(readFileSync(join(dir, f)))));
    const person = mails.find((m) => m.headers.get('x-lead-id') === id && m.html)!;
    expect(person.from?.value).toEqual([{ name: 'Harbour Auto Group', address: 'leads@harbourautogroup.com.au' }]);
    expect(person.subject).toBe('Finance Enquiry from Jo Citizen');
    expect(person.text).toMatch(/Finance budget:\s+\$25,000/);
    expect(person.messageId).toMatch(/^<[0-9a-f]{32}@www\.harbourautogroup\.com\.au>$/);
    expect(person.attachments[0]?.filename).toBe(`lead-${id}.adf.xml`);
    // A resend after a lost acknowledgement lands in the same file.
    const job = (await h.queue.ofLead(id))[0]!;
    await h.store.write(() => h.store.driver.run("UPDATE deliveries SET status = 'queued' WHERE id = ?", [job.id]));
    await h.drain();
    expect(readdirSync(dir).filter((f) => f.endsWith('.eml'))).toHaveLength(2);
  });
});
