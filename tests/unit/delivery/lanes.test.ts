import { describe, expect, it } from 'vitest';
import {
  afterSend,
  CLOSED,
  DEFAULT_CIRCUIT,
  DEFAULT_LANES,
  laneKey,
  laneLimit,
  laneOf,
  lanePlaces,
  parseLaneKey,
  type Lane,
} from '../../../server/delivery/lanes.ts';

const timeout = { ok: false, permanent: false, reason: 'ETIMEDOUT: timed out' } as const;

describe('delivery lanes', () => {
  it('gives sign-in codes, each dealer email and each webhook URL a lane and limit of its own', () => {
    const lane = (channel: 'sms' | 'email' | 'webhook', target: string, website_id = 102) =>
      laneOf({ channel, target, website_id });
    expect(laneKey(lane('sms', '0412345678'))).toBe('sign-in');
    expect(laneKey(lane('email', 'a@b.c'))).toBe('email 102');
    expect(laneKey(lane('email', 'a@b.c', 101))).toBe('email 101');
    expect(laneKey(lane('webhook', 'https://crm.example/hook'))).toBe('webhook https://crm.example/hook');
    expect(laneLimit(lane('sms', 'x'), DEFAULT_LANES)).toBe(10);
    expect(laneLimit(lane('email', 'x'), DEFAULT_LANES)).toBe(10);
    expect(laneLimit(lane('webhook', 'x'), DEFAULT_LANES)).toBe(4);
  });

  it('gives a channel it does not know a lane of one place of its own, never another channel’s lane', () => {
    const pager = laneOf({ channel: 'pager' as 'sms', target: '0412345678', website_id: 102 });
    expect(pager).toEqual({ kind: 'refused', channel: 'pager' });
    expect(laneKey(pager)).toBe('refused pager');
    expect(laneLimit(pager, DEFAULT_LANES)).toBe(1);
  });

  it('opens after 3 temporary failures in a row, lets one probe through after 30 s, doubles on a failed probe', () => {
    let c = CLOSED;
    c = afterSend(c, timeout, 0, DEFAULT_CIRCUIT);
    c = afterSend(c, timeout, 1, DEFAULT_CIRCUIT);
    expect(lanePlaces(c, 4, 2)).toBe(4);
    c = afterSend(c, timeout, 2, DEFAULT_CIRCUIT);
    expect(c.openUntil).toBe(30_002);
    expect(lanePlaces(c, 4, 30_001)).toBe(0);
    // A send that left before it opened fails during the cool-off: still 30 s.
    c = afterSend(c, timeout, 10_000, DEFAULT_CIRCUIT);
    expect(c.openUntil).toBe(30_002);
    expect(lanePlaces(c, 4, 30_002)).toBe(1);
    c = afterSend(c, timeout, 31_000, DEFAULT_CIRCUIT);
    expect([c.openUntil, c.openMs]).toEqual([91_000, 60_000]);
    for (let i = 0; i < 10; i += 1) c = afterSend(c, timeout, c.openUntil!, DEFAULT_CIRCUIT);
    expect(c.openMs).toBe(600_000);
  });

  it('closes on any answer from the receiver, a permanent refusal included', () => {
    const open = { failures: 5, openUntil: 100, openMs: 30_000 };
    expect(afterSend(open, { ok: true }, 200, DEFAULT_CIRCUIT)).toBe(CLOSED);
    expect(afterSend(open, { ok: false, permanent: true, reason: 'HTTP 410' }, 200, DEFAULT_CIRCUIT)).toBe(CLOSED);
  });

  it('reads every kind of lane key back into the lane it was made from', () => {
    const lanes: Lane[] = [
      { kind: 'sign-in' },
      { kind: 'email', websiteId: 102 },
      { kind: 'webhook', url: 'https://crm.example/hook?a=1 b' },
      { kind: 'refused', channel: 'pager' },
    ];
    for (const lane of lanes) expect(parseLaneKey(laneKey(lane))).toEqual({ ok: true, lane });
  });

  it('reports a key of a kind no lane has, or with a bad target, instead of dropping it', () => {
    expect(parseLaneKey('pager 0412345678')).toEqual({
      ok: false,
      error: 'lane key "pager 0412345678": unknown kind "pager"',
    });
    expect(parseLaneKey('')).toEqual({ ok: false, error: 'lane key "": unknown kind ""' });
    expect(parseLaneKey('email abc')).toEqual({ ok: false, error: 'lane key "email abc": email needs a website id' });
    expect(parseLaneKey('email 1.5')).toEqual({ ok: false, error: 'lane key "email 1.5": email needs a website id' });
    expect(parseLaneKey('email')).toEqual({ ok: false, error: 'lane key "email": email needs a website id' });
    expect(parseLaneKey('webhook')).toEqual({ ok: false, error: 'lane key "webhook": webhook needs a URL' });
    expect(parseLaneKey('sign-in 1')).toEqual({
      ok: false,
      error: 'lane key "sign-in 1": sign-in takes nothing after it',
    });
    expect(parseLaneKey('refused')).toEqual({ ok: false, error: 'lane key "refused": refused needs a channel' });
    // Object.prototype's own names are no kinds either.
    expect(parseLaneKey('constructor x')).toEqual({
      ok: false,
      error: 'lane key "constructor x": unknown kind "constructor"',
    });
  });
});
