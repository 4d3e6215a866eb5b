/**
 * Where a build's time goes, in seconds per phase (pure). A dealer's own process measures its
 * phases; the fleet build adds its own and sums the dealers'; the bench prints them as a table.
 */
export const PHASES = {
  startup: 'process start and module loading',
  astro: 'Astro build (pages and assets)',
  assets: 'brand, banner and stock photos',
  precompress: 'precompression (.gz/.br)',
  fingerprints: 'fingerprints (--changed inputs, records)',
  reportBudgets: 'report budgets (page and script sizes)',
} as const;
export type Phase = keyof typeof PHASES;
export type PhaseSeconds = Partial<Record<Phase, number>>;

const PHASE_NAMES = Object.keys(PHASES) as Phase[];

/** The phases of several dealers added together (seconds summed per phase). */
export function sumPhases(all: readonly PhaseSeconds[]): PhaseSeconds {
  const total: PhaseSeconds = {};
  for (const phases of all) {
    for (const name of PHASE_NAMES) {
      const seconds = phases[name];
      if (seconds !== undefined) total[name] = (total[name] ?? 0) + seconds;
    }
  }
  return total;
}

/**
 * A dealer's phases with `startup` worked out: the time its process took that none of the measured
 * phases account for (start, module loading, walking and moving the output).
 */
export function withStartup(phases: PhaseSeconds, processSeconds: number): PhaseSeconds {
  const measured = PHASE_NAMES.reduce((sum, name) => sum + (name === 'startup' ? 0 : (phases[name] ?? 0)), 0);
  return { ...phases, startup: Math.max(0, processSeconds - measured) };
}

/** Seconds since `started` (a `performance.now()` reading), for phase timings. */
export const secondsSince = (started: number): number => (performance.now() - started) / 1000;

/**
 * A Markdown table of the phases of one or more runs (one column each), with each phase's share of
 * its run's total, so it can be pasted into docs/measurements.md.
 */
export function phaseTable(runs: readonly { title: string; phases: PhaseSeconds }[]): string[] {
  const totals = runs.map(({ phases }) => PHASE_NAMES.reduce((sum, name) => sum + (phases[name] ?? 0), 0));
  const cell = (seconds: number | undefined, total: number) =>
    seconds === undefined ? '–' : `${seconds.toFixed(1)} s (${Math.round((100 * seconds) / Math.max(total, 1e-9))} %)`;
  const lines = [
    `| phase | ${runs.map((r) => r.title).join(' | ')} |`,
    `| --- | ${runs.map(() => '---').join(' | ')} |`,
  ];
  for (const name of PHASE_NAMES) {
    if (runs.every(({ phases }) => phases[name] === undefined)) continue;
    lines.push(`| ${PHASES[name]} | ${runs.map(({ phases }, i) => cell(phases[name], totals[i]!)).join(' | ')} |`);
  }
  lines.push(`| total of the phases | ${totals.map((t) => `${t.toFixed(1)} s`).join(' | ')} |`);
  return lines;
}
