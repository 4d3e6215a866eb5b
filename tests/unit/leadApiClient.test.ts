import { describe, expect, it, vi } from 'vitest';
import { OUTBOX_STORAGE_KEY } from '../../src/api/keyValueStorage.ts';
import {
  callLeadApi,
  FALLBACK_MESSAGE,
  leadApiAnswer,
  leadApiInit,
  UNREACHABLE_MESSAGE,
} from '../../src/api/leadApiClient.ts';
import { Outbox } from '../../src/api/outbox.ts';
import { memoryStorage } from '../support/memoryStorage.ts';

const answering = (status: number, text: string) =>
  vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response(text, { status })));

describe('lead API client: success flag', () => {
  it('is set only by a 2xx whose JSON says success: true', () => {
    expect(leadApiAnswer(201, { success: true, lead_id: 'L1' }).success).toBe(true);
    expect(leadApiAnswer(200, {}).success).toBe(false);
    expect(leadApiAnswer(200, { success: 'true' }).success).toBe(false);
    expect(leadApiAnswer(200, null).success).toBe(false);
    expect(leadApiAnswer(400, { success: true }).success).toBe(false);
    expect(leadApiAnswer(null, null).success).toBe(false);
  });
});

describe('lead API client: error message', () => {
  it("is the API's own error, else a fixed message; none on success", () => {
    expect(leadApiAnswer(400, { success: false, error: 'Enter the 6-digit code.' }).error).toBe(
      'Enter the 6-digit code.',
    );
    expect(leadApiAnswer(502, null).error).toBe(FALLBACK_MESSAGE);
    expect(leadApiAnswer(400, { success: false, error: '' }).error).toBe(FALLBACK_MESSAGE);
    expect(leadApiAnswer(200, { success: false, error: 42 }).error).toBe(FALLBACK_MESSAGE);
    expect(leadApiAnswer(null, null).error).toBe(UNREACHABLE_MESSAGE);
    expect(leadApiAnswer(200, { success: true, error: 'ignored' }).error).toBe('');
    expect(FALLBACK_MESSAGE).toBe('Something went wrong. Please try again.');
    expect(UNREACHABLE_MESSAGE).toBe('We could not reach the server. Check your connection and try again.');
  });
});

describe('lead API client: request', () => {
  it('sends a JSON body, the session as Bearer token and extra headers', () => {
    const init = leadApiInit({
      method: 'POST',
      path: '/api/leads',
      body: { name: 'Jo' },
      session: 's1',
      headers: { 'Idempotency-Key': 'k-12345678' },
      keepalive: true,
    });
    expect(init).toMatchObject({ method: 'POST', body: '{"name":"Jo"}', keepalive: true });
    expect(init.headers).toEqual({
      'content-type': 'application/json',
      authorization: 'Bearer s1',
      'Idempotency-Key': 'k-12345678',
    });
  });

  it('sends no body and no content type on a GET', () => {
    const init = leadApiInit({ method: 'GET', path: '/api/watchlist', session: 's1' });
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ authorization: 'Bearer s1' });
  });

  it('never throws: an unreachable API, an HTML page and a JSON refusal all come back as answers', async () => {
    const down = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await callLeadApi('http://api', { method: 'GET', path: '/api/watchlist' }, down)).toEqual({
      status: null,
      body: null,
      success: false,
      error: UNREACHABLE_MESSAGE,
    });
    const portal = answering(200, '<html>sign in to the wifi</html>');
    expect(await callLeadApi('http://api', { method: 'POST', path: '/api/x', body: {} }, portal)).toMatchObject({
      status: 200,
      body: null,
      success: false,
      error: FALLBACK_MESSAGE,
    });
    const refused = answering(429, '{"success":false,"error":"Too many requests. Please try again in a minute."}');
    const answer = await callLeadApi('http://api', { method: 'POST', path: '/api/x', body: {} }, refused);
    expect(answer.error).toBe('Too many requests. Please try again in a minute.');
    expect(refused.mock.calls[0]?.[0]).toBe('http://api/api/x');
  });
});

describe('outbox storage key', () => {
  it('is the one exported key the outbox writes under', async () => {
    expect(OUTBOX_STORAGE_KEY).toBe('leadOutbox:v1');
    const storage = memoryStorage();
    const outbox = new Outbox({
      apiUrl: 'http://api',
      storage,
      fetch: answering(503, '{}'),
      now: () => 1_000,
      random: () => 0,
    });
    await outbox.submit({ id: 'key-00000001', method: 'POST', path: '/api/leads', body: {} });
    expect([...storage.data.keys()]).toEqual([OUTBOX_STORAGE_KEY]);
    expect(outbox.entries().map((e) => e.id)).toEqual(['key-00000001']);
  });
});
