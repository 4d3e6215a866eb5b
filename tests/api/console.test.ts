import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CROSS_SITE, LINK_SENT, LINK_UNUSABLE, NOT_ALLOWED, SIGNED_OUT } from '../../server/console/rules.ts';
import { importRecord, saveImportRecord } from '../../scripts/lib/stockReport.ts';
import { consoleHarness } from './consoleHarness.ts';

// The dealer console's sign-in, sessions and work on leads and reservations, on SQLite (api) and
// PostgreSQL (api-postgres), through the real HTTP server.
const MINUTE = 60_000;
const opened: Awaited<ReturnType<typeof consoleHarness>>[] = [];
const open = async () => {
  const h = await consoleHarness();
  opened.push(h);
  return h;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((h) => h.close()));
});

const enquiry = (name: string, email: string, extra: Record<string, unknown> = {}) => ({
  form: 'general-enquiry',
  website_id: 105,
  name,
  email,
  phone: '0412345678',
  postcode: '5000',
  category: 'General Enquiry',
  location_id: 1051,
  message: 'Is it still available?',
  terms: true,
  ...extra,
});

describe('sign-in by a one-time link', () => {
  it('the link from the email signs in once; used again or after 15 minutes it does nothing', async () => {
    const h = await open();
    await h.staff.add('sam@adelaide-nissan.example', 'sales', 'adelaide-nissan', 'test', 0);
    const asked = await h.call('POST', '/console/api/sign-in', { email: 'Sam@Adelaide-Nissan.example' });
    expect(asked.json).toEqual({ success: true, message: LINK_SENT });
    const token = await h.latestLink('sam@adelaide-nissan.example');
    const first = await h.useLink(token);
    expect(first.status).toBe(200);
    expect(first.setCookie).toMatch(/^console_session=[\w-]{43}; Path=\/console; HttpOnly; Secure; SameSite=Strict;/);
    const me = await first.open!.get('/me');
    expect(me.json).toMatchObject({
      email: 'sam@adelaide-nissan.example',
      role: 'sales',
      dealers: [{ slug: 'adelaide-nissan' }],
    });
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(await h.useLink(token)).toMatchObject({ status: 401, body: { error: LINK_UNUSABLE } });

    await h.call('POST', '/console/api/sign-in', { email: 'sam@adelaide-nissan.example' });
    const late = await h.latestLink('sam@adelaide-nissan.example');
    h.advance(15 * MINUTE);
    expect(await h.useLink(late)).toMatchObject({ status: 401, body: { error: LINK_UNUSABLE } });
  });

  it('an address nobody has gets the same answer and no email', async () => {
    const h = await open();
    const asked = await h.call('POST', '/console/api/sign-in', { email: 'nobody@example.com' });
    expect(asked.json).toEqual({ success: true, message: LINK_SENT });
    expect(await h.linksTo('nobody@example.com')).toBe(0);
  });

  it('a stranger hammering a real address cannot lock its owner out', async () => {
    const h = await open();
    await h.staff.add('kim@adelaide-nissan.example', 'manager', 'adelaide-nissan', 'test', 0);
    const stranger = { 'x-forwarded-for': '203.0.113.9' };
    const answers = [];
    for (let i = 0; i < 21; i++)
      answers.push(
        (await h.call('POST', '/console/api/sign-in', { email: 'kim@adelaide-nissan.example' }, stranger)).status,
      );
    // The stranger's network is slowed after 20 requests an hour; the address got 5 links in all.
    expect(answers).toEqual([...Array.from({ length: 20 }, () => 200), 429]);
    expect(await h.linksTo('kim@adelaide-nissan.example')).toBe(5);
    // Kim, from her own network, still signs in with the latest link she was sent.
    const own = { 'x-forwarded-for': '198.51.100.7' };
    expect((await h.call('POST', '/console/api/sign-in', { email: 'kim@adelaide-nissan.example' }, own)).status).toBe(
      200,
    );
    const used = await h.useLink(await h.latestLink('kim@adelaide-nissan.example'));
    expect(used.status).toBe(200);
  });
});

describe('passkeys', () => {
  it('a forged answer, a reused challenge or another site’s request opens no session', async () => {
    const h = await open();
    const start = await h.call('POST', '/console/api/passkeys/sign-in-options', {});
    expect(start.status).toBe(200);
    const options = start.json.options as { rpId: string; challenge: string };
    expect(options.rpId).toBe('127.0.0.1');
    const forged = {
      challengeId: start.json.challengeId,
      response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {}, clientExtensionResults: {} },
    };
    const refused = await h.call('POST', '/console/api/passkeys/sign-in', forged);
    expect(refused).toMatchObject({
      status: 401,
      json: { error: 'That passkey was not accepted. Sign in with an email link instead.' },
    });
    expect(refused.headers.get('set-cookie')).toBeNull();
    // The challenge went with that answer: it cannot be answered again.
    expect((await h.call('POST', '/console/api/passkeys/sign-in', forged)).status).toBe(401);
    const elsewhere = await h.call(
      'POST',
      '/console/api/passkeys/sign-in-options',
      {},
      { origin: 'https://evil.example' },
    );
    expect(elsewhere.status).toBe(403);
    // Adding a passkey needs a session.
    expect((await h.call('POST', '/console/api/passkeys/register-options', {})).status).toBe(401);
  });
});

