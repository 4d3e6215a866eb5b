import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DeliveryQueue } from '../../../server/delivery/queue.ts';
import type { PlannedDelivery } from '../../../server/delivery/plan.ts';
import { LeadStore } from '../../../server/store.ts';
import { BEACONS_PER_CLIENT_DAY } from '../../../server/vitals/rules.ts';
import { testStoreLocation } from '../../support/testStore.ts';
import { apiHarness, groupEnquiry } from '../apiHarness.ts';

/** Two lead API instances (each its own pool) on one PostgreSQL database, with one server secret. */
function twoInstances(options: { rateLimit?: number } = {}) {
  const dbPath = join(mkdtempSync(join(tmpdir(), 'instances-')), 'leads.sqlite');
  const authSecret = Buffer.alloc(32, 7);
  return [apiHarness({ ...options, dbPath, authSecret }), apiHarness({ ...options, dbPath, authSecret })] as const;
}

describe('several instances on one PostgreSQL', () => {
  it('an Idempotency-Key sent to two instances at once stores one lead; both answer with it', async () => {
    const [a, b] = twoInstances();
    const key = { 'Idempotency-Key': 'two-instances-0001' };
    const answers = await Promise.all([
      a.call('POST', '/api/leads', groupEnquiry, key),
      b.call('POST', '/api/leads', groupEnquiry, key),
    ]);
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    expect(answers[0].json.lead_id).toBe(answers[1].json.lead_id);
    expect(answers.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    expect(await a.store.countLeads()).toBe(1);
    expect(await a.queue.ofLead(String(answers[0].json.lead_id))).toHaveLength(2);
  });

  it('request rate limits count every instance’s requests from a client together', async () => {
    const [a, b] = twoInstances({ rateLimit: 3 });
    const from = { 'x-forwarded-for': '203.0.113.7' };
    const statuses = [];
    for (const api of [a, b, a, b]) statuses.push((await api.call('GET', '/api/health', undefined, from)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await b.call('GET', '/api/health', undefined, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
  });

  it('the sign-in code gap holds across instances: a second code within 30 s is refused by the other one', async () => {
    const [a, b] = twoInstances();
    const ask = { phone_number: '0412 000 777', website_id: 103 };
    expect((await a.call('POST', '/api/auth/request-code', ask)).status).toBe(200);
    const again = await b.call('POST', '/api/auth/request-code', ask);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('30');
  });

  it('the vitals cap per client counts every instance’s beacons together', async () => {
    const [a, b] = twoInstances();
    const slug = 'southern-cross-used';
    const body = JSON.stringify({ website_id: a.site(slug).websiteId, page: 'car', lcp: 1200 });
    const headers = {
      'content-type': 'text/plain;charset=UTF-8',
      origin: `http://${slug}.localhost:4400`,
      'x-forwarded-for': '203.0.113.9',
    };
    const statuses = [];
    for (let i = 0; i < BEACONS_PER_CLIENT_DAY + 2; i += 1)
      statuses.push((await (i % 2 ? b : a).call('POST', '/api/vitals', body, headers)).status);
    expect(statuses).toEqual([...Array.from({ length: BEACONS_PER_CLIENT_DAY }, () => 204), 429, 429]);
  });

  it('two workers claiming at once each take their own jobs (FOR UPDATE SKIP LOCKED), none twice', async () => {
    const location = testStoreLocation(join(mkdtempSync(join(tmpdir(), 'claims-')), 'leads.sqlite'));
    const stores = [new LeadStore(location), new LeadStore(location)];
    const [one, two] = stores.map((s) => new DeliveryQueue(s)) as [DeliveryQueue, DeliveryQueue];
    const jobs: PlannedDelivery[] = Array.from({ length: 60 }, (_, i) => ({
      id: `job-${String(i).padStart(2, '0')}`,
      event: 'created',
      channel: 'webhook',
      target: 'https://crm.example.com/hook',
      crm: true,
    }));
    await stores[0]!.write(() => one.enqueue('lead-1', 102, jobs, 1_000));
    const taken: string[][] = [[], []];
    for (let round = 0; round < 4; round += 1) {
      const [x, y] = await Promise.all([one.claim(2_000, 10, 60_000), two.claim(2_000, 10, 60_000)]);
      taken[0]!.push(...x.map((j) => j.id));
      taken[1]!.push(...y.map((j) => j.id));
    }
    const all = [...taken[0]!, ...taken[1]!];
    expect(all).toHaveLength(60);
    expect(new Set(all).size).toBe(60);
    expect(taken[0]!.length).toBeGreaterThan(0);
    expect(taken[1]!.length).toBeGreaterThan(0);
    // A lease that ran out is taken again, once, by whichever worker claims first.
    const late = (await Promise.all([one.claim(70_000, 100, 60_000), two.claim(70_000, 100, 60_000)])).flat();
    expect(new Set(late.map((j) => j.id)).size).toBe(60);
    expect(late).toHaveLength(60);
    expect(new Set(late.map((j) => j.attempts))).toEqual(new Set([2]));
    await Promise.all(stores.map((s) => s.close()));
  });
});
