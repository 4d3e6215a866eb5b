import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_ALLOWED, NOT_FOUND } from '../../server/console/rules.ts';
import { ROLES, type Role } from '../../server/console/roles.ts';
import { groupEnquiry } from './apiHarness.ts';
import { consoleHarness } from './consoleHarness.ts';

/**
 * Tenant isolation as an attacker would try it: every console endpoint, by every role, with another
 * dealer's slug and with another dealer's ids under the caller's own slug. Each is refused with the
 * same "not found" whether the thing exists or not, and no other dealer's data is in the body. On
 * SQLite (api) and PostgreSQL (api-postgres).
 */
type Harness = Awaited<ReturnType<typeof consoleHarness>>;
let h: Harness;
const OWN = 'adelaide-nissan';
const FOREIGN = 'harbour-auto-group';
const foreign = { lead: '', reservation: 'res_foreign_0001', email: 'jo@example.com' };
let ownLead = '';
let ownReservation = '';

beforeAll(async () => {
  h = await consoleHarness();
  const lead = await h.call('POST', '/api/leads', groupEnquiry);
  foreign.lead = String(lead.json.lead_id);
  await h.reservations.table.insertPending({
    ...(await ownPending()),
    id: foreign.reservation,
    websiteId: 102,
    carId: 7777,
    leadId: foreign.lead,
    shopper: foreign.email,
  });
  ownLead = (await h.reserve('x-trail')).leadId;
  ownReservation = (await h.reservations.table.ofSite(105))[0]!.id;
});
afterAll(async () => {
  await h.close();
});

async function ownPending() {
  const r = await h.reserve('x-trail', 'first@example.com');
  const stored = (await h.reservations.table.byId(r.id))!;
  await h.reservations.table.change(r.id, ['pending'], { state: 'expired', ended_at: 0 }, 0);
  return stored;
}

/** Every console endpoint of a dealer, with the lead and reservation ids to put in it. */
const endpoints = (slug: string, lead: string, reservation: string) =>
  [
    ['GET', `/dealers/${slug}/leads`],
    ['GET', `/dealers/${slug}/leads.csv`],
    ['GET', `/dealers/${slug}/leads/${lead}`],
    ['GET', `/dealers/${slug}/leads/${lead}/adf`],
    ['POST', `/dealers/${slug}/leads/${lead}/mark`, { status: 'lost', note: 'x' }],
    ['GET', `/dealers/${slug}/reservations`],
    ['POST', `/dealers/${slug}/reservations/${reservation}/refund`, {}],
    ['POST', `/dealers/${slug}/reservations/${reservation}/extend`, { hours: 5 }],
    ['GET', `/dealers/${slug}/health`],
    ['GET', `/dealers/${slug}/staff`],
    ['POST', `/dealers/${slug}/staff`, { email: foreign.email, remove: true }],
  ] as const;

/** Roles that reach only the dealers named: their people work for adelaide-nissan (a group for two). */
const dealerRoles = ROLES.filter((r): r is Exclude<Role, 'operator'> => r !== 'operator');
const dealersFor = (role: Role) => (role === 'group' ? [OWN, 'hobart-toyota'] : [OWN]);

describe('every console endpoint × every dealer role × another dealer', () => {
  it.each(dealerRoles)('%s: another dealer’s slug, or its ids under the own slug, are not found', async (role) => {
    const person = await h.person(`${role}@adelaide-nissan.example`, role, ...dealersFor(role));
    const attempts = [
      ...endpoints(FOREIGN, foreign.lead, foreign.reservation),
      ...endpoints('no-such-dealer', foreign.lead, foreign.reservation),
      ...endpoints(OWN, foreign.lead, foreign.reservation).filter(([, path]) => /leads\/|reservations\//.test(path)),
    ];
    for (const [method, path, body] of attempts) {
      const answer = method === 'GET' ? await person.get(path) : await person.post(path, body);
      const what = `${role} ${method} ${path}`;
      // Not found, or (for what the role may not do at all) not allowed: never the data.
      if (answer.status === 403) expect(answer.json, what).toEqual({ success: false, error: NOT_ALLOWED });
      else
        expect({ status: answer.status, json: answer.json }, what).toEqual({
          status: 404,
          json: { success: false, error: NOT_FOUND },
        });
      expect(answer.text, what).not.toContain(foreign.email);
      expect(answer.text, what).not.toContain('Citizen');
    }
    // Nothing changed: the foreign lead is unmarked, the foreign reservation untouched, no foreign person removed.
    expect((await h.staff.statuses([foreign.lead])).size).toBe(0);
    expect((await h.reservations.table.byId(foreign.reservation))?.state).toBe('pending');
  });

  it.each(dealerRoles)('%s: what the role may not do at its own dealer is refused as such', async (role) => {
    const person = await h.person(`own-${role}@adelaide-nissan.example`, role, ...dealersFor(role));
    const refused = [];
    for (const [method, path, body] of endpoints(OWN, ownLead, ownReservation)) {
      const answer = method === 'GET' ? await person.get(path) : await person.post(path, body);
      if (answer.status === 403) refused.push(`${method} ${path.split('/').slice(3).join('/') || 'list'}`);
    }
    const expected =
      role === 'sales'
        ? [
            `POST reservations/${ownReservation}/refund`,
            `POST reservations/${ownReservation}/extend`,
            'GET health',
            'GET staff',
            'POST staff',
          ]
        : [];
    expect(refused).toEqual(expected);
  });

  it('an operator reaches every dealer; a manager cannot touch another manager', async () => {
    const operator = await h.person('ops@platform.example', 'operator');
    expect((await operator.get(`/dealers/${FOREIGN}/leads`)).json.count).toBe(1);
    expect((await operator.get('/me')).json.dealers).toHaveLength(h.reservations.deps.fleet.sites.length);
    await h.staff.add('boss@adelaide-nissan.example', 'manager', OWN, 'test', 0);
    const kim = await h.person('kim@adelaide-nissan.example', 'manager', OWN);
    const answer = await kim.post(`/dealers/${OWN}/staff`, { email: 'boss@adelaide-nissan.example', remove: true });
    expect(answer.status).toBe(403);
    expect(await h.staff.byEmail('boss@adelaide-nissan.example')).not.toBeNull();
  });

  it('session, link and CSRF tokens are 256-bit random, lead and reservation ids unguessable', async () => {
    const person = await h.person('tok@adelaide-nissan.example', 'sales', OWN);
    expect(person.cookie).toMatch(/^console_session=[\w-]{43}$/);
    expect(person.csrf).toMatch(/^[\w-]{43}$/);
    expect(ownLead).toMatch(/^[0-9a-f-]{36}$/);
    expect(ownReservation.length).toBeGreaterThanOrEqual(20);
  });
});
