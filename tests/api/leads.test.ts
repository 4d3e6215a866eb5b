import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/api/messages.ts';
import { apiHarness, groupEnquiry } from './apiHarness.ts';

describe('POST /api/leads', () => {
  it('stores a valid lead and answers 201 with lead_id', async () => {
    const api = apiHarness();
    const res = await api.call('POST', '/api/leads', groupEnquiry);
    expect(res.status).toBe(201);
    const lead = await api.store.getLead(String(res.json.lead_id));
    expect(lead).toMatchObject({ website_id: 102, form: 'general-enquiry', category: 'General Enquiry' });
    expect(lead?.data).toMatchObject({ name: 'Jo', email: 'jo@example.com', location_id: 1021, terms: true });
  });

  it('answers 400 with the exact field messages, never 500', async () => {
    const api = apiHarness();
    const res = await api.call('POST', '/api/leads', { form: 'general-enquiry', website_id: 102, postcode: '230' });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Please fix the following errors:');
    expect(res.json.fields).toEqual({
      name: MESSAGES.name,
      email: MESSAGES.email,
      phone: MESSAGES.phone,
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
      message: MESSAGES.message,
      category: MESSAGES.category,
      location_id: MESSAGES.location,
      dealership_slug: MESSAGES.dealership,
      terms: '*You must agree to the terms of use before submitting.',
    });
    expect(await api.store.countLeads()).toBe(0);
  });

  it.each([
    ['not JSON', '{"form":', 400, 'The request body is not valid JSON.'],
    ['an array', '[1,2]', 400, 'The request body must be a JSON object.'],
    ['an unknown website', { ...groupEnquiry, website_id: 999 }, 400, 'Unknown website.'],
    ['an unknown form', { ...groupEnquiry, form: 'spam' }, 400, 'Please fix the following errors:'],
    [
      'wrong types',
      { ...groupEnquiry, name: 42, terms: 'yes', location_id: '1021' },
      400,
      'Please fix the following errors:',
    ],
  ])('rejects %s with a clear 4xx', async (_label, body, status, error) => {
    const res = await apiHarness().call('POST', '/api/leads', body);
    expect(res.status).toBe(status);
    expect(res.json.error).toBe(error);
  });

  it('turns Careers Enquiry into General Enquiry / Career Enquiry', async () => {
    const api = apiHarness();
    const res = await api.call('POST', '/api/leads', { ...groupEnquiry, category: 'Careers Enquiry' });
    expect(await api.store.getLead(String(res.json.lead_id))).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    });
  });

  it('drops unknown fields such as *_radio_options and the honeypot never stores', async () => {
    const api = apiHarness();
    const res = await api.call('POST', '/api/leads', { ...groupEnquiry, colour_radio_options: 'x' });
    expect((await api.store.getLead(String(res.json.lead_id)))?.data).not.toHaveProperty('colour_radio_options');
    const bot = await api.call('POST', '/api/leads', { ...groupEnquiry, company_website: 'http://spam' });
    expect(bot.status).toBe(201);
    expect(await api.store.countLeads()).toBe(1);
  });

  it('replays the first answer for a repeated Idempotency-Key and refuses another body with 422', async () => {
    const api = apiHarness();
    const key = { 'Idempotency-Key': 'lead-key-0001' };
    const first = await api.call('POST', '/api/leads', groupEnquiry, key);
    const again = await api.call('POST', '/api/leads', { ...groupEnquiry }, key);
    expect(again.status).toBe(201);
    expect(again.json.lead_id).toBe(first.json.lead_id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await api.store.countLeads()).toBe(1);
    const other = await api.call('POST', '/api/leads', { ...groupEnquiry, name: 'Sam' }, key);
    expect(other.status).toBe(422);
    expect(await api.store.countLeads()).toBe(1);
    const badKey = await api.call('POST', '/api/leads', groupEnquiry, { 'Idempotency-Key': 'x' });
    expect(badKey.status).toBe(400);
  });

  it('updates a multi-step lead with PATCH (offer accepted) and keeps its id', async () => {
    const api = apiHarness();
    const created = await api.call('POST', '/api/leads', {
      form: 'trade-in',
      website_id: 101,
      name: 'Al',
      email: 'al@example.com',
      phone: '07 5443 1234',
      postcode: '4558',
    });
    expect(created.status).toBe(201);
    const id = String(created.json.lead_id);
    expect(await api.store.getLead(id)).toMatchObject({ category: 'Trade-In', subcategory: '1. Valuation Requested' });
    const patch = await api.call(
      'PATCH',
      `/api/leads/${id}`,
      { subcategory: '3. Offer Accepted', form_completed: true, offer_accepted: true },
      { 'Idempotency-Key': 'accept-0001', 'X-Lead-Secret': String(created.json.lead_secret) },
    );
    expect(patch.json).toEqual({ success: true, lead_id: id });
    expect(await api.store.getLead(id)).toMatchObject({
      subcategory: '3. Offer Accepted',
      data: { offer_accepted: true, form_completed: true },
    });
    expect((await api.call('PATCH', '/api/leads/nope', { form_completed: true })).status).toBe(404);
    const secret = { 'X-Lead-Secret': String(created.json.lead_secret) };
    expect((await api.call('PATCH', `/api/leads/${id}`, { offer_accepted: 'yes' }, secret)).status).toBe(400);
  });

  it('applies each form kind: offer required, car forms need car_id, reservation has its own category', async () => {
    const api = apiHarness();
    const base = { website_id: 101, name: 'Al', email: 'al@example.com', phone: '0412345678', postcode: '4558' };
    const offer = await api.call('POST', '/api/leads', { ...base, form: 'make-offer', car_id: 'a-car' });
    expect(offer.json.fields).toEqual({ offer_amount: MESSAGES.offer });
    const car = await api.call('POST', '/api/leads', { ...base, form: 'reservation' });
    expect(car.json.fields).toEqual({ car_id: MESSAGES.carId });
    // Reservations are checked against live stock: see reservationCheck.test.ts.
    const photos = await api.call('POST', '/api/leads', { ...base, form: 'request-photos', car_id: 'a-car' });
    expect((await api.store.getLead(String(photos.json.lead_id)))?.category).toBe('Vehicle Enquiry');
  });

  it('rejects a body over the size limit with 413 and non-JSON with 415', async () => {
    const api = apiHarness({ maxBodyBytes: 1024 });
    const big = await api.call('POST', '/api/leads', { ...groupEnquiry, message: 'x'.repeat(5000) });
    expect(big.status).toBe(413);
    const res = await api.call('POST', '/api/leads', undefined, { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
  });
});
