import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DeliveryQueue } from '../../server/delivery/queue.ts';
import { deliveryStats, type DeliveryRow } from '../../server/delivery/stats.ts';
import { LeadStore } from '../../server/store.ts';

/** The lead store this machine's lead API writes (LEAD_API_DB, else .data/leads/leads.sqlite). */
export const leadStorePath = (env: Record<string, string | undefined> = process.env) =>
  resolve(env.LEAD_API_DB ?? '.data/leads/leads.sqlite');

/**
 * Delivery figures of the last 24 h per dealer from a lead store file, or undefined when there is no
 * store here (a CI build machine: the report then leaves the table out).
 */
export function readDeliveryStats(
  path: string,
  sites: readonly { slug: string; websiteId: number }[],
  now: Date,
): DeliveryRow[] | undefined {
  if (!existsSync(path)) return undefined;
  const store = new LeadStore(path);
  try {
    new DeliveryQueue(store);
    return deliveryStats(store, sites, new Date(now.getTime() - 24 * 3_600_000));
  } finally {
    store.close();
  }
}
