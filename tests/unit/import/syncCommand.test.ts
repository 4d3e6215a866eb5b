import { describe, expect, it } from 'vitest';
import { outcomeOf, readBuildOutput, syncExit, syncLine, type ImportRun } from '../../../scripts/sync/plan.ts';

const good: ImportRun = {
  slug: 'hobart-toyota',
  exit: 0,
  line: 'hobart-toyota: 0 added, 1 updated, 23 unchanged, 0 marked sold, 0 removed, 0 invalid rows, 0.4 s',
};
const SUMMARY = '0 added, 1 updated, 23 unchanged, 0 marked sold, 0 removed, 0 invalid rows, 0.4 s';
const rebuild = { reason: 'stock changed', failure: null, deployed: null };

describe('the sync plan', () => {
  it('a failed feed keeps the live site even when the build would rebuild the dealer', () => {
    const failed: ImportRun = { slug: 'harbour-auto-group', exit: 1, line: 'harbour-auto-group: feed.csv: empty file' };
    const outcome = outcomeOf(failed, rebuild);
    expect(outcome).toEqual({ kind: 'feed-failed', detail: 'feed.csv: empty file' });
    expect(syncLine('harbour-auto-group', outcome)).toBe(
      '✗ harbour-auto-group       feed failed, live site kept: feed.csv: empty file',
    );
    expect(syncExit([outcome])).toBe(1);
  });

  it('prints one line per dealer: rebuilt and deployed, unchanged, build failed', () => {
    const deployed = outcomeOf(good, { ...rebuild, deployed: true });
    expect(syncLine('hobart-toyota', deployed)).toBe(
      `↻ hobart-toyota            ${SUMMARY}; rebuilt (stock changed), deployed`,
    );
    const same = outcomeOf({ ...good, exit: 2 }, { reason: null, failure: null, deployed: null });
    expect(syncLine('hobart-toyota', same)).toBe(`= hobart-toyota            ${SUMMARY}; site unchanged`);
    const broken = outcomeOf(good, { ...rebuild, failure: 'astro exited 1' });
    expect(syncLine('hobart-toyota', broken)).toBe(
      `✗ hobart-toyota            ${SUMMARY}; build failed, live site kept: astro exited 1`,
    );
    expect(syncExit([deployed, same])).toBe(0);
    expect(syncExit([deployed, broken])).toBe(1);
    expect(syncExit([outcomeOf(good, { ...rebuild, deployed: false })])).toBe(1);
  });

  it("reads the build's rebuild reasons and failures", () => {
    const { reasons, failures } = readBuildOutput(
      [
        '↻ hobart-toyota            stock changed',
        '= sunshine-toyota          unchanged, skipped',
        '↻ harbour-auto-group       config changed',
        '✓ hobart-toyota              431 pages  40.2 s',
        '✗ harbour-auto-group       failed: astro exited 1  12.0 s',
      ].join('\n'),
    );
    expect([...reasons]).toEqual([
      ['hobart-toyota', 'stock changed'],
      ['harbour-auto-group', 'config changed'],
    ]);
    expect([...failures]).toEqual([['harbour-auto-group', 'astro exited 1']]);
  });
});
