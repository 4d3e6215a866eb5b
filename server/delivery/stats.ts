import { SIGN_IN_CHANNEL } from '../storage/channels.ts';
import type { LeadStore } from '../store.ts';
import { isoInZone } from './localTime.ts';

/** One dealer's line in the morning report's delivery table (the last 24 hours). */
export interface DeliveryRow {
  slug: string;
  /** Leads stored. */
  received: number;
  /** Of those, leads whose every message was acknowledged. */
  delivered: number;
  /** Leads with a message still queued, sending or retrying. */
  pending: number;
  /** Leads with a message given up (someone must act). */
  dead: number;
  /** Sign-in codes sent by SMS. */
  codes: number;
  /** When the oldest lead not yet delivered (pending or dead) came in, in the dealer's local time. */
  oldestUnsent: string | null;
}

/** Per dealer, from the lead store: what came in since `since` and where its messages are. */
export async function deliveryStats(
  store: LeadStore,
  sites: readonly { slug: string; websiteId: number; timeZone?: string }[],
  since: Date,
): Promise<DeliveryRow[]> {
  const iso = since.toISOString();
  const perLead = await store.driver.all(
    `SELECT l.website_id AS site, l.created_at AS created,
              SUM(CASE WHEN d.status = 'dead' THEN 1 ELSE 0 END) AS dead,
              SUM(CASE WHEN d.status IN ('queued', 'sending', 'retrying') THEN 1 ELSE 0 END) AS pending,
              SUM(CASE WHEN d.status = 'sent' THEN 1 ELSE 0 END) AS sent,
              COUNT(d.id) AS total
       FROM leads l LEFT JOIN deliveries d ON d.lead_id = l.id
       WHERE l.created_at >= ? GROUP BY l.id`,
    [iso],
  );
  const codes = await store.driver.all(
    `SELECT website_id AS site, COUNT(*) AS n FROM deliveries WHERE channel = ? AND status = 'sent' AND sent_at >= ? GROUP BY website_id`,
    [SIGN_IN_CHANNEL, since.getTime()],
  );
  return sites.map(({ slug, websiteId, timeZone }) => {
    const leads = perLead.filter((r) => Number(r.site) === websiteId);
    const unsent = leads
      .filter((r) => Number(r.dead) > 0 || Number(r.pending) > 0)
      .map((r) => String(r.created))
      .sort()[0];
    return {
      slug,
      received: leads.length,
      delivered: leads.filter((r) => Number(r.total) > 0 && Number(r.sent) === Number(r.total)).length,
      pending: leads.filter((r) => Number(r.dead) === 0 && Number(r.pending) > 0).length,
      dead: leads.filter((r) => Number(r.dead) > 0).length,
      codes: Number(codes.find((r) => Number(r.site) === websiteId)?.n ?? 0),
      oldestUnsent: unsent ? isoInZone(new Date(unsent), timeZone ?? 'Australia/Sydney') : null,
    };
  });
}
