import { describe, expect, it } from 'vitest';
import { dealersOf, managedRoles, may, ROLE_PERMISSIONS } from '../../../server/console/roles.ts';
import { leadMatches, linkUsable, readFilter, sessionState, type ListedLead } from '../../../server/console/rules.ts';

const MINUTE = 60_000;

describe('what each console role may do', () => {
  it('is one table: sales read and mark, managers and groups also act, operators everything', () => {
    expect(ROLE_PERMISSIONS.sales).toEqual(['leads.read', 'leads.mark', 'reservations.read']);
    expect(may('sales', 'reservations.act')).toBe(false);
    expect(may('manager', 'reservations.act')).toBe(true);
    expect(may('group', 'staff.manage')).toBe(true);
    expect(may('operator', 'stock.read')).toBe(true);
    expect(managedRoles('manager')).toEqual(['sales']);
    expect(managedRoles('sales')).toEqual([]);
  });

  it('covers the dealers named (and still in the fleet); an operator every dealer', () => {
    const fleet = ['a', 'b', 'c'];
    expect(dealersOf({ role: 'group', dealers: ['a', 'c', 'gone'] }, fleet)).toEqual(['a', 'c']);
    expect(dealersOf({ role: 'operator', dealers: [] }, fleet)).toEqual(fleet);
  });
});

describe('links and sessions', () => {
  it('a link works once, before its 15 minutes are up', () => {
    expect(linkUsable({ expiresAt: 15 * MINUTE, usedAt: null }, 15 * MINUTE - 1)).toBe(true);
    expect(linkUsable({ expiresAt: 15 * MINUTE, usedAt: null }, 15 * MINUTE)).toBe(false);
    expect(linkUsable({ expiresAt: 15 * MINUTE, usedAt: 1 }, 2)).toBe(false);
  });

  it('a session ends after an idle hour, after 12 hours however busy, or when revoked', () => {
    const s = { createdAt: 0, seenAt: 0, revokedAt: null };
    expect(sessionState(s, 60 * MINUTE - 1)).toBe('live');
    expect(sessionState(s, 60 * MINUTE)).toBe('idle');
    expect(sessionState({ ...s, seenAt: 12 * 60 * MINUTE - 1 }, 12 * 60 * MINUTE)).toBe('expired');
    expect(sessionState({ ...s, revokedAt: 5 }, 10)).toBe('revoked');
  });
});

describe('the leads filter', () => {
  const lead: ListedLead = {
    kind: 'test-drive',
    localDate: '2026-11-28',
    locationId: 1051,
    status: 'contacted',
    haystack: '{"name":"bea","message":"trade my golf"}',
  };
  it('narrows by kind, day range, location, status and every word of the text', () => {
    expect(leadMatches(lead, {})).toBe(true);
    expect(leadMatches(lead, { kind: 'finance' })).toBe(false);
    expect(leadMatches(lead, { from: '2026-11-28', to: '2026-11-28' })).toBe(true);
    expect(leadMatches(lead, { from: '2026-11-29' })).toBe(false);
    expect(leadMatches(lead, { location: 1052 })).toBe(false);
    expect(leadMatches(lead, { status: 'new' })).toBe(false);
    expect(leadMatches(lead, { text: 'Golf  BEA' })).toBe(true);
    expect(leadMatches(lead, { text: 'golf polo' })).toBe(false);
  });

  it('reads a query string, leaving out what is malformed', () => {
    expect(
      readFilter({ kind: 'finance', from: '2026-11-01', to: '01/12/2026', location: '12x', status: 'sold', q: 'x' }),
    ).toEqual({
      kind: 'finance',
      from: '2026-11-01',
      text: 'x',
    });
  });
});
