/** The reason `build --changed` gives for a dealer whose stock alone changed (buildFingerprints.ts). */
export const STOCK_CHANGED = 'stock changed';

/** What one rebuilt dealer's build came to, as `build --changed` and `sync` print it. */
export interface ChangedBuild {
  seconds: number;
  incremental?: { pages: number; carsChanged: number } | undefined;
  wholeReason?: string | undefined;
}

const cars = (n: number) => `${n} ${n === 1 ? 'car' : 'cars'} changed`;

/** `↻ hobart-toyota 7 pages (2 cars changed) 1.4 s`, or `↻ … whole dealer: config changed 9.8 s`. */
export function changedLine(slug: string, build: ChangedBuild, reason = STOCK_CHANGED): string {
  const name = slug.padEnd(24);
  const seconds = `${build.seconds.toFixed(1)} s`;
  if (build.incremental) {
    const { pages, carsChanged } = build.incremental;
    return `↻ ${name} ${pages} ${pages === 1 ? 'page' : 'pages'} (${cars(carsChanged)}) ${seconds}`;
  }
  return `↻ ${name} whole dealer: ${build.wholeReason ?? reason} ${seconds}`;
}

/** What `build --verify` prints when an incremental build is not the bytes of a whole one. */
export function differenceLine(files: readonly string[]): string {
  const shown = files.slice(0, 5).join(', ');
  const more = files.length > 5 ? ` and ${files.length - 5} more` : '';
  return `incremental build differs from a whole build in ${files.length} files: ${shown}${more}`;
}
