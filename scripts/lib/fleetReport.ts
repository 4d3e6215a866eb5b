import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CONSOLE_DIST, CONSOLE_JS_BUDGET, consoleJsBytes } from './consoleBuild.ts';
import { escapeMarkup } from '../../src/domain/escape.ts';
import type { DeliveryRow } from '../../server/delivery/stats.ts';
import type { SummaryRow } from './buildSummary.ts';
import { buildEnv } from '../../src/config/env/load.ts';
import type { CarCount } from '../deploy/carCount.ts';
import { liveCount, reportCars } from './reportCars.ts';
import { fingerprintRoot } from './buildFingerprints.ts';
import { readStockRows, stockTable, type StockReportRow } from './stockReport.ts';
import { vitalsTable, type VitalsReportRow } from './vitalsReport.ts';
import { signInTable, type SignInRow } from './signInReport.ts';
import { reservationTable, type ReservationRow } from './reservationReport.ts';
import { readVerifyRows, verifyTable, type VerifyRow } from './verifyReport.ts';
import {
  budgetViolations,
  measureSiteAgain,
  summariseByType,
  type MeasuredPages,
  type PageType,
} from './pageBudgets.ts';

/** One dealer's line in the morning report. */
export interface ReportRow extends SummaryRow {
  /** ISO time this dealer was last built (or failed). */
  builtAt: string;
  /** Largest gzip JavaScript and HTML per page type, in bytes. */
  budgets: Partial<Record<PageType, { pages: number; maxJsGzip: number; maxHtmlGzip: number }>>;
  /** Broken budgets, one line each. */
  violations: string[];
  /** Cars listed and in the sold window, as the build counted them (absent in older reports). */
  cars?: CarCount | null;
  /** Why the count looks wrong next to the live release (the deploy refuses it), or ''. */
  suspect?: string;
}

export interface FleetReport {
  generatedAt: string;
  rows: ReportRow[];
  /** Lead delivery per dealer over the last 24 h, when the lead store was reachable. */
  deliveries?: DeliveryRow[];
  /** Field Core Web Vitals p75 per dealer and page kind, when the lead store was reachable. */
  vitals?: VitalsReportRow[];
  /** Per dealer with a feed: its last import and the feed's age (scripts/lib/stockReport.ts). */
  stock?: StockReportRow[];
  /** Sign-in codes sent and refused per dealer over the last 24 h, when the lead store was reachable. */
  signIn?: SignInRow[];
  /** The dealer console's JavaScript (gzip bytes) against its budget, when it is built here. */
  console?: { jsGzip: number; budget: number };
  /** Paid reservations per dealer: held, open, unsettled, refunds failing (when the lead store was reachable). */
  reservations?: ReservationRow[];
  /** Each dealer's last incremental build checked against a whole build (build --changed --verify). */
  verified?: VerifyRow[];
}

/** What the lead API host knows for the report (absent on a build machine without its store). */
export interface LeadFigures {
  deliveries?: DeliveryRow[] | undefined;
  vitals?: VitalsReportRow[] | undefined;
  signIn?: SignInRow[] | undefined;
  reservations?: ReservationRow[] | undefined;
}

const REPORT_DIR = '_report';

/**
 * Measures a built dealer site, reusing the figures of pages that are the same files as at its last
 * measurement (kept beside the report): an incremental build re-reads only the pages it rendered.
 */
function measureKeeping(outRoot: string, slug: string) {
  const file = join(outRoot, REPORT_DIR, 'pages', `${slug}.json`);
  let earlier: MeasuredPages = {};
  try {
    earlier = JSON.parse(readFileSync(file, 'utf8')) as MeasuredPages;
  } catch {
    // First measurement of this dealer here (or an unreadable record): every page is read.
  }
  const { pages, measured } = measureSiteAgain(join(outRoot, slug), earlier);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(measured));
  return pages;
}

