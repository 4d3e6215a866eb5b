import type { FleetSite } from '../fleet.ts';
import { planDeliveries, type DeliveryEvent, type LeadForPlan, type PlannedDelivery } from './plan.ts';
import type { DeliveryQueue } from './queue.ts';

/** One delivery job per channel and receiver for this lead event, by the dealer's delivery settings. */
export const leadDeliveries = (site: FleetSite, lead: LeadForPlan, event: DeliveryEvent): PlannedDelivery[] =>
  planDeliveries(lead, event, site.delivery, {
    recipients: site.leadRecipients,
    dealerships: site.settings.dealerships,
    locations: site.settings.locations,
  });

/**
 * Inside the lead's own write: one delivery job per channel and receiver for this lead event. The
 * same event twice (a retried request, a repeated notification call) adds nothing.
 */
export function queueLeadDeliveries(
  queue: DeliveryQueue,
  site: FleetSite,
  lead: LeadForPlan,
  event: DeliveryEvent,
  now: Date,
): Promise<number> {
  return queue.enqueue(lead.id, site.websiteId, leadDeliveries(site, lead, event), now.getTime());
}
