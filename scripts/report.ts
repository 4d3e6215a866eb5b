import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DeliveryRow } from '../server/delivery/stats.ts';
import { mergeRows, writeFleetReport, type FleetReport, type ReportRow } from './lib/fleetReport.ts';
import type { VitalsReportRow } from './lib/vitalsReport.ts';
import { cliArgs } from './lib/cli.ts';

// Merges the report.json of several shards into one morning report: npm run report -- a.json b.json --out dist
// [--deliveries deliveries.json] [--vitals vitals.json]
const { values, positionals } = cliArgs(
  'npm run report -- <report.json>… [--out DIR] [--deliveries FILE] [--vitals FILE]',
  {
    allowPositionals: true,
    options: { out: { type: 'string', default: 'dist' }, deliveries: { type: 'string' }, vitals: { type: 'string' } },
  },
);
if (positionals.length === 0) {
  console.error('Give the report.json files to merge, e.g. npm run report -- reports/*/report.json');
  process.exit(2);
}
let rows: ReportRow[] = [];
for (const file of positionals) rows = mergeRows(rows, (JSON.parse(readFileSync(file, 'utf8')) as FleetReport).rows);
// The lead API host writes its figures with `npm run deliveries -- --json > deliveries.json` and
// `npm run vitals -- --json > vitals.json`.
const deliveries = values.deliveries
  ? (JSON.parse(readFileSync(values.deliveries, 'utf8')) as { rows: DeliveryRow[] }).rows
  : undefined;
const vitals = values.vitals
  ? (JSON.parse(readFileSync(values.vitals, 'utf8')) as { rows: VitalsReportRow[] }).rows
  : undefined;
const report = writeFleetReport(resolve(values.out), rows, new Date(), { deliveries, vitals });
console.log(`Report of ${report.rows.length} dealers written to ${resolve(values.out, '_report')}`);
