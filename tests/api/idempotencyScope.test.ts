import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFleet } from '../../server/fleet.ts';
import { apiHarness, groupEnquiry } from './apiHarness.ts';

const fleet = loadFleet(resolve('dealers'), true);
const siteOf = (websiteId: number) => fleet.sites.find((s) => s.websiteId === websiteId)!;
const devOrigin = (websiteId: number) => `http://${siteOf(websiteId).slug}.localhost:4450`;
const OWN = devOrigin(groupEnquiry.website_id);
const OTHER = devOrigin(fleet.sites.find((s) => s.websiteId !== groupEnquiry.website_id)!.websiteId);

describe('Idempotency-Key scoped by dealer and route, origin first, refusals never kept', () => {
  it("another dealer's origin reusing a key and body is refused, never given the first answer", async () => {
    const api = apiHarness();
    const key = { 'Idempotency-Key': 'shared-key-0001' };
    const first = await api.call('POST', '/api/leads', groupEnquiry, { ...key, Origin: OWN });
    expect(first.status).toBe(201);
    const stolen = await api.call('POST', '/api/leads', groupEnquiry, { ...key, Origin: OTHER });
    expect(stolen.status).toBe(403);
    expect(stolen.json).not.toHaveProperty('lead_id');
    expect(stolen.headers.get('idempotent-replayed')).toBeNull();
    const replay = await api.call('POST', '/api/leads', groupEnquiry, { ...key, Origin: OWN });
    expect(replay.json.lead_id).toBe(first.json.lead_id);
  });

  it('the same key on another route or another dealer is a different key', async () => {
    const api = apiHarness();
    const key = { 'Idempotency-Key': 'shared-key-0002' };
    const lead = await api.call('POST', '/api/leads', groupEnquiry, key);
    const misc = await api.call(
      'POST',
      '/api/phone-reveal',
      { website_id: groupEnquiry.website_id, car_id: 'c1', phone: '0412345678' },
      key,
    );
    expect(misc.headers.get('idempotent-replayed')).toBeNull();
    expect(misc.json).not.toHaveProperty('lead_id');
    const otherSite = fleet.sites.find((s) => s.websiteId !== groupEnquiry.website_id)!;
    const elsewhere = await api.call('POST', '/api/leads', { ...groupEnquiry, website_id: otherSite.websiteId }, key);
    expect(elsewhere.status).not.toBe(422);
    expect(elsewhere.json.lead_id).not.toBe(lead.json.lead_id);
  });

  it('a refusal is not stored: a retry with the same key is decided again', async () => {
    const api = apiHarness();
    const key = { 'Idempotency-Key': 'retry-key-0003' };
    const refused = await api.call('POST', '/api/leads', groupEnquiry, { ...key, Origin: OTHER });
    expect(refused.status).toBe(403);
    const fixed = await api.call('POST', '/api/leads', groupEnquiry, { ...key, Origin: OWN });
    expect(fixed.status).toBe(201);
    const invalid = await api.call(
      'POST',
      '/api/leads',
      { ...groupEnquiry, email: 'nope' },
      { 'Idempotency-Key': 'retry-key-0004' },
    );
    expect(invalid.status).toBe(400);
    const corrected = await api.call(
      'POST',
      '/api/leads',
      { ...groupEnquiry, email: 'nope' },
      { 'Idempotency-Key': 'retry-key-0004' },
    );
    expect(corrected.headers.get('idempotent-replayed')).toBeNull();
    const missing = await api.call(
      'PATCH',
      '/api/leads/not-yet',
      { form_completed: true },
      { 'Idempotency-Key': 'retry-key-0005' },
    );
    expect(missing.status).toBe(404);
    expect(await api.store.findIdempotent('site:none PATCH /api/leads/not-yet retry-key-0005')).toBeNull();
  });
});
