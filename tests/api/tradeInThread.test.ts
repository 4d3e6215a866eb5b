import { afterEach, describe, expect, it } from 'vitest';
import { deliveryId } from '../../server/delivery/plan.ts';
import { SmtpReceiver } from '../support/smtpReceiver.ts';
import { deliveryHarness, harbourLead } from './deliveryHarness.ts';

const receivers: SmtpReceiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.stop()));
});

type Harness = ReturnType<typeof deliveryHarness>;
/** Ten minutes and one second: past the hold of the valuation's own update email. */
const PAST_HOLD_MS = 10 * 60_000 + 1_000;
const RECIPIENTS = ['crm@harbourautogroup.com.au', 'mazda.sales@harbourautogroup.com.au'];
const ACCEPT = { subcategory: '3. Offer Accepted', offer_accepted: true, form_completed: true };

/** The trade-in as the browser sends it: rego lookup, the car, the lead, the valuation linked to it. */
async function valuedLead(h: Harness) {
  const valuation = await h.call('POST', '/api/valuations', { website_id: 102, rego: 'ABC123', regoState: 'NSW' });
  const vid = String(valuation.json.valuation_id);
  const vsecret = { 'X-Lead-Secret': String(valuation.json.valuation_secret) };
  const car = { make: 'Toyota', model: 'Corolla', year: 2019, kms: 64000, PreferredContactMethod: 'Phone' };
  expect((await h.call('PATCH', `/api/valuations/${vid}`, car, vsecret)).status).toBe(200);
  const created = await h.call('POST', '/api/leads', harbourLead('trade-in', { valuation_id: vid }));
  expect(created.status).toBe(201);
  const id = String(created.json.lead_id);
  const record = { ...car, estimate: 24300, estimate_low: 22000, lead_id: id };
  expect((await h.call('PATCH', `/api/valuations/${vid}`, record, vsecret)).status).toBe(200);
  return { id, secret: { 'X-Lead-Secret': String(created.json.lead_secret) } };
}

/** Each recipient's messages of one lead, in the order the SMTP receiver got them. */
function byRecipient(
  smtp: SmtpReceiver,
  id: string,
): Map<string, { subject: string; messageId: string; inReplyTo: string; references: string; text: string }[]> {
  const out = new Map<
    string,
    { subject: string; messageId: string; inReplyTo: string; references: string; text: string }[]
  >();
  for (const m of smtp.received.filter((r) => r.parsed.headers.get('x-lead-id') === id)) {
    const list = out.get(m.rcpt[0]!) ?? [];
    const refs = m.parsed.references;
    list.push({
      subject: m.parsed.subject ?? '',
      messageId: m.parsed.messageId ?? '',
      inReplyTo: m.parsed.inReplyTo ?? '',
      references: Array.isArray(refs) ? refs.join(' ') : (refs ?? ''),
      text: m.parsed.text ?? '',
    });
    out.set(m.rcpt[0]!, list);
  }
  return out;
}

