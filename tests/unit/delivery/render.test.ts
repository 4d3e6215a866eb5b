/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call -- a parsed XML tree is untyped; the assertions check its shape */
import { XMLParser } from 'fast-xml-parser';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { renderAdf } from '../../../server/delivery/adf.ts';
import { leadFacts } from '../../../server/delivery/content.ts';
import { messageIdFor, renderEmail, type RenderedEmail } from '../../../server/delivery/email.ts';
import { carLeadMessage, HOSTILE_TEXTS } from './fixtures.ts';

const person = { id: 'lead.created.email.abc', target: 'sales@harbourautogroup.com.au', crm: false };
const raw = async (email: RenderedEmail) => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({ ...email, disableFileAccess: true, disableUrlAccess: true });
  return (info.message as Buffer).toString('utf8');
};
const headerBlock = (message: string) => message.slice(0, message.indexOf('\n\n'));
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (n) => n === 'name' || n === 'vehicle' || n === 'price',
});

describe('what the dealer acts on', () => {
  it('lists the car, its price and stock number, the offer, the test-drive time and the finance budget', () => {
    const facts = Object.fromEntries(
      leadFacts(carLeadMessage({ date_time: '2026-03-07T10:30', vehiclePriceBudget: 30000, offer_amount: 30500.5 })),
    );
    expect(facts).toMatchObject({
      Lead: 'Make an Offer',
      Name: 'Jo Citizen',
      Car: '2021 Mazda CX-5 Maxx Sport (stock M1234)',
      VIN: 'JM0KF4W7A00123456',
      'Car price': '$32,990',
      Offer: '$30,500.50',
      'Test drive': 'Sat 7 Mar 2026, 10:30 (+11:00 Australia/Sydney)',
      Received: 'Mon 2 Mar 2026, 12:00 (+11:00 Australia/Sydney)',
      'Finance budget': '$30,000',
    });
  });

  it('falls back to what the lead carries when the stock index has no such car, and words a zero price', () => {
    const facts = (extra: Parameters<typeof carLeadMessage>[1]) =>
      Object.fromEntries(leadFacts(carLeadMessage({}, extra)).map(([label, value]) => [label, value] as const));
    expect(facts({ car: undefined })).toMatchObject({ Car: 'Mazda CX-5 (stock M1234)' });
    expect(facts({ car: undefined })).not.toHaveProperty('Car price');
    const base = carLeadMessage().car!;
    expect(facts({ car: { ...base, price: 0 } })['Car price']).toBe('Enquire for price');
    expect(facts({ car: { ...base, name: '2021 Mazda CX-5 Maxx Sport' } }).Car).toBe(
      '2021 Mazda CX-5 Maxx Sport (stock M1234)',
    );
  });

  it('shows the accepted trade-in range as the shopper saw it and the shopper car on an accepted offer', () => {
    const message = carLeadMessage(
      { accepted_offer: 18250, accepted_offer_low: 16500 },
      {
        event: 'offer-accepted',
        tradeIn: { make: 'Toyota', model: 'Corolla', year: 2015, kms: 120000, estimate: 18250 },
      },
    );
    expect(Object.fromEntries(leadFacts(message))).toMatchObject({
      Lead: 'Trade-in offer accepted',
      'Trade-in car': '2015 Toyota Corolla',
      'Trade-in kms': '120,000 km',
      'Accepted offer': '$16,500 – $18,250, indicative only, subject to inspection',
    });
  });
});

