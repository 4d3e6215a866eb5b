import { describe, expect, it } from 'vitest';
import { backoffMs, isRetryable } from '../../src/api/backoff.ts';
import { OUTBOX_STORAGE_KEY } from '../../src/api/keyValueStorage.ts';
import { isAcknowledgement, Outbox } from '../../src/api/outbox.ts';
import { memoryStorage } from '../support/memoryStorage.ts';

type Answer = { status: number; body?: unknown } | 'network';

function setup(answers: Answer[]) {
  const storage = memoryStorage();
  const calls: { url: string; key: string; body: string }[] = [];
  let clock = 1_000_000;
  const outbox = new Outbox({
    apiUrl: 'http://api.test',
    storage,
    now: () => clock,
    random: () => 0,
    fetch: (input, init) => {
      const headers = init?.headers as Record<string, string>;
      calls.push({ url: input as string, key: headers['Idempotency-Key']!, body: init?.body as string });
      // The entry must already be saved when the request goes out.
      expect(storage.data.get(OUTBOX_STORAGE_KEY)).toContain(headers['Idempotency-Key']);
      const answer = answers.shift() ?? { status: 201, body: { success: true, lead_id: 'L1' } };
      if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(new Response(JSON.stringify(answer.body ?? {}), { status: answer.status }));
    },
  });
  return { outbox, storage, calls, tick: (ms: number) => (clock += ms) };
}

const entry = { id: 'key-00000001', method: 'POST' as const, path: '/api/leads', body: { name: 'Jo' } };

describe('outbox', () => {
  it('sends, then forgets the entry once acknowledged', async () => {
    const { outbox, calls } = setup([{ status: 201, body: { success: true, lead_id: 'L1' } }]);
    expect(await outbox.submit(entry)).toEqual({ status: 'sent', body: { success: true, lead_id: 'L1' } });
    expect(calls).toEqual([{ url: 'http://api.test/api/leads', key: 'key-00000001', body: '{"name":"Jo"}' }]);
    expect(outbox.entries()).toEqual([]);
  });

  it('keeps the entry on network errors, 5xx, 408 and 429, and retries with the same key after backoff', async () => {
    const { outbox, calls, tick } = setup([
      'network',
      { status: 503 },
      { status: 429 },
      { status: 201, body: { success: true, lead_id: 'L1' } },
    ]);
    expect((await outbox.submit(entry)).status).toBe('queued');
    expect(outbox.nextDueIn()).toBe(1000);
    expect(await outbox.flush()).toBe(0); // not due yet
    tick(1000);
    await outbox.flush();
    expect(outbox.nextDueIn()).toBe(2000);
    tick(2000);
    await outbox.flush();
    expect(outbox.entries()[0]?.attempts).toBe(3);
    await outbox.flush(true); // e.g. the online event
    expect(outbox.entries()).toEqual([]);
    expect(new Set(calls.map((c) => c.key))).toEqual(new Set(['key-00000001']));
    expect(calls).toHaveLength(4);
  });

  it('drops an entry the API rejects for good (4xx) and reports why', async () => {
    const { outbox } = setup([
      { status: 400, body: { success: false, error: 'Please fix the following errors:', fields: { postcode: 'x' } } },
    ]);
    const result = await outbox.submit(entry);
    expect(result).toEqual({
      status: 'rejected',
      code: 400,
      body: { success: false, error: 'Please fix the following errors:', fields: { postcode: 'x' } },
    });
    expect(outbox.entries()).toEqual([]);
  });

  it('survives a reload: a new outbox over the same storage sends what is left', async () => {
    const first = setup(['network']);
    await first.outbox.submit(entry);
    const second = new Outbox({
      apiUrl: 'http://api.test',
      storage: first.storage,
      now: () => 2_000_000,
      random: () => 0,
      fetch: () => Promise.resolve(new Response('{"success":true,"lead_id":"L9"}', { status: 201 })),
    });
    expect(await second.flush(true)).toBe(1);
    expect(second.entries()).toEqual([]);
  });

  it('queues the notification call keyed by the lead after a lead is stored', async () => {
    const { outbox, calls } = setup([
      { status: 201, body: { success: true, lead_id: 'L1' } },
      { status: 200, body: { success: true } },
    ]);
    await outbox.submit({ ...entry, notify: { website_id: 7, form: 'enquiry' } });
    expect(calls[1]).toEqual({
      url: 'http://api.test/api/notifications',
      key: 'notify-L1',
      body: '{"website_id":7,"form":"enquiry","lead_id":"L1"}',
    });
  });

  it('ignores corrupt storage', () => {
    const { outbox, storage } = setup([]);
    storage.setItem(OUTBOX_STORAGE_KEY, '{not json');
    expect(outbox.entries()).toEqual([]);
  });
});