describe('an accepted trade-in valuation reaches each inbox as the lead and one threaded update (SPEC §5, §7)', () => {
  it('sends the valuation lead once, then one "Re:" update on acceptance, nothing more', async () => {
    const smtp = await new SmtpReceiver().start();
    receivers.push(smtp);
    const h = deliveryHarness({ smtpUrl: smtp.url });
    const lead = await valuedLead(h);
    await h.drain();
    h.advance(60_000);
    expect((await h.call('PATCH', `/api/leads/${lead.id}`, ACCEPT, lead.secret)).status).toBe(200);
    await h.drain();
    h.advance(PAST_HOLD_MS);
    await h.drain();
    const mail = byRecipient(smtp, lead.id);
    expect([...mail.keys()].sort()).toEqual(RECIPIENTS);
    for (const [, messages] of mail) {
      expect(messages).toHaveLength(2);
      const [first, update] = messages as [(typeof messages)[0], (typeof messages)[0]];
      expect(first.subject).toBe('Trade-In / 1. Valuation Requested from Jo Citizen');
      expect(update.subject).toBe('Re: Trade-In / 1. Valuation Requested from Jo Citizen');
      expect(update.inReplyTo).toBe(first.messageId);
      expect(update.references).toBe(first.messageId);
    }
    const person = mail.get('mazda.sales@harbourautogroup.com.au')!;
    expect(person[1]!.text).toMatch(/^Trade-in offer accepted\n/);
    expect(person[1]!.text).toMatch(/Accepted offer:\s+\$22,000 – \$24,300, indicative only, subject to inspection\n/);
    const jobs = await h.queue.ofLead(lead.id);
    expect(jobs.map((j) => `${j.event} ${j.channel} ${j.status}`).sort()).toEqual([
      'created email sent',
      'created email sent',
      'offer-accepted email sent',
      'offer-accepted email sent',
      'valuation-completed email sent',
      'valuation-completed email sent',
    ]);
    h.senders.close();
  });

  it('without an acceptance, the valuation update goes once after its hold, threaded to the lead', async () => {
    const smtp = await new SmtpReceiver().start();
    receivers.push(smtp);
    const h = deliveryHarness({ smtpUrl: smtp.url });
    const lead = await valuedLead(h);
    await h.drain();
    h.advance(10 * 60_000 - 1_000);
    await h.drain();
    expect([...byRecipient(smtp, lead.id).values()].map((m) => m.length)).toEqual([1, 1]);
    h.advance(1_000);
    await h.drain();
    const person = byRecipient(smtp, lead.id).get('mazda.sales@harbourautogroup.com.au')!;
    expect(person.map((m) => m.subject)).toEqual([
      'Trade-In / 1. Valuation Requested from Jo Citizen',
      'Re: Trade-In / 1. Valuation Requested from Jo Citizen',
    ]);
    expect(person[1]!.text).toMatch(/^Trade-in valuation completed\n/);
    expect(person[1]!.text).toMatch(
      /Trade-in estimate:\s+\$22,000 – \$24,300, indicative only, subject to inspection\n/,
    );
    h.senders.close();
  });

  it('delivers a valuation update queued before the hold once, or in the acceptance when accepted since', async () => {
    const smtp = await new SmtpReceiver().start();
    receivers.push(smtp);
    const h = deliveryHarness({ smtpUrl: smtp.url });
    // Jobs as the previous release queued them: the valuation's update due at once, with no hold.
    const oldShape = (leadId: string) =>
      h.store.write(() =>
        h.queue.enqueue(
          leadId,
          102,
          RECIPIENTS.map((target) => ({
            id: deliveryId(
              leadId,
              'valuation-completed',
              'email',
              target.startsWith('crm@') ? `${target}#crm` : target,
            ),
            channel: 'email' as const,
            target,
            crm: target.startsWith('crm@'),
            event: 'valuation-completed' as const,
          })),
          h.now(),
        ),
      );
    const pending = await valuedLead(h);
    await h.drain();
    await h.store.write(() => h.store.driver.run("DELETE FROM deliveries WHERE event = 'valuation-completed'", []));
    expect(await oldShape(pending.id)).toBe(2);
    await h.drain();
    const once = byRecipient(smtp, pending.id);
    expect([...once.keys()].sort()).toEqual(RECIPIENTS);
    expect([...once.values()].map((m) => m.map((x) => x.subject))).toEqual([
      ['Trade-In / 1. Valuation Requested from Jo Citizen', 'Re: Trade-In / 1. Valuation Requested from Jo Citizen'],
      ['Trade-In / 1. Valuation Requested from Jo Citizen', 'Re: Trade-In / 1. Valuation Requested from Jo Citizen'],
    ]);
    const accepted = await valuedLead(h);
    await h.drain();
    await h.store.write(() =>
      h.store.driver.run("DELETE FROM deliveries WHERE event = 'valuation-completed' AND lead_id = ?", [accepted.id]),
    );
    expect(await oldShape(accepted.id)).toBe(2);
    expect((await h.call('PATCH', `/api/leads/${accepted.id}`, ACCEPT, accepted.secret)).status).toBe(200);
    await h.drain();
    h.advance(PAST_HOLD_MS);
    await h.drain();
    const mail = byRecipient(smtp, accepted.id);
    for (const target of RECIPIENTS) expect(mail.get(target)).toHaveLength(2);
    expect(mail.get('mazda.sales@harbourautogroup.com.au')![1]!.text).toMatch(/^Trade-in offer accepted\n/);
    const jobs = await h.queue.ofLead(accepted.id);
    expect(jobs.map((j) => `${j.event} ${j.channel} ${j.status}`).sort()).toEqual([
      'created email sent',
      'created email sent',
      'offer-accepted email sent',
      'offer-accepted email sent',
      'valuation-completed email sent',
      'valuation-completed email sent',
    ]);
    h.senders.close();
  });
});
