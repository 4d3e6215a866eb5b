import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PostgresIntake } from '../../../server/storage/postgres/intake.ts';
import type { Intake } from '../../../server/storage/engine.ts';
import { apiHarness, groupEnquiry } from '../apiHarness.ts';

/** A lead and its one email job, with no Idempotency-Key, as the lead route would hand it over. */
function intake(websiteId: number): Intake {
  const id = randomUUID();
  return {
    key: null,
    lead: {
      id,
      website_id: websiteId,
      form: 'general-enquiry',
      category: 'General Enquiry',
      subcategory: null,
      created_at: '2026-03-02T01:00:00.000Z',
      data: { message: 'Is it still available?' },
    },
    jobs: [
      { id: `${id}.created.email.x`, channel: 'email', target: 'sales@example.com', crm: false, event: 'created' },
    ],
    queuedAt: 1_772_413_200_000,
  };
}

describe('new leads stored together in one PostgreSQL statement', () => {
  it('forty leads at once and one key sent ten times: forty-one leads, each with its jobs, the key once', async () => {
    const api = apiHarness();
    const key = { 'Idempotency-Key': 'batched-key-0001' };
    const answers = await Promise.all([
      ...Array.from({ length: 40 }, (_, i) =>
        api.call(
          'POST',
          '/api/leads',
          { ...groupEnquiry, name: `Shopper ${i}` },
          { 'Idempotency-Key': `own-${i}-0001` },
        ),
      ),
      ...Array.from({ length: 10 }, () => api.call('POST', '/api/leads', groupEnquiry, key)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    const keyed = answers.slice(40);
    expect(new Set(keyed.map((a) => a.json.lead_id)).size).toBe(1);
    expect(keyed.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    expect(await api.store.countLeads()).toBe(41);
    const ids = new Set(answers.map((a) => String(a.json.lead_id)));
    expect(ids.size).toBe(41);
    for (const id of ids) expect(await api.queue.ofLead(id)).toHaveLength(2);
    const names = (await api.store.leadsOf(102)).map((l) => l.data.name);
    expect(new Set(names)).toEqual(new Set([...Array.from({ length: 40 }, (_, i) => `Shopper ${i}`), 'Jo']));
  });

  it('a lead the database refuses fails alone: the others in its batch are stored', async () => {
    const api = apiHarness();
    const batcher = new PostgresIntake(api.store.driver);
    // Taken in one turn of the event loop, so the three go in one statement; 2^40 is no integer column's.
    const [good, bad, other] = [intake(102), intake(2 ** 40), intake(102)];
    const results = await Promise.allSettled([batcher.take(good), batcher.take(bad), batcher.take(other)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await api.store.leadsOf(102)).map((l) => l.id).sort()).toEqual([good.lead!.id, other.lead!.id].sort());
    expect(await api.queue.ofLead(good.lead!.id)).toHaveLength(1);
    expect(await api.queue.ofLead(bad.lead!.id)).toHaveLength(0);
  });

  it('a shopper’s text with NUL or half a surrogate pair is stored, not a failed batch', async () => {
    const api = apiHarness();
    // The subcategory is a column of its own (the message is inside the lead's JSON text).
    const odd = { ...groupEnquiry, subcategory: 'nul \u0000 and lone \uD800 here' };
    const answer = await api.call('POST', '/api/leads', odd, { 'Idempotency-Key': 'odd-text-0001' });
    expect(answer.status).toBe(201);
    const [lead] = await api.store.leadsOf(102);
    expect(lead?.subcategory).toBe('nul \uFFFD and lone \uFFFD here');
  });
});