/** Adds budget figures and car counts (with the suspect check against the live release) to each built dealer's row. */
export function withBudgets(
  rows: SummaryRow[],
  outRoot: string,
  builtAt: Date,
  live: (slug: string) => CarCount | null = (slug) => liveCount(buildEnv().DEPLOY_ROOT, slug),
): ReportRow[] {
  return rows.map((row) => {
    const site = join(outRoot, row.slug);
    if (row.status !== 'built' || !existsSync(site)) {
      return { ...row, builtAt: builtAt.toISOString(), budgets: {}, violations: [] };
    }
    const pages = measureKeeping(outRoot, row.slug);
    return {
      ...row,
      ...reportCars(site, live(row.slug)),
      builtAt: builtAt.toISOString(),
      budgets: summariseByType(pages),
      violations: pages.flatMap(budgetViolations),
    };
  });
}

/** Merges this run's rows over the previous report, so a one-dealer rebuild keeps the rest. */
export function mergeRows(previous: ReportRow[], current: ReportRow[]): ReportRow[] {
  const bySlug = new Map(previous.map((r) => [r.slug, r]));
  for (const row of current) bySlug.set(row.slug, row);
  return [...bySlug.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}

const kb = (bytes: number | undefined) => (bytes === undefined ? '—' : (bytes / 1000).toFixed(1));

/** Build times as horizontal bars, one per dealer, scaled to the slowest. */
export function buildTimeChart(rows: ReportRow[]): string {
  const slowest = Math.max(1, ...rows.map((r) => r.seconds));
  const barHeight = 18;
  const bars = rows.map((r, i) => {
    const width = Math.max(1, Math.round((r.seconds / slowest) * 420));
    const y = i * (barHeight + 6);
    const colour = r.status === 'built' ? '#2563eb' : '#dc2626';
    return `<text x="0" y="${y + 13}" font-size="12">${escapeMarkup(r.slug)}</text><rect x="200" y="${y}" width="${width}" height="${barHeight}" fill="${colour}"/><text x="${206 + width}" y="${y + 13}" font-size="12">${r.seconds.toFixed(1)} s</text>`;
  });
  const height = rows.length * (barHeight + 6);
  return `<svg role="img" aria-label="Build time per dealer" viewBox="0 0 700 ${height}" width="700" height="${height}">${bars.join('')}</svg>`;
}

/** Leads of the last 24 h per dealer: received, delivered, pending, dead (red: someone must act). */
export function deliveryTable(rows: DeliveryRow[]): string {
  const body = rows
    .map((r) => {
      const oldest = r.oldestUnsent ? escapeMarkup(r.oldestUnsent.replace('T', ' ')) : '';
      const cells = [escapeMarkup(r.slug), r.received, r.delivered, r.pending, r.dead, r.codes, oldest].map(
        (c) => `<td>${c}</td>`,
      );
      return `<tr class="${r.dead > 0 ? 'failed' : 'built'}">${cells.join('')}</tr>`;
    })
    .join('\n');
  return `<h2>Lead delivery, last 24 hours</h2>
<table>
<thead><tr><th>dealer</th><th>leads received</th><th>delivered</th><th>pending</th><th>dead</th><th>sign-in codes sent</th><th>oldest lead not delivered (dealer's time)</th></tr></thead>
<tbody>${body}</tbody>
</table>`;
}

/** The dealer console's JavaScript against its budget, like a page type's (over it: in red). */
export const consoleLine = ({ jsGzip, budget }: { jsGzip: number; budget: number }) =>
  `<p${jsGzip > budget ? ' class="stale"' : ''}>Dealer console: ${kb(jsGzip)} KB JavaScript (gzip) of its ${kb(budget)} KB budget.</p>`;

/** The static report page: status table and build-time chart. */
export function reportHtml(report: FleetReport): string {
  const failed = report.rows.filter((r) => r.status !== 'built').length;
  const overBudget = report.rows.filter((r) => r.violations.length > 0).length;
  const suspect = report.rows.filter((r) => r.suspect).length;
  const rows = report.rows.map((r) => {
    const b = r.budgets;
    const cells = [
      escapeMarkup(r.slug),
      r.suspect ? `${r.status}, suspect` : r.status,
      escapeMarkup(r.reason || (r.suspect ?? '') || (r.violations[0] ?? '')),
      r.cars ? `${r.cars.listed} (${r.cars.sold})` : '—',
      String(r.pages),
      r.seconds.toFixed(1),
      (r.bytes / 1_048_576).toFixed(1),
      kb(b.home?.maxJsGzip),
      kb(b.search?.maxJsGzip),
      kb(b.car?.maxJsGzip),
      kb(b.form?.maxJsGzip),
      kb(b.content?.maxJsGzip),
      String(r.violations.length),
      r.builtAt.slice(0, 16).replace('T', ' '),
    ];
    return `<tr class="${r.suspect ? 'suspect' : r.status}">${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
  });
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fleet build report</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#111}table{border-collapse:collapse;margin:1rem 0}th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left}tr.failed td,tr.invalid td,tr.suspect td{background:#fee2e2}.vital-good{background:#dcfce7}.vital-needs-improvement{background:#fef3c7}.vital-poor{background:#fee2e2}.stale{color:#b91c1c;font-weight:600}td:nth-child(n+4){text-align:right}</style>
</head>
<body>
<h1>Fleet build report</h1>
<p>Generated ${escapeMarkup(report.generatedAt)}. ${report.rows.length} dealers, ${failed} failed or invalid, ${overBudget} over a budget, ${suspect} suspect (too few cars to deploy).</p>
<table>
<thead><tr><th>dealer</th><th>status</th><th>reason</th><th>cars listed (sold)</th><th>pages</th><th>build s</th><th>size MB</th><th>home JS KB</th><th>search JS KB</th><th>car JS KB</th><th>form JS KB</th><th>content JS KB</th><th>budget problems</th><th>built at (UTC)</th></tr></thead>
<tbody>${rows.join('\n')}</tbody>
</table>
${report.console ? consoleLine(report.console) : ''}
<h2>Build time per dealer</h2>
${buildTimeChart(report.rows)}
${report.deliveries ? deliveryTable(report.deliveries) : ''}
${report.vitals ? vitalsTable(report.vitals) : ''}
${report.stock && report.stock.length > 0 ? stockTable(report.stock) : ''}
${report.signIn ? signInTable(report.signIn) : ''}
${report.reservations ? reservationTable(report.reservations) : ''}
${report.verified && report.verified.length > 0 ? verifyTable(report.verified) : ''}
</body>
</html>
`;
}

/** Writes dist/_report/index.html and report.json, merged with the previous report. */
export function writeFleetReport(
  outRoot: string,
  rows: ReportRow[],
  now: Date,
  { deliveries, vitals, signIn, reservations }: LeadFigures = {},
): FleetReport {
  const dir = join(outRoot, REPORT_DIR);
  const jsonPath = join(dir, 'report.json');
  let previous: ReportRow[] = [];
  try {
    previous = (JSON.parse(readFileSync(jsonPath, 'utf8')) as FleetReport).rows;
  } catch {
    // No earlier report, or an unreadable one: start afresh.
  }
  const report: FleetReport = {
    generatedAt: now.toISOString(),
    rows: mergeRows(previous, rows),
    ...(deliveries ? { deliveries } : {}),
    ...(vitals ? { vitals } : {}),
    stock: readStockRows(fingerprintRoot(), outRoot, now),
    ...(signIn ? { signIn } : {}),
    ...(reservations ? { reservations } : {}),
    verified: readVerifyRows(dir),
    ...(existsSync(join(CONSOLE_DIST, '_astro'))
      ? { console: { jsGzip: consoleJsBytes().total, budget: CONSOLE_JS_BUDGET } }
      : {}),
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, 'index.html'), reportHtml(report));
  return report;
}
