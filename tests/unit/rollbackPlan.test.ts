import { describe, expect, it } from 'vitest';
import { releaseLine } from '../../scripts/deploy/rollbackDealer.ts';
import {
  releasesToPrune,
  rollbackChoice,
  rollbackTarget,
  type ReleaseState,
} from '../../scripts/deploy/rollbackPlan.ts';

const id = (day: number) => `202611${String(day).padStart(2, '0')}T000000000Z`;
const good = (day: number): ReleaseState => ({ id: id(day), bad: null });
const bad = (day: number, why = 'smoke check failed: home / answered 500'): ReleaseState => ({ id: id(day), bad: why });

describe('release pruning', () => {
  it('keeps the newest 5 good releases and never removes the live one', () => {
    const all = [1, 2, 3, 4, 5, 6, 7].map(good);
    expect(releasesToPrune(all, id(7))).toEqual([id(1), id(2)]);
    expect(releasesToPrune(all, id(1))).toEqual([id(2)]);
    expect(releasesToPrune(all.slice(0, 5), id(5))).toEqual([]);
  });

  it('keeps the newest 3 bad ones beside them, so failed deploys never push the good ones out', () => {
    const all = [good(1), bad(2), good(3), bad(4), bad(5), bad(6), bad(7), good(8)];
    expect(releasesToPrune(all, id(8))).toEqual([id(2), id(4)]);
  });
});

describe('rollback target', () => {
  it('goes to the newest good release older than the live one, skipping bad ones', () => {
    const all = [good(1), good(2), bad(3), bad(4), good(5)];
    expect(rollbackTarget(all, id(5))).toBe(id(2));
    expect(rollbackTarget(all, id(2))).toBe(id(1));
    expect(rollbackTarget(all, id(1))).toBeNull();
    expect(rollbackTarget([], null)).toBeNull();
  });

  it('rollback after rollback never lands on a bad release', () => {
    // Each rollback marks the release it leaves bad, as rollbackDealer does.
    let releases = [good(1), bad(2), good(3), good(4), bad(5), good(6)];
    let live = id(6);
    const visited: string[] = [];
    for (;;) {
      const choice = rollbackChoice('hobart-toyota', releases, live);
      if ('refusal' in choice) {
        expect(choice.refusal).toBe(
          `hobart-toyota: no good release older than ${id(1)} to roll back to (see npm run releases).`,
        );
        break;
      }
      const left = live;
      releases = releases.map((r) => (r.id === left ? { ...r, bad: 'rolled back from' } : r));
      live = choice.target;
      visited.push(live);
    }
    expect(visited).toEqual([id(4), id(3), id(1)]);
  });

  it('--to picks a named good release and refuses a bad, unknown or live one in one line', () => {
    const all = [good(1), bad(2, 'rolled back from at 2026-11-02T00:00:00.000Z'), good(3)];
    expect(rollbackChoice('hobart-toyota', all, id(3), id(1))).toEqual({ target: id(1) });
    expect(rollbackChoice('hobart-toyota', all, id(3), id(2))).toEqual({
      refusal: `hobart-toyota: release ${id(2)} was found bad (rolled back from at 2026-11-02T00:00:00.000Z); pick a good one.`,
    });
    expect(rollbackChoice('hobart-toyota', all, id(3), '20261199T000000000Z')).toEqual({
      refusal:
        'hobart-toyota: there is no release 20261199T000000000Z (see npm run releases -- --dealer=hobart-toyota).',
    });
    expect(rollbackChoice('hobart-toyota', all, id(3), id(3))).toEqual({
      refusal: `hobart-toyota: ${id(3)} is already live.`,
    });
    expect(rollbackChoice('hobart-toyota', [], null)).toEqual({
      refusal: 'hobart-toyota: nothing is live, so there is nothing to roll back.',
    });
  });
});

describe('npm run releases', () => {
  it('shows each release as live, good or bad with why, and its car count', () => {
    const base = { deployedAt: '2026-11-25T02:00:00.000Z', cars: { listed: 40, sold: 2, shown: 42 } };
    expect(releaseLine({ ...base, id: id(5), current: true, bad: null })).toBe(
      `* ${id(5)}  live  2026-11-25T02:00:00.000Z  40 cars listed, 2 sold`,
    );
    expect(releaseLine({ ...base, id: id(4), current: false, bad: null })).toBe(
      `  ${id(4)}  good  2026-11-25T02:00:00.000Z  40 cars listed, 2 sold`,
    );
    expect(releaseLine({ ...base, id: id(3), current: false, bad: 'smoke check failed: x', cars: null })).toBe(
      `  ${id(3)}  bad   2026-11-25T02:00:00.000Z  cars not counted  (smoke check failed: x)`,
    );
  });
});
