import { describe, expect, it } from 'vitest';
import { LaneBook, refillNow } from '../../../server/delivery/laneBook.ts';
import { DEFAULT_CIRCUIT, DEFAULT_LANES } from '../../../server/delivery/lanes.ts';
import { deliveryJob } from './fixtures.ts';

const job = (id: string) => deliveryJob({ id });

const timeout = { ok: false, permanent: false, reason: 'ETIMEDOUT: timed out' } as const;
const hook = { kind: 'webhook', url: 'https://crm.example/hook' } as const;
const email102 = { kind: 'email', websiteId: 102 } as const;

describe("a worker's lane book", () => {
  it('leaves a full lane out of claims until one of its sends ends', () => {
    const book = new LaneBook(DEFAULT_LANES, DEFAULT_CIRCUIT);
    for (let i = 0; i < 4; i += 1) book.begin(hook);
    book.begin(email102);
    expect(book.placesLeft(hook, 0)).toBe(0);
    expect(book.placesLeft(email102, 0)).toBe(9);
    expect(book.scope(false, 0)).toEqual({
      scope: { signIn: false, skipEmailSites: [], skipWebhooks: ['https://crm.example/hook'] },
      problems: [],
    });
    expect(book.end(hook)).toBe(3);
    expect(book.scope(true, 0).scope).toEqual({ signIn: true, skipEmailSites: [], skipWebhooks: [] });
  });

  it('leaves out a lane with jobs waiting here even while it has places free', () => {
    const book = new LaneBook(DEFAULT_LANES, DEFAULT_CIRCUIT);
    book.pending.add('email 102', job('a'));
    expect(book.placesLeft(email102, 0)).toBe(10);
    expect(book.scope(false, 0).scope.skipEmailSites).toEqual([102]);
  });

  it('counts sign-in codes apart and never puts their lane or a refused one into a claim filter', () => {
    const book = new LaneBook(DEFAULT_LANES, DEFAULT_CIRCUIT);
    for (let i = 0; i < 10; i += 1) book.begin({ kind: 'sign-in' });
    book.begin({ kind: 'refused', channel: 'pager' });
    expect(book.signInBusy()).toBe(10);
    expect(book.placesLeft({ kind: 'sign-in' }, 0)).toBe(0);
    expect(book.placesLeft({ kind: 'refused', channel: 'pager' }, 0)).toBe(0);
    expect(book.scope(false, 0)).toEqual({
      scope: { signIn: false, skipEmailSites: [], skipWebhooks: [] },
      problems: [],
    });
  });

  it('reports a lane key of a kind it does not know, and still fills in the rest of the scope', () => {
    const book = new LaneBook(DEFAULT_LANES, DEFAULT_CIRCUIT);
    book.pending.add('pager 0412345678', job('a'));
    book.pending.add('email 102', job('b'));
    expect(book.scope(false, 0)).toEqual({
      scope: { signIn: false, skipEmailSites: [102], skipWebhooks: [] },
      problems: ['lane key "pager 0412345678": unknown kind "pager"'],
    });
  });

  it('closes a lane for 30 s after 3 timeouts in a row, then lets one probe through', () => {
    const book = new LaneBook(DEFAULT_LANES, DEFAULT_CIRCUIT);
    book.record(hook, timeout, 1_000);
    book.record(hook, timeout, 1_000);
    expect(book.placesLeft(hook, 1_000)).toBe(4);
    book.record(hook, timeout, 1_000);
    expect(book.placesLeft(hook, 30_999)).toBe(0);
    expect(book.scope(false, 30_999).scope.skipWebhooks).toEqual(['https://crm.example/hook']);
    expect(book.placesLeft(hook, 31_000)).toBe(1);
    expect(book.scope(false, 31_000).scope.skipWebhooks).toEqual([]);
    book.record(hook, { ok: true }, 31_500);
    expect(book.placesLeft(hook, 31_500)).toBe(4);
  });
});

describe('when a finished send calls for a claim', () => {
  it('at half a lane free or a quarter of all places free, and not between', () => {
    expect(refillNow({ left: 5, limit: 10, free: 3, batch: 100 })).toBe(true);
    expect(refillNow({ left: 2, limit: 4, free: 3, batch: 100 })).toBe(true);
    expect(refillNow({ left: 9, limit: 10, free: 25, batch: 100 })).toBe(true);
    expect(refillNow({ left: 9, limit: 10, free: 24, batch: 100 })).toBe(false);
    expect(refillNow({ left: 4, limit: 10, free: 26, batch: 100 })).toBe(false);
    // A batch under 4 still refills after each send's place frees.
    expect(refillNow({ left: 3, limit: 10, free: 1, batch: 2 })).toBe(true);
  });
});
