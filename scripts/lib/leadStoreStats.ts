import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DeliveryQueue } from '../../server/delivery/queue.ts';
import { deliveryStats } from '../../server/delivery/stats.ts';
import { LeadStore } from '../../server/store.ts';
import { VitalsStore } from '../../server/vitals/vitalsStore.ts';
import type { LeadFigures } from './fleetReport.ts';
import { vitalsReportRows } from './vitalsReport.ts';
import { signInRows } from './signInReport.ts';
import { buildEnv } from '../../src/config/env/load.ts';

/** The lead store this machine's lead API writes (LEAD_API_DB, else .data/leads/leads.sqlite). */
export const leadStorePath = () => resolve(buildEnv().LEAD_API_DB);

/**
 * Delivery figures of the last 24 h and field vitals per dealer from a lead store file, or nothing
 * when there is no store here (a CI build machine: the report then leaves those tables out).
 */
export function readLeadFigures(
  path: string,
  sites: readonly { slug: string; websiteId: number }[],
  now: Date,
): LeadFigures {
  if (!existsSync(path)) return {};
  const store = new LeadStore(path);
  try {
    new DeliveryQueue(store);
    return {
      deliveries: deliveryStats(store, sites, new Date(now.getTime() - 24 * 3_600_000)),
      vitals: vitalsReportRows(new VitalsStore(store).summary(now), sites),
      signIn: signInRows(store.db, sites, new Date(now.getTime() - 24 * 3_600_000), now),
    };
  } finally {
    store.close();
  }
}