describe('lead email', () => {
  it('has a stable Message-ID per delivery, different for each recipient', () => {
    const a = renderEmail(carLeadMessage(), person, { adfAttachment: true });
    const again = renderEmail(carLeadMessage(), person, { adfAttachment: true });
    const other = renderEmail(carLeadMessage(), { ...person, id: 'lead.created.email.def' }, { adfAttachment: true });
    expect(a.messageId).toBe(again.messageId);
    expect(a.messageId).not.toBe(other.messageId);
    expect(a.messageId).toBe(messageIdFor(person.id, 'https://www.harbourautogroup.com.au'));
    expect(a.messageId).toMatch(/^<[0-9a-f]{32}@www\.harbourautogroup\.com\.au>$/);
  });

  it('carries text, HTML and the ADF attachment for people; the ADF as the body for a CRM inbox', async () => {
    const email = renderEmail(carLeadMessage(), person, { adfAttachment: true });
    expect(email.subject).toBe('Make an Offer from Jo Citizen');
    expect(email.text).toContain('Offer:');
    expect(email.text).toContain('$30,500');
    expect(email.html).toContain('<th align="left" style="padding:4px 12px 4px 0">Car price</th><td>$32,990</td>');
    expect(email.attachments.map((a) => a.filename)).toEqual([`lead-${carLeadMessage().lead.id}.adf.xml`]);
    expect(renderEmail(carLeadMessage(), person, { adfAttachment: false }).attachments).toEqual([]);
    const crm = renderEmail(carLeadMessage(), { ...person, crm: true }, { adfAttachment: false });
    expect(crm.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>')).toBe(true);
    expect(crm.html).toBeUndefined();
    expect(await raw(crm)).toContain('Reply-To: Jo Citizen <jo@example.com>');
  });

  it.each(HOSTILE_TEXTS)('keeps %j out of the headers and escaped in the HTML', async (text) => {
    const email = renderEmail(
      carLeadMessage({ name: text, last_name: text, message: text, 'Vehicle Model': text }),
      person,
      { adfAttachment: true },
    );
    const headers = headerBlock(await raw(email));
    const names = headers
      .split('\n')
      .filter((line) => !/^\s/.test(line))
      .map((line) => line.slice(0, line.indexOf(':')).toLowerCase());
    expect(names).not.toContain('bcc');
    expect(names).not.toContain('x-injected');
    expect(names.filter((n) => n === 'subject')).toHaveLength(1);
    expect(email.subject).not.toMatch(/[\r\n\u2028]/);
    expect(email.subject).not.toContain('\u0000');
    expect(email.html).not.toMatch(/<script|<img|<evil/i);
  });
});

describe('lead email links', () => {
  it('makes the car page a link with its value escaped, and leaves other schemes as text', () => {
    const link = (url: string) => renderEmail(carLeadMessage({ url }), person, { adfAttachment: false }).html!;
    expect(link('https://www.harbourautogroup.com.au/cars/x')).toContain(
      '<a href="https://www.harbourautogroup.com.au/cars/x">https://www.harbourautogroup.com.au/cars/x</a>',
    );
    const hostile = link('https://evil.example/"onmouseover="alert(1)"><script>alert(1)</script>');
    expect(hostile).not.toContain('<script');
    expect(hostile).not.toContain('"onmouseover');
    expect(link('javascript:alert(1)')).not.toContain('<a href="javascript');
  });
});

describe('ADF/XML', () => {
  it('leaves the vehicle out of a lead about no car, and keeps the trade-in car of one', () => {
    const noCar = { car_id: undefined, 'Vehicle Make': undefined, 'Vehicle Model': undefined, stock_number: undefined };
    const general = renderAdf(carLeadMessage({ ...noCar, offer_amount: undefined }, { car: undefined }));
    expect(general).not.toContain('<vehicle');
    expect(general).toMatch(/<requestdate>[^<]+<\/requestdate><customer>/);
    const trade = renderAdf(
      carLeadMessage(
        { ...noCar, offer_amount: undefined },
        { car: undefined, tradeIn: { make: 'Toyota', model: 'Corolla', year: 2015, estimate: 18000 } },
      ),
    );
    expect([...trade.matchAll(/<vehicle interest="([^"]+)"/g)].map((m) => m[1])).toEqual(['trade-in']);
  });

  it("carries an accepted trade-in's whole range as two appraisals, low then high, with the range in words", () => {
    const adf = renderAdf(
      carLeadMessage(
        { accepted_offer: 24300, accepted_offer_low: 22000 },
        {
          event: 'offer-accepted',
          tradeIn: { make: 'Toyota', model: 'Corolla', year: 2015, estimate: 24300, estimateLow: 22000 },
        },
      ),
    );
    expect(adf).toContain(
      '<price type="appraisal" currency="AUD" source="range low">22000</price><price type="appraisal" currency="AUD" source="range high">24300</price><pricecomments>Indicative range $22,000 – $24,300, subject to inspection</pricecomments>',
    );
    const single = renderAdf(
      carLeadMessage({}, { tradeIn: { make: 'Toyota', model: 'Corolla', year: 2015, estimate: 18000 } }),
    );
    expect(single).toContain('<price type="appraisal" currency="AUD">18000</price><comments>');
  });

  it('parses back with every field in its place', () => {
    const message = carLeadMessage(
      { date_time: '2026-03-07T10:30' },
      { tradeIn: { make: 'Toyota', model: 'Corolla', year: 2015, kms: 120000, estimate: 18000 } },
    );
    const doc = xml.parse(renderAdf(message)) as { adf: { prospect: Record<string, never> } };
    const p = doc.adf.prospect as Record<string, any>;
    expect(p.id['#text']).toBe(message.lead.id);
    expect(p.requestdate).toBe('2026-03-02T12:00:00+11:00');
    const [buy, trade] = p.vehicle;
    expect(buy).toMatchObject({
      '@interest': 'buy',
      '@status': 'used',
      year: '2021',
      make: 'Mazda',
      model: 'CX-5',
      vin: 'JM0KF4W7A00123456',
      stock: 'M1234',
      trim: 'Maxx Sport',
      bodystyle: 'suv',
      transmission: '6 Speed Automatic',
      odometer: { '#text': '45210', '@units': 'km', '@status': 'original' },
      colorcombination: { exteriorcolor: 'Soul Red', preference: '1' },
      pricecomments: 'Asking price $32,990',
      comments: 'Mazda CX-5 Maxx Sport',
    });
    expect(buy.price.map((x: Record<string, string>) => [x['@type'], x['#text']])).toEqual([['offer', '30500']]);
    expect(trade).toMatchObject({ '@interest': 'trade-in', year: '2015', make: 'Toyota', model: 'Corolla' });
    expect(trade.odometer['#text']).toBe('120000');
    const contact = p.customer.contact;
    expect(contact.name.map((n: Record<string, string>) => [n['@part'], n['#text']])).toEqual([
      ['first', 'Jo'],
      ['last', 'Citizen'],
    ]);
    expect(contact).toMatchObject({ email: 'jo@example.com', address: { postalcode: '2300', country: 'AU' } });
    expect(contact.phone['#text']).toBe('0412 345 678');
    expect(p.customer.timeframe).toEqual({
      description: 'Test drive',
      earliestdate: '2026-03-07T10:30:00+11:00',
      latestdate: '2026-03-07T10:30:00+11:00',
    });
    expect(p.customer.comments).toBe(
      'Make an Offer\nTest drive requested: 2026-03-07T10:30:00+11:00\nLocation: Harbour Mazda\nIs it still available?\nI can come Saturday.',
    );
    expect(p.vendor.vendorname).toBe('Harbour Mazda');
    expect(p.vendor.contact).toMatchObject({
      phone: { '#text': '02 4961 0000' },
      address: { street: { '#text': '178 Lambton Road' }, city: 'Broadmeadow', regioncode: 'NSW', postalcode: '2292' },
    });
    expect(p.provider.url).toBe('https://www.harbourautogroup.com.au/cars/2021-mazda-cx-5-maxx-sport-m1234');
  });

  it.each(HOSTILE_TEXTS)('keeps %j as text: the document stays well-formed', (text) => {
    const adf = renderAdf(carLeadMessage({ name: text, message: text, stock_number: text }));
    const doc = xml.parse(adf) as { adf: { prospect: Record<string, any> } };
    const first = doc.adf.prospect.customer.contact.name[0]['#text'] as string;
    expect(first.length).toBeGreaterThan(0);
    expect(adf).not.toMatch(/<evil|<script|<img/);
    expect(adf.split('<customer>')).toHaveLength(2);
  });

  it('escapes with the one markup escaper and drops the control characters XML 1.0 forbids', () => {
    const adf = renderAdf(carLeadMessage({ name: `Jo "O'Brien" & <Co>\u0007` }));
    expect(adf).toContain('<name part="first">Jo &quot;O&apos;Brien&quot; &amp; &lt;Co&gt;</name>');
  });
});
