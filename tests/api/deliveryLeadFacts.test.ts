/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access -- a parsed XML tree is untyped; the assertions check its shape */
import { XMLParser } from 'fast-xml-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenHash } from '../../server/session.ts';
import { memoryCarReader } from '../../server/stock/carReader.ts';
import { SmtpReceiver } from '../support/smtpReceiver.ts';
import { deliveryHarness, harbourLead } from './deliveryHarness.ts';

const receivers: SmtpReceiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.stop()));
});
const setUp = async (options: Parameters<typeof deliveryHarness>[0] = {}) => {
  const smtp = await new SmtpReceiver().start();
  receivers.push(smtp);
  return { smtp, h: deliveryHarness({ ...options, smtpUrl: smtp.url }) };
};
type Harness = ReturnType<typeof deliveryHarness>;
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (n) => n === 'vehicle',
});
const post = async (h: Harness, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const res = await h.call('POST', '/api/leads', body, headers);
  expect(res.status).toBe(201);
  return { id: String(res.json.lead_id), secret: { 'X-Lead-Secret': String(res.json.lead_secret) } };
};
/** Each receiver's messages of one lead, oldest first: the person's parsed mail and the CRM's ADF. */
const mails = (smtp: SmtpReceiver, id: string) => {
  const mine = smtp.received.filter((m) => m.parsed.headers.get('x-lead-id') === id);
  return {
    person: mine.filter((m) => !m.rcpt[0]!.startsWith('crm@')).map((m) => m.parsed),
    adf: mine
      .filter((m) => m.rcpt[0]!.startsWith('crm@'))
      .map((m) => (xml.parse(m.parsed.text ?? '') as { adf: { prospect: Record<string, any> } }).adf.prospect),
  };
};
/** The ADF's second vehicle, the shopper's own car. */
const tradeInOf = (prospect: Record<string, any>) =>
  (prospect.vehicle as Record<string, any>[]).find((v) => v['@interest'] === 'trade-in')!;
const car = { make: 'Toyota', model: 'Corolla', year: 2019, kms: 64000 };
const answers = { accident: 'No', serviceHistory: 'Partial', condition: 'Fair' };

/** The trade-in steps as the browser sends them: rego lookup, then the car before the lead. */
async function valuation(h: Harness, withCar: boolean) {
  const res = await h.call('POST', '/api/valuations', { website_id: 102, rego: 'abc123', regoState: 'NSW' });
  const id = String(res.json.valuation_id);
  const secret = { 'X-Lead-Secret': String(res.json.valuation_secret) };
  const patch = (body: Record<string, unknown>) => h.call('PATCH', `/api/valuations/${id}`, body, secret);
  if (withCar) {
    const saved = await patch({ ...car, adjustmentAnswers: answers, PreferredContactMethod: 'SMS' });
    expect(saved.status).toBe(200);
  }
  return { id, patch };
}

