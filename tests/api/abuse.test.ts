import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { LeadApiProcess } from '../../scripts/lib/leadApiProcess.ts';
import { groupEnquiry } from './apiHarness.ts';
import { count, flood, floodedApis } from './floodHarness.ts';

const { leadApi, storedLeads } = floodedApis('lead-api-abuse-');

const FLEET_ORIGIN = 'http://harbour-auto-group.localhost:4450';
const post =
  (url: string, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    fetch(`${url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

describe('a scripted flood on loopback', () => {
  it('lets exactly the rate limit through per minute, refuses the rest with 429, and X-Forwarded-For does not reset it', async () => {
    const api = await leadApi('rate', { LEAD_API_RATE_LIMIT: '100' });
    const requests = Array.from({ length: 1000 }, (_, i) =>
      post(
        api.url,
        { ...groupEnquiry, email: `flood${i}@example.com` },
        { 'X-Forwarded-For': `198.51.100.${i % 250}` },
      ),
    );
    const answers = await flood(requests);
    // The start-up health check was the window's first request: 99 leads fill the limit of 100.
    expect(count(answers, 201)).toBe(99);
    expect(count(answers, 429)).toBe(901);
    const limited = answers.find((a) => a.status === 429)!;
    expect(limited.json.error).toBe('Too many requests. Please try again in a minute.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await fetch(`${api.url}/api/health`)).status).toBe(429);
    await api.stop();
    expect(await storedLeads('rate')).toBe(99);
  }, 60_000);

  it('holds the honeypot, the size limit and CORS under 2,000 mixed requests, storing only the real leads', async () => {
    const api = await leadApi('mixed', { LEAD_API_RATE_LIMIT: '0' });
    const evil = 'https://evil.example';
    const kinds = [
      (i: number) => post(api.url, { ...groupEnquiry, email: `bot${i}@example.com`, company_website: 'http://spam' }),
      (i: number) => post(api.url, { ...groupEnquiry, email: `big${i}@example.com`, message: 'x'.repeat(40_000) }),
      (i: number) => post(api.url, { ...groupEnquiry, email: `evil${i}@example.com` }, { Origin: evil }),
      () => () =>
        fetch(`${api.url}/api/leads`, {
          method: 'OPTIONS',
          headers: { Origin: evil, 'Access-Control-Request-Method': 'POST' },
        }),
      (i: number) => post(api.url, { ...groupEnquiry, email: `real${i}@example.com` }, { Origin: FLEET_ORIGIN }),
    ];
    const requests = Array.from({ length: 2000 }, (_, i) => kinds[i % kinds.length]!(i));
    const answers = await flood(requests);
    const byKind = (k: number) => answers.filter((_, i) => i % kinds.length === k);
    expect(byKind(0).every((a) => a.status === 201 && typeof a.json.lead_id === 'string')).toBe(true);
    expect(byKind(1).every((a) => a.status === 413)).toBe(true);
    expect(byKind(1)[0]!.json.error).toBe('The request body is too large (at most 32 KB).');
    expect(byKind(2).every((a) => a.status === 403 && a.headers.get('access-control-allow-origin') === null)).toBe(
      true,
    );
    expect(byKind(2)[0]!.json.error).toBe('This origin may not call the lead API.');
    expect(byKind(3).every((a) => a.headers.get('access-control-allow-origin') === null)).toBe(true);
    expect(
      byKind(4).every((a) => a.status === 201 && a.headers.get('access-control-allow-origin') === FLEET_ORIGIN),
    ).toBe(true);
    const health = (await (await fetch(`${api.url}/api/health`)).json()) as { leads: number };
    expect(health.leads).toBe(400);
    expect(api.child.exitCode).toBeNull();
  }, 60_000);
});

/** Sends raw bytes on a socket (half-closing after them) and gives back what the server wrote. */
const raw = (port: string, bytes: string) =>
  new Promise<string>((done) => {
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('close', () => {
      done(answer);
    });
    socket.on('error', () => {
      done(answer);
    });
    socket.end(bytes);
  });

describe('malformed, oversized and wrong-type bodies over HTTP', () => {
  let running: Promise<LeadApiProcess> | undefined;
  const unlimited = () => (running ??= leadApi('malformed', { LEAD_API_RATE_LIMIT: '0' }));
  it.each([
    ['bad JSON', 'application/json', '{"form":', 400, 'The request body is not valid JSON.'],
    ['an empty body', 'application/json', '', 400, 'The request body is not valid JSON.'],
    [
      'a JSON array',
      'application/json',
      '[{"form":"general-enquiry"}]',
      400,
      'The request body must be a JSON object.',
    ],
    ['a JSON string', 'application/json', '"lead"', 400, 'The request body must be a JSON object.'],
    ['JSON null', 'application/json', 'null', 400, 'The request body must be a JSON object.'],
    [
      'form encoding',
      'application/x-www-form-urlencoded',
      'form=general-enquiry',
      415,
      'Send a JSON body (Content-Type: application/json).',
    ],
    [
      'plain text',
      'text/plain',
      JSON.stringify(groupEnquiry),
      415,
      'Send a JSON body (Content-Type: application/json).',
    ],
    [
      'wrong types',
      'application/json',
      JSON.stringify({ ...groupEnquiry, website_id: '102', terms: 'yes' }),
      400,
      'Please fix the following errors:',
    ],
    [
      'a 1 MB body',
      'application/json',
      JSON.stringify({ ...groupEnquiry, message: 'x'.repeat(1_000_000) }),
      413,
      'The request body is too large (at most 32 KB).',
    ],
  ])('answers %s with a clear 4xx', async (_label, type, body, status, error) => {
    const api = await unlimited();
    const res = await fetch(`${api.url}/api/leads`, { method: 'POST', headers: { 'content-type': type }, body });
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: string }).error).toBe(error);
  });

  it('answers a truncated body, a lying Content-Length, a broken chunked body and garbage with a JSON 4xx, and lives on', async () => {
    const api = await unlimited();
    const port = new URL(api.url).port;
    const head = 'POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n';
    const cut = await raw(port, `${head}Content-Length: 500\r\n\r\n{"form":"gen`);
    expect(cut).toMatch(/^HTTP\/1\.1 400 /);
    expect(cut).toContain('"error":"The request is not valid HTTP or was cut short. Please send it again."');
    const huge = await raw(port, `${head}Content-Length: 99999999\r\nConnection: close\r\n\r\n{`);
    expect(huge).toMatch(/^HTTP\/1\.1 413 /);
    expect(huge).toContain('"error":"The request body is too large (at most 32 KB)."');
    const chunked = await raw(port, `${head}Transfer-Encoding: chunked\r\n\r\n5\r\n{"a":\r\n`);
    expect(chunked).toMatch(/^HTTP\/1\.1 400 .*\r\nContent-Type: application\/json/);
    expect(await raw(port, 'GARBAGE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    const big = 'x'.repeat(40_000);
    const chunkedBig = await raw(
      port,
      `${head}Transfer-Encoding: chunked\r\n\r\n${big.length.toString(16)}\r\n${big}\r\n0\r\n\r\n`,
    );
    expect(chunkedBig).toMatch(/^HTTP\/1\.1 413 /);
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
    expect(api.child.exitCode).toBeNull();
  });
});
