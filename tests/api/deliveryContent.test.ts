/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access -- a parsed XML tree is untyped; the assertions check its shape */
import { XMLParser } from 'fast-xml-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { SmtpReceiver } from '../support/smtpReceiver.ts';
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

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });
type Harness = ReturnType<typeof deliveryHarness>;
const post = async (h: Harness, body: Record<string, unknown>) => {
  const res = await h.call('POST', '/api/leads', body);
  expect(res.status).toBe(201);
  return String(res.json.lead_id);
};
/** The person's email and the CRM's ADF document of one lead, as the SMTP server received them. */
const mailsOf = (smtp: SmtpReceiver, id: string) => {
  const mine = smtp.received.filter((m) => m.parsed.headers.get('x-lead-id') === id);
  const person = mine.find((m) => !m.rcpt[0]!.startsWith('crm@'))!.parsed;
  const crm = mine.find((m) => m.rcpt[0]!.startsWith('crm@'))!.parsed;
  return {
    person,
    html: person.html === false ? '' : person.html,
    adf: xml.parse(crm.text ?? '') as { adf: { prospect: Record<string, any> } },
  };
};

describe('a lead cannot plant links or rename the dealer', () => {
  it('keeps a foreign "Sent from" URL and typed location as inert text, and names the vendor from config', async () => {
    const smtp = await receiver();
    const h = deliveryHarness({ smtpUrl: smtp.url });
    const id = await post(
      h,
      harbourLead('make-offer', {
        car_id: 'mazda-car',
        car_dealership_id: 1201,
        offer_amount: 21000,
        url: 'https://evil.example/login?next=crm',
        location: 'https://evil.example/phish Harbour Kia',
      }),
    );
    await h.drain();
    const { person, html, adf } = mailsOf(smtp, id);
    expect(html).not.toMatch(/<a\b/i);
    expect(html).not.toContain('https://evil.example');
    expect(person.text).toMatch(
      /Sent from:\s+https\[:\]\/\/evil\[\.\]example\/login\?next=crm \(not a page of this site\)/,
    );
    expect(person.text).toMatch(/Location \(as typed\):\s+https\[:\]\/\/evil\[\.\]example\/phish Harbour Kia/);
    expect(person.text).toMatch(/Dealership:\s+Harbour Mazda\n/);
    const p = adf.adf.prospect;
    expect(p.vendor.vendorname).toBe('Harbour Mazda');
    expect(JSON.stringify(p.vehicle)).not.toContain('evil.example');
    h.senders.close();
  });

  it("links the dealer's own page and names the chosen location and dealership as config has them", async () => {
    const smtp = await receiver();
    const h = deliveryHarness({ smtpUrl: smtp.url });
    const page = 'https://www.harbourautogroup.com.au/service?from=home';
    const id = await post(h, harbourLead('service', { location_id: 1025, url: page, location: 'Harbour Kia' }));
    // A look-alike host and a plain-http copy of the dealer's page are not the dealer's page.
    const lookalike = await post(
      h,
      harbourLead('service', { location_id: 1025, url: 'https://www.harbourautogroup.com.au.evil.example/x' }),
    );
    await h.drain();
    const own = mailsOf(smtp, id);
    expect(own.html).toContain(`<a href="${page}">${page}</a>`);
    expect(own.person.text).toMatch(/Location:\s+Harbour Auto Group Service Centre\n/);
    expect(own.person.text).toMatch(/Location \(as typed\):\s+Harbour Kia\n/);
    expect(own.adf.adf.prospect.vendor.vendorname).toBe('Harbour Mazda');
    expect(mailsOf(smtp, lookalike).html).not.toMatch(/<a\b/i);
    h.senders.close();
  });
});
