/** The fleet bench's goals and its result table (pure: npm run bench measures, this judges and prints). */

export const FLEET_GOALS = {
  /** Pages per second of the whole fleet build. */
  pagesPerSecond: 100,
  /** One dealer rebuilt alone: 8 s for up to 560 pages, proportionally more for a larger dealer. */
  oneDealer: { seconds: 8, pages: 560 },
  /** Peak resident memory of one dealer's build process. */
  processMb: 2048,
};

/** One timed run of the fleet build (all dealers, one dealer, or --changed). */
export interface BenchRun {
  ok: boolean;
  pages: number;
  wallSeconds: number;
  /** user + system CPU of the build's whole process tree. */
  cpuSeconds: number;
  /** Seconds of the precompression phase, summed over the dealers' processes. */
  precompressSeconds: number;
}

export interface FleetBenchResult {
  dealers: number;
  carsPerDealer: number;
  fleet: BenchRun & { peakProcessMb: number; peakTreeMb: number };
  oneDealer: BenchRun & { peakMb: number };
  changed: BenchRun & { rebuilt: number; expected: number; exact: boolean };
}

export const oneDealerGoalSeconds = (pages: number): number =>
  FLEET_GOALS.oneDealer.seconds * Math.max(1, pages / FLEET_GOALS.oneDealer.pages);

const rate = (run: BenchRun) => run.pages / Math.max(run.wallSeconds, 1e-9);

/** Each goal the result misses, one line each; empty when all are met. */
export function goalMisses(result: FleetBenchResult): string[] {
  const misses: string[] = [];
  const { fleet, oneDealer, changed } = result;
  if (!fleet.ok || !oneDealer.ok || !changed.ok) misses.push('a build failed');
  if (rate(fleet) < FLEET_GOALS.pagesPerSecond) {
    misses.push(`fleet: ${rate(fleet).toFixed(1)} pages/s, goal ≥ ${FLEET_GOALS.pagesPerSecond}`);
  }
  const oneGoal = oneDealerGoalSeconds(oneDealer.pages);
  if (oneDealer.wallSeconds > oneGoal) {
    misses.push(
      `one dealer: ${oneDealer.wallSeconds.toFixed(1)} s for ${oneDealer.pages} pages, goal ≤ ${oneGoal.toFixed(1)} s`,
    );
  }
  const peak = Math.max(fleet.peakProcessMb, oneDealer.peakMb);
  if (peak > FLEET_GOALS.processMb)
    misses.push(`memory: ${peak} MB in one build process, goal ≤ ${FLEET_GOALS.processMb}`);
  if (!changed.exact)
    misses.push(`--changed rebuilt ${changed.rebuilt} dealers, expected exactly the ${changed.expected} changed`);
  return misses;
}

/** A Markdown table of the three runs, to paste into docs/measurements.md. */
export function resultTable(result: FleetBenchResult): string[] {
  const { fleet, oneDealer, changed } = result;
  const row = (name: string, run: BenchRun, memory: string, goal: string) =>
    `| ${name} | ${run.pages} | ${run.wallSeconds.toFixed(1)} s | ${rate(run).toFixed(1)} | ${run.cpuSeconds.toFixed(1)} s | ${run.precompressSeconds.toFixed(1)} s | ${memory} | ${goal} |`;
  return [
    `| run (${result.dealers} dealers × ${result.carsPerDealer} cars) | pages | wall | pages/s | CPU (user+sys) | precompression | peak memory | goal |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    row(
      'fleet build',
      fleet,
      `${fleet.peakProcessMb} MB per process, ${fleet.peakTreeMb} MB tree`,
      `≥ ${FLEET_GOALS.pagesPerSecond} pages/s`,
    ),
    row('one dealer', oneDealer, `${oneDealer.peakMb} MB`, `≤ ${oneDealerGoalSeconds(oneDealer.pages).toFixed(1)} s`),
    row(
      `--changed (${changed.rebuilt} of ${result.dealers} rebuilt)`,
      changed,
      '–',
      `exactly the ${changed.expected} changed`,
    ),
  ];
}
