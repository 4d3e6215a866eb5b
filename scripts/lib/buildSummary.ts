export interface SummaryRow {
  slug: string;
  status: 'built' | 'failed' | 'invalid';
  pages: number;
  seconds: number;
  bytes: number;
  peakRssMb: number;
  reason: string;
}

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);

/** The table at the end of a fleet build: one row per dealer, then the totals. */
export function printSummary(rows: SummaryRow[], wallSeconds: number): void {
  const sorted = [...rows].sort((a, b) => a.slug.localeCompare(b.slug));
  const width = Math.max(6, ...sorted.map((r) => r.slug.length));
  console.log('');
  console.log(`${'dealer'.padEnd(width)}  status   pages  seconds  size MB  peak MB  reason`);
  for (const r of sorted) {
    console.log(
      `${r.slug.padEnd(width)}  ${r.status.padEnd(7)}  ${String(r.pages).padStart(5)}  ${r.seconds.toFixed(1).padStart(7)}  ${mb(r.bytes).padStart(7)}  ${String(r.peakRssMb).padStart(7)}  ${r.reason}`,
    );
  }
  const built = sorted.filter((r) => r.status === 'built');
  const pages = built.reduce((sum, r) => sum + r.pages, 0);
  console.log(
    `${built.length}/${sorted.length} dealers built, ${pages} pages in ${wallSeconds.toFixed(1)} s (${(pages / Math.max(wallSeconds, 0.001)).toFixed(1)} pages/s).`,
  );
}
