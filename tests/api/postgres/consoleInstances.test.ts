import { afterEach, describe, expect, it } from 'vitest';
import { NOT_FOUND } from '../../../server/console/rules.ts';
import { groupEnquiry } from '../apiHarness.ts';
import { consoleHarness } from '../consoleHarness.ts';

// The dealer console on two lead API instances (each its own pool) over one PostgreSQL database.
type Harness = Awaited<ReturnType<typeof consoleHarness>>;
const opened: Harness[] = [];
afterEach(async () => {
  for (const h of opened.splice(0).reverse()) await h.close();
});

async function twoInstances() {
  const a = await consoleHarness();
  opened.push(a);
  const b = await consoleHarness({ dbPath: a.dbPath, processor: a.processor });
  opened.push(b);
  return [a, b] as const;
}

describe('the console on two instances of one PostgreSQL', () => {
  it('one link used on both instances at once opens one session', async () => {
    const [a, b] = await twoInstances();
    await a.staff.add('sam@adelaide-nissan.example', 'sales', 'adelaide-nissan', 'test', 0);
    await a.call('POST', '/console/api/sign-in', { email: 'sam@adelaide-nissan.example' });
    const token = await a.latestLink('sam@adelaide-nissan.example');
    const answers = await Promise.all([a.useLink(token), b.useLink(token), a.useLink(token), b.useLink(token)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 401, 401, 401]);
  });

  it('another dealer’s lead is not found from either instance, whichever one stored it', async () => {
    const [a, b] = await twoInstances();
    const foreign = String((await b.call('POST', '/api/leads', groupEnquiry)).json.lead_id);
    const sam = await a.person('sam@adelaide-nissan.example', 'sales', 'adelaide-nissan');
    for (const h of [a, b]) {
      const as = h.session(sam.cookie, sam.csrf);
      for (const path of [
        `/dealers/adelaide-nissan/leads/${foreign}`,
        `/dealers/harbour-auto-group/leads/${foreign}`,
        '/dealers/harbour-auto-group/leads',
      ])
        expect((await as.get(path)).json, path).toEqual({ success: false, error: NOT_FOUND });
      const marked = await as.post(`/dealers/adelaide-nissan/leads/${foreign}/mark`, { status: 'won' });
      expect(marked.json).toEqual({ success: false, error: NOT_FOUND });
    }
    expect((await a.staff.statuses([foreign])).size).toBe(0);
  });

  it('a session opened on one instance works on the other, and ends on both when signed out', async () => {
    const [a, b] = await twoInstances();
    const onA = await a.person('kim@adelaide-nissan.example', 'manager', 'adelaide-nissan');
    const onB = b.session(onA.cookie, onA.csrf);
    expect((await onB.get('/me')).json).toMatchObject({ email: 'kim@adelaide-nissan.example', role: 'manager' });
    expect((await onB.post('/sign-out')).status).toBe(200);
    expect((await onA.get('/me')).status).toBe(401);
  });
});