describe('backoff', () => {
  it('doubles from one second and caps at five minutes, with jitter up to 20 %', () => {
    expect([0, 1, 2, 3].map((n) => backoffMs(n, 0))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(30, 0)).toBe(300_000);
    expect(backoffMs(0, 1)).toBe(1200);
  });
  it('retries server errors, timeouts and the rate limit only', () => {
    expect([500, 503, 408, 429].every(isRetryable)).toBe(true);
    expect([400, 401, 403, 404, 413, 415, 422].some(isRetryable)).toBe(false);
  });
});

describe('outbox acknowledgements', () => {
  const answers: [string, number, string][] = [
    ['a captive portal page', 200, '<!doctype html><title>Sign in to Wi-Fi</title>'],
    ['an empty 204', 204, ''],
    ['an empty 200', 200, ''],
    ['a JSON array', 200, '[]'],
    ['JSON without success', 200, '{"lead_id":"L1"}'],
    ['success without lead_id', 201, '{"success":true}'],
    ['success false with a 200', 200, '{"success":false,"lead_id":"L1"}'],
    ['a wrong API URL 404 page', 404, '<html><body>Not Found</body></html>'],
    ['a proxy 403 page', 403, 'Forbidden'],
  ];
  for (const [name, status, text] of answers) {
    it(`keeps the lead queued after ${name}, and sends it on the next proper answer`, async () => {
      let next: Response = new Response(text === '' ? null : text, { status });
      const outbox = new Outbox({
        apiUrl: 'http://api.test',
        storage: memoryStorage(),
        now: () => 1_000_000,
        random: () => 0,
        fetch: () => Promise.resolve(next),
      });
      const first = await outbox.submit(entry);
      expect(first.status).toBe('queued');
      expect(outbox.entries().map((e) => e.id)).toEqual([entry.id]);
      next = new Response('{"success":true,"lead_id":"L2"}', { status: 201 });
      expect(await outbox.flush(true)).toBe(1);
      expect(outbox.entries()).toEqual([]);
    });
  }

  it('accepts success without lead_id for calls that are not leads', () => {
    expect(isAcknowledgement({ path: '/api/valuations' }, { success: true, valuation_id: 'v' })).toBe(true);
    expect(isAcknowledgement({ path: '/api/leads/abc' }, { success: true })).toBe(false);
    expect(isAcknowledgement({ path: '/api/leads' }, { success: true, lead_id: '' })).toBe(false);
  });
});

describe('what the form is told while an unacknowledged lead waits', () => {
  it('reports a 2xx without lead_id or a non-JSON refusal, and nothing for a server hiccup', async () => {
    const cases: [Response, { code: number } | undefined][] = [
      [new Response('{"success":true}', { status: 201 }), { code: 201 }],
      [new Response('not json', { status: 403 }), { code: 403 }],
      [new Response('{"error":"boom"}', { status: 500 }), undefined],
      [new Response('busy', { status: 429 }), undefined],
    ];
    for (const [response, expected] of cases) {
      const outbox = new Outbox({
        apiUrl: 'http://api.test',
        storage: memoryStorage(),
        now: () => 1,
        random: () => 0,
        fetch: () => Promise.resolve(response),
      });
      const result = await outbox.submit(entry);
      expect(result.status).toBe('queued');
      expect(result.status === 'queued' ? result.answer?.code : 'x').toBe(expected?.code);
      expect(outbox.entries()).toHaveLength(1);
    }
  });
});