describe('what the dealer receives (SPEC §7)', () => {
  it('a trade-in lead names the car, rego and condition, then one threaded update carries the estimate', async () => {
    const { smtp, h } = await setUp();
    const v = await valuation(h, true);
    const lead = await post(h, harbourLead('trade-in', { Rego: 'ABC123', valuation_id: v.id, location_id: 1021 }));
    await h.drain();
    const first = mails(smtp, lead.id);
    expect(first.person).toHaveLength(1);
    expect(first.person[0]!.subject).toBe('Trade-In / 1. Valuation Requested from Jo Citizen');
    const text = first.person[0]!.text!;
    expect(text).toMatch(/Trade-in car:\s+2019 Toyota Corolla\n/);
    expect(text).toMatch(/Trade-in rego:\s+ABC123 \(NSW\)\n/);
    expect(text).toMatch(/Trade-in kms:\s+64,000 km\n/);
    expect(text).toMatch(
      /Accident:\s+No\n[^]*Service history:\s+Partial\n[^]*Condition:\s+Fair\n[^]*Contact by:\s+SMS\n/,
    );
    expect(text).not.toMatch(/^Rego:/m);
    const trade = tradeInOf(first.adf[0]!);
    expect(trade).toMatchObject({ '@interest': 'trade-in', year: '2019', make: 'Toyota', model: 'Corolla' });
    expect(trade.condition).toBe('fair');
    expect(trade.comments).toContain('Trade-in rego: ABC123 (NSW)');
    const record = { ...car, estimate: 24300, estimate_low: 22000, lead_id: lead.id };
    expect((await v.patch(record)).status).toBe(200);
    // The browser repeating its record (a new request) adds no second update.
    expect((await v.patch(record)).status).toBe(200);
    // The valuation's update waits ten minutes for an acceptance to send in its place.
    h.advance(10 * 60_000);
    await h.drain();
    const after = mails(smtp, lead.id);
    expect(after.person).toHaveLength(2);
    expect(after.adf).toHaveLength(2);
    const update = after.person[1]!;
    expect(update.subject).toBe('Re: Trade-In / 1. Valuation Requested from Jo Citizen');
    expect(update.text).toMatch(/^Trade-in valuation completed\n/);
    expect(update.inReplyTo).toBe(after.person[0]!.messageId);
    expect(update.text).toMatch(/Trade-in estimate:\s+\$22,000 – \$24,300, indicative only, subject to inspection\n/);
    expect(after.adf[1]!['@status']).toBe('resend');
    const accept = { subcategory: '3. Offer Accepted', offer_accepted: true, form_completed: true };
    expect((await h.call('PATCH', `/api/leads/${lead.id}`, accept, lead.secret)).status).toBe(200);
    await h.drain();
    const accepted = mails(smtp, lead.id).person[2]!;
    expect(accepted.text).toMatch(/Accepted offer:\s+\$22,000 – \$24,300, indicative only, subject to inspection\n/);
    expect(accepted.text).toMatch(/Condition:\s+Fair\n/);
    h.senders.close();
  });

  it('a lead sent before the car reaches the dealer again, with the car, when no online figure is given', async () => {
    const { smtp, h } = await setUp();
    const v = await valuation(h, false);
    const lead = await post(h, harbourLead('trade-in', { Rego: 'ABC123', valuation_id: v.id, location_id: 1021 }));
    await h.drain();
    expect(mails(smtp, lead.id).person[0]!.text).not.toContain('Trade-in car');
    const old = { make: 'Holden', model: 'Commodore', year: 2009, kms: 210000, adjustmentAnswers: answers };
    expect((await v.patch({ ...old, estimate: null, estimate_low: null, lead_id: lead.id })).status).toBe(200);
    h.advance(10 * 60_000);
    await h.drain();
    const update = mails(smtp, lead.id);
    expect(update.person).toHaveLength(2);
    expect(update.person[1]!.text).toMatch(/Trade-in car:\s+2009 Holden Commodore\n/);
    expect(update.person[1]!.text).toMatch(
      /Trade-in estimate:\s+none given online: the shopper was told your team will contact them with a valuation\n/,
    );
    expect(tradeInOf(update.adf[1]!)).toMatchObject({
      make: 'Holden',
      model: 'Commodore',
      odometer: { '#text': '210000' },
    });
    h.senders.close();
  });

  it('shows the rego of service, general and car-enquiry leads in the email and the ADF', async () => {
    const { smtp, h } = await setUp();
    const ids = [
      (await post(h, harbourLead('service', { location_id: 1025, Rego: 'SRV 123' }))).id,
      (await post(h, harbourLead('general-enquiry', { category: 'General Enquiry', Rego: 'GEN123' }))).id,
      (await post(h, harbourLead('enquiry', { car_id: 'kia-car', car_dealership_id: 1203, Rego: 'CAR123' }))).id,
    ];
    await h.drain();
    const regos = ['SRV 123', 'GEN123', 'CAR123'];
    ids.forEach((id, i) => {
      const { person, adf } = mails(smtp, id);
      expect(person[0]!.text).toContain(`Rego:`);
      expect(person[0]!.text).toMatch(new RegExp(`Rego:\\s+${regos[i]!}\\n`));
      expect(adf[0]!.customer.comments).toContain(`Rego: ${regos[i]!}`);
    });
    h.senders.close();
  });

  it('keeps Make an Offer finance and trade-in ticks, and names the dealership, not its slug', async () => {
    const { smtp, h } = await setUp();
    const extra = { car_id: 'kia-car', car_dealership_id: 1203, offer_amount: 21000 };
    const { id } = await post(
      h,
      harbourLead('make-offer', { ...extra, opt_in_finance: true, opt_in_trade: true, opt_in: true }),
    );
    await h.drain();
    const { person, adf } = mails(smtp, id);
    expect(person[0]!.text).toMatch(/Interested in finance:\s+Yes\nHas a car to trade in:\s+Yes\n/);
    expect(person[0]!.text).toMatch(/Dealership:\s+Harbour Kia\n/);
    expect(person[0]!.text).not.toContain('harbour-kia-canberra');
    expect(adf[0]!.customer.comments).toContain('Interested in finance: Yes\nHas a car to trade in: Yes');
    expect(person[0]!.text).toMatch(/Marketing opt-in:\s+Yes\n/);
    expect(adf[0]!.customer.comments).toContain('Marketing opt-in: Yes');
    expect(adf[0]!.vendor.vendorname).toBe('Harbour Kia');
    h.senders.close();
  });

  it('tells the dealer the reservation deposit and the 48-hour hold', async () => {
    const stocked = memoryCarReader([
      {
        slug: 'mazda-car',
        name: '2023 Mazda CX-5',
        year: 2023,
        make: 'Mazda',
        model: 'CX-5',
        price: 30_000,
        vin: 'VIN1',
        stocknum: 'M1',
        dealership_id: 1201,
        status: 'in_stock',
        reserved: false,
        preorder: false,
        payment_processors: [{ name: 'stripe', deposit_amount: 500 }],
      },
    ]);
    const { smtp, h } = await setUp({ cars: stocked });
    const token = 'reservation-token';
    await h.store.saveSession(tokenHash(token), 102, '0412345678', new Date(h.now() + 86_400_000));
    // The reservation form has no message.
    const { message: _none, ...body } = harbourLead('reservation', {
      car_id: 'mazda-car',
      car_dealership_id: 1201,
      terms: true,
    });
    const { id } = await post(h, body, { authorization: `Bearer ${token}` });
    await h.drain();
    const { person, adf } = mails(smtp, id);
    expect(person[0]!.text).toMatch(/Deposit:\s+\$500, 100% refundable\n/);
    expect(person[0]!.text).toMatch(/Hold:\s+48 hours from Mon 2 Mar 2026, 12:00 \(\+11:00 Australia\/Sydney\)\n/);
    expect(adf[0]!.customer.comments).toContain('Deposit: $500, 100% refundable');
    h.senders.close();
  });
});
