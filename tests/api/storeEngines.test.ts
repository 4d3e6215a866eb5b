import { describe, expect, it } from 'vitest';
import { apiHarness, groupEnquiry } from './apiHarness.ts';

describe('one store interface, two engines', () => {
  it('runs the lead-API tests on the engine their project names (api: SQLite, api-postgres: PostgreSQL)', async () => {
    const api = apiHarness();
    expect(api.store.driver.engine).toBe(process.env.LEAD_STORE_TEST_ENGINE ?? 'sqlite');
    expect((await api.call('POST', '/api/leads', groupEnquiry)).status).toBe(201);
    expect(await api.store.countLeads()).toBe(1);
    await api.store.close();
  });

  it('answers readiness with the engine while the database is reachable, 503 with Retry-After once it is not', async () => {
    const api = apiHarness();
    const ready = await api.call('GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ success: true, store: api.store.driver.engine });
    await api.store.close();
    const gone = await api.call('GET', '/api/ready');
    expect(gone.status).toBe(503);
    expect(gone.headers.get('retry-after')).toBe('1');
    expect(gone.json).toEqual({ success: false, error: 'The lead store cannot be reached.' });
  });
});