describe('sessions', () => {
  it('a forged, signed-out or idle session is refused; an active one lives on', async () => {
    const h = await open();
    const sam = await h.person('sam@adelaide-nissan.example', 'sales', 'adelaide-nissan');
    expect((await h.call('GET', '/console/api/me', undefined, { cookie: 'console_session=forged' })).json).toEqual({
      success: false,
      error: SIGNED_OUT,
    });
    h.advance(59 * MINUTE);
    expect((await sam.get('/me')).status).toBe(200);
    h.advance(59 * MINUTE);
    expect((await sam.get('/me')).status).toBe(200);
    h.advance(60 * MINUTE);
    expect((await sam.get('/me')).status).toBe(401);

    const again = await h.signIn('sam@adelaide-nissan.example');
    expect((await again.post('/sign-out')).status).toBe(200);
    expect((await again.get('/me')).status).toBe(401);
  });

  it('removing a person ends their sessions at once', async () => {
    const h = await open();
    const sam = await h.person('sam@adelaide-nissan.example', 'sales', 'adelaide-nissan');
    await h.staff.remove('sam@adelaide-nissan.example', null, h.reservations.deps.now().getTime());
    expect((await sam.get('/me')).status).toBe(401);
  });

  it('a change from another site is refused: its Origin, or no CSRF token', async () => {
    const h = await open();
    const lead = await h.call('POST', '/api/leads', enquiry('Al', 'al@example.com'));
    const kim = await h.person('kim@adelaide-nissan.example', 'manager', 'adelaide-nissan');
    const path = `/dealers/adelaide-nissan/leads/${String(lead.json.lead_id)}/mark`;
    const evil = await kim.post(path, { status: 'won' }, { origin: 'https://evil.example' });
    expect(evil).toMatchObject({ status: 403, json: { error: CROSS_SITE } });
    const noToken = await h.call('POST', `/console/api${path}`, { status: 'won' }, { cookie: kim.cookie });
    expect(noToken).toMatchObject({ status: 403, json: { error: CROSS_SITE } });
    const signInFromElsewhere = await h.call(
      'POST',
      '/console/api/sign-in',
      { email: 'x@y.z' },
      { origin: 'https://evil.example' },
    );
    expect(signInFromElsewhere.status).toBe(403);
    expect((await kim.post(path, { status: 'won' }, { origin: h.apiUrl })).status).toBe(200);
  });
});

describe('leads', () => {
  it('newest first, filtered; marked contacted with a note, recorded with who and when', async () => {
    const h = await open();
    const first = await h.call('POST', '/api/leads', enquiry('Al', 'al@example.com'));
    h.advance(MINUTE);
    const second = await h.call('POST', '/api/leads', enquiry('Bea', 'bea@example.com', { message: 'Trade my Golf' }));
    const sam = await h.person('sam@adelaide-nissan.example', 'sales', 'adelaide-nissan');
    const list = await sam.get('/dealers/adelaide-nissan/leads');
    expect((list.json.leads as { id: string }[]).map((l) => l.id)).toEqual([second.json.lead_id, first.json.lead_id]);
    const found = await sam.get('/dealers/adelaide-nissan/leads?q=golf');
    expect((found.json.leads as { name: string }[]).map((l) => l.name)).toEqual(['Bea']);

    const id = String(first.json.lead_id);
    const marked = await sam.post(`/dealers/adelaide-nissan/leads/${id}/mark`, {
      status: 'contacted',
      note: 'Called, test drive Sat',
    });
    expect(marked.status).toBe(200);
    const lead = marked.json.lead as {
      status: string;
      notes: { author: string; status: string; note: string; at: string }[];
    };
    expect(lead.status).toBe('contacted');
    expect(lead.notes).toEqual([
      {
        author: 'sam@adelaide-nissan.example',
        status: 'contacted',
        note: 'Called, test drive Sat',
        at: '2026-11-30T11:31:00+10:30',
      },
    ]);
    const contacted = await sam.get('/dealers/adelaide-nissan/leads?status=contacted');
    expect((contacted.json.leads as { id: string }[]).map((l) => l.id)).toEqual([id]);
    const detail = await sam.get(`/dealers/adelaide-nissan/leads/${id}`);
    const facts = (detail.json.lead as { facts: { label: string; value: string }[] }).facts;
    expect(facts.find((f) => f.label === 'Email')?.value).toBe('al@example.com');
    expect((await sam.post(`/dealers/adelaide-nissan/leads/${id}/mark`, { status: 'sold' })).status).toBe(400);
  });

  it('exports the filtered list as CSV with formula cells guarded, and the lead as ADF/XML', async () => {
    const h = await open();
    const lead = await h.call('POST', '/api/leads', enquiry('=HYPERLINK("http://x")', 'al@example.com'));
    const sam = await h.person('sam@adelaide-nissan.example', 'sales', 'adelaide-nissan');
    const csv = await h.call('GET', '/console/api/dealers/adelaide-nissan/leads.csv?kind=general', undefined, {
      cookie: sam.cookie,
    });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.text.split('\r\n')[0] ?? csv.text.split('\n')[0]).toContain('id,received_local,kind,headline,name');
    expect(csv.text).toContain(`"'=HYPERLINK(""http://x"")"`);
    const adf = await h.call(
      'GET',
      `/console/api/dealers/adelaide-nissan/leads/${String(lead.json.lead_id)}/adf`,
      undefined,
      {
        cookie: sam.cookie,
      },
    );
    expect(adf.text).toContain('<adf>');
    expect(adf.text).toContain('al@example.com');
  });
});

