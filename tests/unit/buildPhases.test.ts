import { describe, expect, it } from 'vitest';
import { phaseTable, sumPhases, withStartup } from '../../scripts/lib/buildPhases.ts';
import {
  goalMisses,
  oneDealerGoalSeconds,
  resultTable,
  type FleetBenchResult,
} from '../../scripts/lib/fleetBenchReport.ts';

describe('build phases', () => {
  it('sums each phase over the dealers, leaving out phases none measured', () => {
    expect(
      sumPhases([
        { astro: 6, precompress: 1.5 },
        { astro: 4, assets: 0.5 },
      ]),
    ).toEqual({
      astro: 10,
      precompress: 1.5,
      assets: 0.5,
    });
  });

  it('counts what the measured phases leave of the process time as startup, never below zero', () => {
    expect(withStartup({ astro: 6, precompress: 1 }, 9)).toEqual({ astro: 6, precompress: 1, startup: 2 });
    expect(withStartup({ astro: 6 }, 5)).toEqual({ astro: 6, startup: 0 });
  });

  it('prints a Markdown table with each phase share of its run', () => {
    expect(
      phaseTable([
        { title: 'fleet', phases: { startup: 1, astro: 6, precompress: 3 } },
        { title: 'one', phases: { astro: 4, reportBudgets: 1 } },
      ]),
    ).toEqual([
      '| phase | fleet | one |',
      '| --- | --- | --- |',
      '| process start and module loading | 1.0 s (10 %) | – |',
      '| Astro build (pages and assets) | 6.0 s (60 %) | 4.0 s (80 %) |',
      '| precompression (.gz/.br) | 3.0 s (30 %) | – |',
      '| report budgets (page and script sizes) | – | 1.0 s (20 %) |',
      '| total of the phases | 10.0 s | 5.0 s |',
    ]);
  });
});

describe('fleet bench goals', () => {
  const run = { ok: true, cpuSeconds: 50, precompressSeconds: 2 };
  const met: FleetBenchResult = {
    dealers: 20,
    carsPerDealer: 300,
    fleet: { ...run, pages: 11_591, wallSeconds: 110, peakProcessMb: 1100, peakTreeMb: 2200 },
    oneDealer: { ...run, pages: 560, wallSeconds: 7.9, peakMb: 1000 },
    changed: { ...run, pages: 2_900, wallSeconds: 30, rebuilt: 5, expected: 5, exact: true },
  };

  it('allows a one-dealer rebuild 8 s up to 560 pages and proportionally more beyond', () => {
    expect(oneDealerGoalSeconds(416)).toBe(8);
    expect(oneDealerGoalSeconds(1120)).toBe(16);
  });

  it('names every missed goal and none when all are met', () => {
    expect(goalMisses(met)).toEqual([]);
    expect(
      goalMisses({
        ...met,
        fleet: { ...met.fleet, wallSeconds: 285.4, peakProcessMb: 2100 },
        oneDealer: { ...met.oneDealer, wallSeconds: 14.2 },
        changed: { ...met.changed, ok: false, rebuilt: 6, exact: false },
      }),
    ).toEqual([
      'a build failed',
      'fleet: 40.6 pages/s, goal ≥ 100',
      'one dealer: 14.2 s for 560 pages, goal ≤ 8.0 s',
      'memory: 2100 MB in one build process, goal ≤ 2048',
      '--changed rebuilt 6 dealers, expected exactly the 5 changed',
    ]);
  });

  it('prints a table of the three runs to paste into the measurements', () => {
    expect(resultTable(met)[2]).toBe(
      '| fleet build | 11591 | 110.0 s | 105.4 | 50.0 s | 2.0 s | 1100 MB per process, 2200 MB tree | ≥ 100 pages/s |',
    );
    expect(resultTable(met)[4]).toBe(
      '| --changed (5 of 20 rebuilt) | 2900 | 30.0 s | 96.7 | 50.0 s | 2.0 s | – | exactly the 5 changed |',
    );
  });
});
