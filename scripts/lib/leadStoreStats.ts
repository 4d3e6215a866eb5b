import { existsSync } from 'node:fs';
import { deliveryStats } from '../../server/delivery/stats.ts';
import { isPostgresUrl, LeadStore, storeLocation } from '../../server/store.ts';
import { VitalsStore } from '../../server/vitals/vitalsStore.ts';
import type { LeadFigures } from './fleetReport.ts';
import { vitalsReportRows } from './vitalsReport.ts';
import { signInRows } from './signInReport.ts';
import { reservationRows } from './reservationReport.ts';
import { buildEnv } from '../../src/config/env/load.ts';

/** The lead store this machine's lead API writes (DATABASE_URL, else LEAD_API_DB, else .data/leads/leads.sqlite). */
export const leadStorePath = () => storeLocation(buildEnv());

/**
 * Delivery figures of the last 24 h and field vitals per dealer from a lead store file, or nothing
 * when there is no store here (a CI build machine: the report then leaves those tables out).
 */
export async function readLeadFigures(
  path: string,
  sites: readonly { slug: string; websiteId: number }[],
  now: Date,
): Promise<LeadFigures> {
  if (!isPostgresUrl(path) && !existsSync(path)) return {};
  const store = new LeadStore(path);
  try {
    const since = new Date(now.getTime() - 24 * 3_600_000);
    return {
      deliveries: await deliveryStats(store, sites, since),
      vitals: vitalsReportRows(await new VitalsStore(store).summary(now), sites),
      signIn: await signInRows(store.driver, sites, since, now),
      reservations: await reservationRows(store.driver, sites, since, now),
    };
  } finally {
    await store.close();
  }
}