describe('reservations', () => {
  it('a manager completes a held reservation through the same code as the command; sales may not', async () => {
    const h = await open();
    const r = await h.reserve('x-trail');
    await h.processor.act(r.session, 'pay');
    await h.until(r.id, 'held');
    const sam = await h.person('sam@adelaide-nissan.example', 'sales', 'adelaide-nissan');
    const listed = await sam.get('/dealers/adelaide-nissan/reservations');
    expect(listed.json.reservations).toMatchObject([
      { id: r.id, state: 'held', deposit: 500, car: { stocknum: 'N9001' } },
    ]);
    expect(await sam.post(`/dealers/adelaide-nissan/reservations/${r.id}/complete`)).toMatchObject({
      status: 403,
      json: { error: NOT_ALLOWED },
    });
    const kim = await h.person('kim@adelaide-nissan.example', 'manager', 'adelaide-nissan');
    const done = await kim.post(`/dealers/adelaide-nissan/reservations/${r.id}/complete`);
    expect(done.json).toMatchObject({ success: true, reservation: { state: 'completed' } });
    const steps = await h.reservations.table.events(r.id);
    expect(steps.find((e) => e.action === 'complete')?.actor).toBe('kim@adelaide-nissan.example');
    expect((await kim.post(`/dealers/adelaide-nissan/reservations/${r.id}/complete`)).status).toBe(409);
  });
});

describe('stock and site health', () => {
  it('shows managers the last import against the feed limit, the deliveries and field vitals; not sales', async () => {
    const h = await open();
    const stockDir = join(dirname(h.dbPath), 'fingerprints');
    const counts = { added: 3, updated: 1, unchanged: 20, sold: 2, removed: 0, invalid: 1, kept: 1 };
    const at = new Date(h.reservations.deps.now().getTime() - 30 * MINUTE);
    const result = { kind: 'imported', counts, errors: ['row 7: price is not a number (kept)'], liveCars: 24 } as const;
    saveImportRecord(stockDir, importRecord(null, 'adelaide-nissan', at, 26, result));
    const beacon = JSON.stringify({ website_id: 105, page: 'car', lcp: 1800, cls: 0.02 });
    const sent = await h.call('POST', '/api/vitals', beacon, {
      'content-type': 'text/plain;charset=UTF-8',
      origin: 'http://adelaide-nissan.localhost:4400',
    });
    expect(sent.status).toBe(204);
    const kim = await h.person('kim@adelaide-nissan.example', 'manager', 'adelaide-nissan');
    const health = (await kim.get('/dealers/adelaide-nissan/health')).json.health as Record<string, unknown>;
    expect(health.stock).toMatchObject({
      outcome: 'imported',
      liveCars: 24,
      maxAgeHours: 26,
      stale: false,
      feedAgeHours: 0.5,
    });
    expect(health.deliveries).toEqual({ dead: 0, waiting: 0 });
    expect(health.vitals).toMatchObject([{ page: 'car', views: 1, p75: { lcp: expect.any(Number) as number } }]);
    const sam = await h.person('sam@adelaide-nissan.example', 'sales', 'adelaide-nissan');
    expect((await sam.get('/dealers/adelaide-nissan/health')).json).toEqual({ success: false, error: NOT_ALLOWED });
  });
});
