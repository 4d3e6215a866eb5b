import { describe, expect, it } from 'vitest';
import { apiHarness, groupEnquiry } from './apiHarness.ts';

/** A test drive at one dealer's dealership; the harness clock starts at 2026-03-02T01:00:00Z. */
const testDrive = (websiteId: number, dealershipId: number, dateTime: string) => ({
  form: 'test-drive',
  website_id: websiteId,
  name: 'Jo',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  terms: true,
  car_id: `car-${websiteId}`,
  car_dealership_id: dealershipId,
  date_time: dateTime,
});

const finance = (budget: number) => ({
  ...groupEnquiry,
  form: 'finance',
  category: undefined,
  vehiclePriceBudget: budget,
});

describe('lead content limits', () => {
  it.each([0, 500])('refuses a finance budget of $%i: finance is for cars priced above the minimum', async (budget) => {
    const api = apiHarness();
    const res = await api.call('POST', '/api/leads', finance(budget));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      success: false,
      error: 'Please fix the following errors:',
      fields: { vehiclePriceBudget: 'Please enter a budget above $500: finance is for cars priced above $500.' },
    });
    expect(await api.store.countLeads()).toBe(0);
  });

  it('takes a finance budget of $501', async () => {
    const api = apiHarness();
    const res = await api.call('POST', '/api/leads', finance(501));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect((await api.store.getLead(String(res.json.lead_id)))?.data.vehiclePriceBudget).toBe(501);
  });

  it('refuses a test drive dated 1 Jan 2020 and stores nothing', async () => {
    const api = apiHarness();
    const res = await api.call('POST', '/api/leads', testDrive(101, 1101, '2020-01-01T10:00'));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      success: false,
      error: 'Please fix the following errors:',
      fields: { date_time: 'Please choose a test drive time that has not passed.' },
    });
    expect(await api.store.countLeads()).toBe(0);
  });

  it("judges 'passed' on the dealership's clock: 11:30 is ahead in Brisbane (11:00) and gone in Melbourne (12:00)", async () => {
    const api = apiHarness();
    const brisbane = await api.call('POST', '/api/leads', testDrive(101, 1101, '2026-03-02T11:30'));
    expect(brisbane.status, JSON.stringify(brisbane.json)).toBe(201);
    const melbourne = await api.call('POST', '/api/leads', testDrive(103, 1301, '2026-03-02T11:30'));
    expect(melbourne.status).toBe(400);
    expect(melbourne.json.fields).toEqual({ date_time: 'Please choose a test drive time that has not passed.' });
    const later = await api.call('POST', '/api/leads', testDrive(103, 1301, '2026-03-02T12:00'));
    expect(later.status, JSON.stringify(later.json)).toBe(201);
    expect(await api.store.countLeads()).toBe(2);
  });
});
