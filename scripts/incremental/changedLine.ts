/** The reason `build --changed` gives for a dealer whose stock alone changed (buildFingerprints.ts). */
export const STOCK_CHANGED = 'stock changed';

/** What an incremental build rendered: pages, cars changed, and why every page was rendered (or null). */
export interface IncrementalResult {
  pages: number;
  carsChanged: number;
  everyPage: string | null;
}

/** What one rebuilt dealer's build came to, as `build --changed` and `sync` print it. */
export interface ChangedBuild {
  seconds: number;
  incremental?: IncrementalResult | undefined;
  wholeReason?: string | undefined;
}

const cars = (n: number) => `${n} ${n === 1 ? 'car' : 'cars'} changed`;

/**
 * `↻ hobart-toyota 7 pages (2 cars changed) 1.4 s`, `↻ … 553 pages (5 cars changed; every page: <why>)
 * 8.1 s`, or `↻ … whole dealer: config changed 9.8 s`.
 */
export function changedLine(slug: string, build: ChangedBuild, reason = STOCK_CHANGED): string {
  const name = slug.padEnd(24);
  const seconds = `${build.seconds.toFixed(1)} s`;
  if (build.incremental) {
    const { pages, carsChanged, everyPage } = build.incremental;
    const why = everyPage === null ? '' : `; every page: ${everyPage}`;
    return `↻ ${name} ${pages} ${pages === 1 ? 'page' : 'pages'} (${cars(carsChanged)}${why}) ${seconds}`;
  }
  return `↻ ${name} whole dealer: ${build.wholeReason ?? reason} ${seconds}`;
}

/** What `build --verify` prints when an incremental build is not the bytes of a whole one. */
export function differenceLine(files: readonly string[]): string {
  const shown = files.slice(0, 5).join(', ');
  const more = files.length > 5 ? ` and ${files.length - 5} more` : '';
  const count = `${files.length} ${files.length === 1 ? 'file' : 'files'}`;
  return `incremental build differs from a whole build in ${count}: ${shown}${more}`;
}
