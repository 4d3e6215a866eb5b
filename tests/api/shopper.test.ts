import { MESSAGES } from '../../src/api/messages.ts';
import { describe, expect, it } from 'vitest';
import { apiHarness } from './apiHarness.ts';

const PHONE = '0412 345 678';
const NOT_RIGHT = 'That code is not right or has expired. Please check it or request a new one.';

async function signIn(api: ReturnType<typeof apiHarness>, phone = PHONE, websiteId = 103) {
  const asked = await api.call('POST', '/api/auth/request-code', { phone_number: phone, website_id: websiteId });
  expect(asked.json).toEqual({ success: true, expires_in_minutes: 10, sent: true });
  const code = /code is (\d{6})/.exec(api.messages.at(-1)!.text)![1]!;
  const verified = await api.call('POST', '/api/auth/verify', { phone_number: phone, website_id: websiteId, code });
  expect(verified.status).toBe(200);
  return String(verified.json.token);
}

describe('sign-in by phone with a one-time code', () => {
  it('sends the code to the message sink and exchanges it for a session once', async () => {
    const api = apiHarness();
    const token = await signIn(api);
    expect(api.messages.at(-1)).toMatchObject({ channel: 'sms', to: ['0412345678'] });
    expect(token.length).toBeGreaterThan(30);
    const code = /code is (\d{6})/.exec(api.messages.at(-1)!.text)![1]!;
    const reuse = await api.call('POST', '/api/auth/verify', { phone_number: PHONE, website_id: 103, code });
    expect(reuse.status).toBe(400);
  });

  it('refuses wrong codes, asks one source for a challenge after five, and expires codes after ten minutes', async () => {
    const api = apiHarness();
    await api.call('POST', '/api/auth/request-code', { phone_number: PHONE, website_id: 103 });
    const code = /code is (\d{6})/.exec(api.messages.at(-1)!.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await api.call('POST', '/api/auth/verify', { phone_number: PHONE, website_id: 103, code: wrong });
      expect(res.json.fields).toEqual({ code: NOT_RIGHT });
    }
    const sixth = await api.call('POST', '/api/auth/verify', { phone_number: PHONE, website_id: 103, code });
    expect(sixth.status).toBe(429);
    expect(sixth.json.error).toBe('Many codes were tried for this number. Your browser solves a short check to go on.');
    api.advance(31_000);
    await api.call('POST', '/api/auth/request-code', { phone_number: PHONE, website_id: 103 });
    api.advance(11 * 60_000);
    const late = /code is (\d{6})/.exec(api.messages.at(-1)!.text)![1]!;
    const expired = await api.call(
      'POST',
      '/api/auth/verify',
      { phone_number: PHONE, website_id: 103, code: late },
      { 'x-forwarded-for': '127.0.4.1' },
    );
    expect(expired.json.error).toBe(NOT_RIGHT);
  });

  it('validates the phone and code', async () => {
    const api = apiHarness();
    const bad = await api.call('POST', '/api/auth/request-code', { phone_number: '12', website_id: 103 });
    expect(bad.json.fields).toEqual({ phone_number: MESSAGES.mobile });
    // A landline or a 13/1300 number cannot receive a text: no code is "sent" to one.
    const sent = api.messages.length;
    for (const landline of ['02 9876 5432', '(03) 5550 2100', '1300 975 707', '+61 7 5550 1234']) {
      const res = await api.call('POST', '/api/auth/request-code', { phone_number: landline, website_id: 103 });
      expect([landline, res.status, res.json.fields]).toEqual([landline, 400, { phone_number: MESSAGES.mobile }]);
    }
    expect(api.messages.length).toBe(sent);
    expect(MESSAGES.mobile).toBe('Please enter an Australian mobile number (04xx xxx xxx): we text the code to it.');
    const code = await api.call('POST', '/api/auth/verify', { phone_number: PHONE, website_id: 103, code: '12' });
    expect(code.json.fields).toEqual({ code: 'Enter the 6-digit code.' });
  });
});

describe('watchlist', () => {
  it('saves, lists and removes cars for the signed-in phone only', async () => {
    const api = apiHarness();
    const token = await signIn(api);
    const auth = { Authorization: `Bearer ${token}` };
    const save = await api.call(
      'POST',
      '/api/watchlist/save-car',
      { phone_number: PHONE, car_id: 'car-1' },
      { ...auth, 'Idempotency-Key': 'save-car-1' },
    );
    expect(save.json).toEqual({ success: true, car_id: 'car-1' });
    await api.call(
      'POST',
      '/api/watchlist/save-car',
      { phone_number: PHONE, car_id: 'car-1' },
      { ...auth, 'Idempotency-Key': 'save-car-1' },
    );
    await api.call('POST', '/api/watchlist/save-car', { phone_number: PHONE, car_id: 'car-2' }, auth);
    const list = await api.call('GET', '/api/watchlist', undefined, auth);
    expect((list.json.cars as { id: string }[]).map((c) => c.id)).toEqual(['car-1', 'car-2']);
    await api.call('POST', '/api/watchlist/remove-car', { phone_number: PHONE, car_id: 'car-1' }, auth);
    const after = await api.call('GET', `/api/watchlist?phone_number=${encodeURIComponent(PHONE)}`, undefined, auth);
    expect((after.json.cars as { id: string }[]).map((c) => c.id)).toEqual(['car-2']);
  });

  it("refuses calls without a session and another shopper's phone", async () => {
    const api = apiHarness();
    const none = await api.call('POST', '/api/watchlist/save-car', { phone_number: PHONE, car_id: 'car-1' });
    expect(none.status).toBe(401);
    const token = await signIn(api);
    const auth = { Authorization: `Bearer ${token}` };
    const other = await api.call(
      'POST',
      '/api/watchlist/save-car',
      { phone_number: '0499 999 999', car_id: 'car-1' },
      auth,
    );
    expect(other.status).toBe(403);
    expect((await api.call('GET', '/api/watchlist?phone_number=0499999999', undefined, auth)).status).toBe(403);
    const invalid = await api.call('POST', '/api/watchlist/save-car', { phone_number: PHONE }, auth);
    expect(invalid.json.fields).toEqual({ car_id: 'car_id is required.' });
    await api.call('POST', '/api/auth/sign-out', {}, auth);
    expect((await api.call('GET', '/api/watchlist', undefined, auth)).status).toBe(401);
  });
});
