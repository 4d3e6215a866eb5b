import { afterEach, describe, expect, it } from 'vitest';
import { SmtpReceiver } from '../support/smtpReceiver.ts';
import { deliveryHarness } from './deliveryHarness.ts';

const receivers: SmtpReceiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.stop()));
});

/** A test drive of a car at one dealer, for a January Saturday at 10:30 on the dealership's clock. */
const testDrive = (websiteId: number, dealershipId: number) => ({
  form: 'test-drive',
  website_id: websiteId,
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  terms: true,
  car_id: `car-${websiteId}`,
  car_dealership_id: dealershipId,
  'Vehicle Make': 'Toyota',
  'Vehicle Model': 'RAV4',
  date_time: '2026-01-17T10:30',
});

describe('times where the dealer is', () => {
  it('a January test drive reads +10:00 in Queensland and +11:00 in Victoria, in the email and the ADF', async () => {
    const smtp = await new SmtpReceiver().start();
    receivers.push(smtp);
    const h = deliveryHarness({ smtpUrl: smtp.url });
    h.advance(Date.parse('2026-01-15T23:00:00Z') - h.now());
    const ids: Record<string, string> = {};
    for (const [state, websiteId, dealershipId] of [
      ['QLD', 101, 1101],
      ['VIC', 103, 1301],
    ] as const) {
      const res = await h.call('POST', '/api/leads', testDrive(websiteId, dealershipId));
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      ids[state] = String(res.json.lead_id);
    }
    await h.drain();
    const mailOf = (id: string) => smtp.received.find((m) => m.parsed.headers.get('x-lead-id') === id)!.parsed;
    const qld = mailOf(ids.QLD!);
    const vic = mailOf(ids.VIC!);
    expect(qld.text).toMatch(/Test drive:\s+Sat 17 Jan 2026, 10:30 \(\+10:00 Australia\/Brisbane\)\n/);
    expect(vic.text).toMatch(/Test drive:\s+Sat 17 Jan 2026, 10:30 \(\+11:00 Australia\/Melbourne\)\n/);
    expect(qld.text).toMatch(/Received:\s+Fri 16 Jan 2026, 09:00 \(\+10:00 Australia\/Brisbane\)\n/);
    expect(vic.text).toMatch(/Received:\s+Fri 16 Jan 2026, 10:00 \(\+11:00 Australia\/Melbourne\)\n/);
    const adf = (m: typeof qld) =>
      m.attachments.find((a) => a.filename?.endsWith('.adf.xml'))!.content.toString('utf8');
    expect(adf(qld)).toContain('<earliestdate>2026-01-17T10:30:00+10:00</earliestdate>');
    expect(adf(qld)).toContain('<requestdate>2026-01-16T09:00:00+10:00</requestdate>');
    expect(adf(vic)).toContain('<earliestdate>2026-01-17T10:30:00+11:00</earliestdate>');
    expect(adf(vic)).toContain('Test drive requested: 2026-01-17T10:30:00+11:00');
    h.senders.close();
  });

  it("uses a location's own time_zone over its state's", async () => {
    const smtp = await new SmtpReceiver().start();
    receivers.push(smtp);
    const h = deliveryHarness({ smtpUrl: smtp.url });
    h.advance(Date.parse('2026-01-15T23:00:00Z') - h.now());
    // A Victorian location run on Sydney's clock would read the same; one near the SA border does not.
    const site = h.site('southern-cross-used');
    site.contacts = {
      ...site.contacts,
      locations: site.contacts.locations.map((l) => ({ ...l, timeZone: 'Australia/Broken_Hill' })),
    };
    const res = await h.call('POST', '/api/leads', testDrive(103, 1301));
    await h.drain();
    const mail = smtp.received.find((m) => m.parsed.headers.get('x-lead-id') === String(res.json.lead_id))!.parsed;
    expect(mail.text).toMatch(/Test drive:\s+Sat 17 Jan 2026, 10:30 \(\+10:30 Australia\/Broken_Hill\)\n/);
    h.senders.close();
  });
});
