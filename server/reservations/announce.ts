import { createHash } from 'node:crypto';
import { leadDeliveries } from '../delivery/enqueueLead.ts';
import { isoInZone } from '../delivery/localTime.ts';
import type { FleetSite } from '../fleet.ts';
import type { PlannedDelivery } from '../delivery/plan.ts';
import {
  dealerNotice,
  localTime,
  shopperNotice,
  type Notice,
  type NoticeContext,
  type NoticeEvent,
} from './notices.ts';
import type { ReservationDeps } from './service.ts';
import type { Reservation, ReservationTable } from './table.ts';

/** A short stable digest of an inbox address, for a notice job's id. */
const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * Tells the dealer and the shopper, through the durable delivery queue and inside the caller's
 * write: the paid reservation reaches the dealer as its lead (email, ADF/XML, webhooks, now carrying
 * the payment), the shopper gets a receipt, and each later step a note to both. Job ids are stable
 * per reservation, event and receiver, so a repeated step queues nothing new.
 */
export class Announcer {
  private readonly deps: ReservationDeps;
  private readonly table: ReservationTable;

  constructor(deps: ReservationDeps, table: ReservationTable) {
    this.deps = deps;
    this.table = table;
  }

  context(site: FleetSite): NoticeContext {
    const zone = site.contacts.dealer.timeZone;
    return {
      dealerName: site.settings.dealerName,
      phone: site.contacts.dealer.phone,
      local: (ms) => localTime(ms, zone),
    };
  }

  /** The paid lead to the dealer (its data now names the payment) and the receipt to the shopper. */
  async paid(r: Reservation, site: FleetSite, now: number): Promise<void> {
    const { store, queue } = this.deps;
    const lead = await store.getLead(r.leadId);
    if (!lead) return;
    const zone = site.contacts.dealer.timeZone;
    const data = {
      ...lead.data,
      reservation_id: r.id,
      payment_amount: r.amountCents / 100,
      payment_processor: r.processor,
      payment_reference: r.paymentRef,
      paid_at: r.paidAt === null ? null : isoInZone(new Date(r.paidAt), zone),
      hold_ends_at: r.holdEndsAt === null ? null : isoInZone(new Date(r.holdEndsAt), zone),
    };
    await store.updateLead(lead.id, lead.subcategory, data, new Date(now));
    await queue.enqueue(lead.id, site.websiteId, leadDeliveries(site, { ...lead, data }, 'created'), now);
    await this.toShopper('paid', 'paid', r, site, now);
  }

  /** A later step (lapse, release, refund, completion, extension) to the shopper and the dealer's inboxes. */
  async step(event: Exclude<NoticeEvent, 'paid'>, r: Reservation, site: FleetSite, now: number): Promise<void> {
    const step = event === 'extended' ? `${event}-${r.holdEndsAt}` : event;
    await this.toShopper(step, event, r, site, now);
    const lead = await this.deps.store.getLead(r.leadId);
    if (!lead) return;
    const inboxes = leadDeliveries(site, lead, 'created').filter((j) => j.channel === 'email' && !j.crm);
    const notice = dealerNotice(event, r, this.context(site));
    for (const inbox of inboxes)
      await this.queueNotice(r, site, `${step}.dealer.${digest(inbox.target)}`, inbox.target, notice, now);
    const hooks = await this.toWebhooks(event, r, lead, site, now);
    await this.table.record(
      r.id,
      now,
      `told-${event}`,
      'platform',
      `${inboxes.length} dealer inbox(es), ${hooks} webhook(s) and the shopper`,
    );
  }

  /**
   * The dealer's webhooks hear of each ending as its own event (reservation.lapsed, .released,
   * .refunded, .completed), the lead's fields then naming the reservation's state and refund; an
   * extension is in the inbox notice only. Returns how many webhooks were queued.
   */
  private async toWebhooks(
    event: Exclude<NoticeEvent, 'paid'>,
    r: Reservation,
    lead: NonNullable<Awaited<ReturnType<ReservationDeps['store']['getLead']>>>,
    site: FleetSite,
    now: number,
  ): Promise<number> {
    if (event === 'extended') return 0;
    const data = {
      ...lead.data,
      reservation_state: r.state,
      refund_reference: r.refundRef,
      hold_ends_at: r.holdEndsAt === null ? null : isoInZone(new Date(r.holdEndsAt), site.contacts.dealer.timeZone),
    };
    await this.deps.store.updateLead(lead.id, lead.subcategory, data, new Date(now));
    const hooks = leadDeliveries(site, { ...lead, data }, `reservation-${event}`).filter(
      (j) => j.channel === 'webhook',
    );
    await this.deps.queue.enqueue(lead.id, site.websiteId, hooks, now);
    return hooks.length;
  }

  private async toShopper(
    step: string,
    event: NoticeEvent,
    r: Reservation,
    site: FleetSite,
    now: number,
  ): Promise<void> {
    if (!r.shopper.includes('@')) return;
    await this.queueNotice(r, site, `${step}.shopper`, r.shopper, shopperNotice(event, r, this.context(site)), now);
  }

  private queueNotice(r: Reservation, site: FleetSite, suffix: string, to: string, notice: Notice, now: number) {
    const job: PlannedDelivery = {
      id: `resv.${r.id}.${suffix}`,
      channel: 'email',
      target: to,
      crm: false,
      event: 'created',
    };
    return this.deps.queue.enqueue(r.leadId, site.websiteId, [job], now, { payload: JSON.stringify(notice) });
  }
}
