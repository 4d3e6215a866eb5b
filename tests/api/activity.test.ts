import { describe, expect, it } from 'vitest';
import { apiHarness, EXPORT_KEY, groupEnquiry } from './apiHarness.ts';

describe('valuation, phone reveal, miscellaneous and notification calls', () => {
  it('creates a valuation by rego and state, then records answers', async () => {
    const api = apiHarness();
    const created = await api.call(
      'POST',
      '/api/valuations',
      { website_id: 101, rego: 'abc 123', regoState: 'QLD' },
      { 'Idempotency-Key': 'val-0000001' },
    );
    expect(created.status).toBe(201);
    const id = String(created.json.valuation_id);
    const replay = await api.call(
      'POST',
      '/api/valuations',
      { website_id: 101, rego: 'abc 123', regoState: 'QLD' },
      { 'Idempotency-Key': 'val-0000001' },
    );
    expect(replay.json.valuation_id).toBe(id);
    expect(replay.json.valuation_secret).toBe(created.json.valuation_secret);
    const answers = await api.call(
      'PATCH',
      `/api/valuations/${id}`,
      { kms: 85000, adjustmentAnswers: { accident: 'No' }, PreferredContactMethod: 'SMS', finance: 'No' },
      { 'X-Lead-Secret': String(created.json.valuation_secret) },
    );
    expect(answers.json).toEqual({ success: true, valuation_id: id });
    expect((await api.store.getValuation(id))?.data).toMatchObject({
      rego: 'ABC 123',
      regoState: 'QLD',
      kms: 85000,
      PreferredContactMethod: 'SMS',
    });
    const bad = await api.call('POST', '/api/valuations', { website_id: 101, rego: '', regoState: 'XX' });
    expect(bad.json.fields).toEqual({
      rego: 'Please enter the rego (letters and digits).',
      regoState: 'Please select the state.',
    });
    expect((await api.call('PATCH', '/api/valuations/missing', { kms: 1 })).status).toBe(404);
  });

  it('records phone reveals and the miscellaneous valuation record', async () => {
    const api = apiHarness();
    expect(
      (await api.call('POST', '/api/phone-reveal', { car_id: 'car-1', dealership_id: 1501, website_id: 105 })).json,
    ).toEqual({ success: true });
    expect(await api.store.events('phone-reveal', 105)).toEqual([
      { car_id: 'car-1', dealership_id: 1501, website_id: 105 },
    ]);
    expect((await api.call('POST', '/api/phone-reveal', { car_id: 'car-1' })).status).toBe(400);
    const misc = await api.call('POST', '/api/miscellaneous', {
      website_id: 105,
      column_name: 'valuation',
      value: { estimate: 12000 },
    });
    expect(misc.json).toEqual({ success: true });
    const wrong = await api.call('POST', '/api/miscellaneous', { website_id: 105, column_name: 'other', value: {} });
    expect(wrong.json.fields).toEqual({ column_name: "column_name must be 'valuation'." });
  });

  it('queues the lead email with the lead itself; notification calls never add a second message', async () => {
    const api = apiHarness();
    const lead = await api.call('POST', '/api/leads', groupEnquiry);
    const id = String(lead.json.lead_id);
    // A general enquiry matches no person's routing rule: the default recipients, and the CRM inbox.
    const recipients = ['crm@harbourautogroup.com.au', 'leads@harbourautogroup.com.au'];
    const queued = async () => (await api.queue.ofLead(id)).map((j) => j.target);
    expect((await queued()).sort()).toEqual(recipients);
    for (const key of [`notify-${id}`, `notify-${id}`, `again-${id}`]) {
      const res = await api.call(
        'POST',
        '/api/notifications',
        { website_id: 102, lead_id: id },
        { 'Idempotency-Key': key },
      );
      expect(res.json).toEqual({ success: true });
    }
    await api.call('POST', '/api/notifications', { website_id: 102, lead_id: id });
    expect(await queued()).toHaveLength(recipients.length);
    expect(api.messages.filter((m) => m.channel === 'email')).toEqual([]);
    expect((await api.call('POST', '/api/notifications', { website_id: 101, lead_id: id })).status).toBe(404);
  });
});

describe('per-dealer export', () => {
  it("returns the dealer's own leads as JSON and CSV with its key, and nothing without it", async () => {
    const api = apiHarness();
    await api.call('POST', '/api/leads', { ...groupEnquiry, message: '=HYPERLINK("x")' });
    await api.call('POST', '/api/leads', {
      form: 'general-enquiry',
      website_id: 101,
      name: 'Al',
      email: 'al@example.com',
      phone: '0412345678',
      postcode: '4558',
      message: 'hi',
      category: 'Feedback',
      location_id: 1011,
    });
    const auth = { Authorization: `Bearer harbour-auto-group-${EXPORT_KEY}` };
    const json = await api.call('GET', '/api/dealers/harbour-auto-group/leads', undefined, auth);
    expect(json.json.count).toBe(1);
    const csv = await api.call('GET', '/api/dealers/harbour-auto-group/leads?format=csv', undefined, auth);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text.split('\r\n')[0]).toBe(
      'id,created_at,form,category,subcategory,name,last_name,email,phone,postcode,message,car_id,location_id,dealership_slug,url,delivery_status,delivery_detail,data',
    );
    expect(csv.text).toContain(`"'=HYPERLINK(""x"")"`);
    const wrongDealer = await api.call('GET', '/api/dealers/sunshine-toyota/leads', undefined, auth);
    expect(wrongDealer.status).toBe(401);
    expect((await api.call('GET', '/api/dealers/harbour-auto-group/leads')).status).toBe(401);
  });
});
