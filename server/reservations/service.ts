import { randomUUID } from 'node:crypto';
import { RESERVATION_REFUSALS, reserveDeposit } from '../../src/domain/reservation.ts';
import type { DeliveryQueue } from '../delivery/queue.ts';
import type { Fleet, FleetSite } from '../fleet.ts';
import { accountFor, type PaymentEnv } from '../payments/accounts.ts';
import type { PaymentOutcome, ProcessorAccount, ProcessorClient, ProcessorKind } from '../payments/processor.ts';
import { reservableCar } from '../routes/reservationCheck.ts';
import type { CarReader } from '../stock/carReader.ts';
import type { LeadStore, StoredResponse } from '../store.ts';
import { syncHolds, type HoldIndex } from './holdIndex.ts';
import { Announcer } from './announce.ts';
import {
  CHECKOUT_MINUTES,
  PENDING_PER_SOURCE,
  TOO_MANY_CHECKOUTS,
  holdEndsAt,
  lineItem,
  onPaid,
  onUnpaid,
  someoneReserving,
  toCents,
} from './rules.ts';
import { ReservationTable, type Reservation } from './table.ts';

export interface ReservationDeps {
  store: LeadStore;
  queue: DeliveryQueue;
  fleet: Fleet;
  cars: CarReader;
  env: PaymentEnv;
  processors: Readonly<Record<ProcessorKind, ProcessorClient>>;
  /** The search index writer for holds; null: holds are kept in the store only (no write key). */
  index: HoldIndex | null;
  now: () => Date;
  log: (line: string) => void;
  /** The lead API's public origin, for Windcave's notification URL. */
  apiUrl: string;
}

type Answer = StoredResponse & { retryAfter?: number };
const refuse = (status: number, error: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { success: false, error, ...extra },
});

/**
 * Reservations: opening the processor's hosted page for a stored reservation lead, and what the
 * processor's word (a notification or a read) does. The rules are ./rules.ts; this is their IO.
 */
export class Reservations {
  readonly table: ReservationTable;
  readonly deps: ReservationDeps;
  readonly announce: Announcer;

  constructor(deps: ReservationDeps) {
    this.deps = deps;
    this.table = new ReservationTable(deps.store.driver);
    this.announce = new Announcer(deps, this.table);
  }

  /** The account a reservation's deposit is taken with, or why there is none. */
  account(site: FleetSite, kind: ProcessorKind) {
    return accountFor(kind, site.payments, this.deps.env);
  }

  /**
   * Opens the hosted payment page for a reservation lead: the car re-read live, the deposit the
   * server's, one pending checkout per car (the store's unique index), the shopper's earlier open
   * checkouts expired at the processor first. A retry for the same lead gets the same page.
   */
  async start(input: { leadId: string; signedIn: boolean; source: string; origin: string | null }): Promise<Answer> {
    const { store, fleet, cars } = this.deps;
    const now = this.deps.now().getTime();
    const lead = await store.getLead(input.leadId);
    if (lead?.form !== 'reservation') return refuse(404, 'No such reservation request.');
    const site = fleet.byWebsiteId.get(lead.website_id);
    if (!site) return refuse(404, 'No such reservation request.');
    const phone = site.contacts.dealer.phone;
    const mine = await this.table.byLead(lead.id);
    const open = mine.find((r) => r.state === 'pending' && r.payUrl !== null && r.expiresAt - now > 60_000);
    if (open) return { status: 201, body: { success: true, reservation_id: open.id, url: open.payUrl } };
    if (mine.some((r) => r.state === 'held'))
      return refuse(409, 'This reservation is already paid; your car is held.', { code: 'paid' });

    const slug = typeof lead.data.car_id === 'string' ? lead.data.car_id : '';
    const checked = await reservableCar(cars, site, slug, input.signedIn);
    if ('refusal' in checked) return checked.refusal;
    const { car } = checked;
    const deposit = reserveDeposit(car, { reserveDeposit: site.reserveDeposit });
    const kind = car.payment_processors[0]?.name;
    if (deposit === null || !kind || car.id === undefined)
      return refuse(409, `This car cannot be reserved online. Please call us on ${phone}.`);
    const account = this.account(site, kind);
    if (!account.ok) {
      this.deps.log(`reservations: ${site.slug}: ${account.error}`);
      return refuse(503, `Online payment is not available right now. Please call us on ${phone}.`);
    }

    const shopper = typeof lead.data.email === 'string' ? lead.data.email.toLowerCase() : '';
    await this.expireOpenOf(shopper, now);
    const { source: fromSource } = await this.table.pendingOf(shopper, input.source);
    if (fromSource >= PENDING_PER_SOURCE) return refuse(429, TOO_MANY_CHECKOUTS);

    const reservation: Reservation = {
      id: randomUUID(),
      leadId: lead.id,
      websiteId: site.websiteId,
      carId: car.id,
      carSlug: car.slug,
      carName: car.name,
      stocknum: car.stocknum,
      dealershipId: car.dealership_id,
      processor: kind,
      amountCents: toCents(deposit),
      currency: 'AUD',
      state: 'pending',
      sessionId: null,
      payUrl: null,
      paymentRef: null,
      refundState: 'none',
      refundRef: null,
      refundError: null,
      shopper,
      source: input.source,
      createdAt: now,
      expiresAt: now + CHECKOUT_MINUTES * 60_000,
      paidAt: null,
      holdEndsAt: null,
      endedAt: null,
      indexedState: '',
      updatedAt: now,
    };
    const inserted = await store.write(async () => {
      // Serialised with a payment being settled for the same car (the unique index is the backstop).
      await store.driver.lockKey(`car:${reservation.carId}`);
      return this.table.insertPending(reservation);
    });
    if (!inserted) {
      // A paid hold the index does not show yet is a reserved car; an open checkout is someone paying now.
      const held = (await this.table.activeOnCar(reservation.carId))?.state === 'held';
      const error = held ? RESERVATION_REFUSALS['not-reservable'] : someoneReserving(phone);
      return refuse(409, error, { code: held ? 'reserved' : 'pending', fields: { car_id: error } });
    }
    return this.openPage(reservation, site, account.account, input.origin ?? site.origin);
  }

  private async openPage(r: Reservation, site: FleetSite, account: ProcessorAccount, origin: string): Promise<Answer> {
    const now = this.deps.now().getTime();
    try {
      const page = await this.deps.processors[r.processor].createPage(account, {
        reservationId: r.id,
        amountCents: r.amountCents,
        currency: 'AUD',
        description: lineItem(r.carName, r.stocknum),
        customerEmail: r.shopper,
        successUrl: `${origin}/success?reservation=${r.id}`,
        cancelUrl: `${origin}/cars/${r.carSlug}/${site.reservePath}?payment=cancelled&reservation=${r.id}`,
        notificationUrl: `${this.deps.apiUrl}/api/payments/windcave`,
        expiresAt: new Date(r.expiresAt),
        idempotencyKey: `reservation-${r.id}`,
      });
      await this.deps.store.write(async () => {
        await this.table.change(r.id, ['pending'], { session_id: page.sessionId, pay_url: page.url }, now);
        await this.table.record(r.id, now, 'checkout-opened', 'shopper', `${r.processor} ${page.sessionId}`);
      });
      return { status: 201, body: { success: true, reservation_id: r.id, url: page.url } };
    } catch (error) {
      const reason = (error as Error).message.split('\n')[0] ?? 'unknown error';
      this.deps.log(`reservations: ${site.slug}: ${r.processor} refused a payment page for ${r.id}: ${reason}`);
      await this.deps.store.write(async () => {
        await this.table.change(r.id, ['pending'], { state: 'failed', ended_at: now }, now);
        await this.table.record(r.id, now, 'checkout-failed', 'processor', reason);
      });
      return {
        ...refuse(503, 'We could not open the payment page just now. Please try again in a moment.'),
        retryAfter: 5,
      };
    }
  }

  /** A shopper who starts another checkout abandons the ones still open: each is ended at the processor. */
  private async expireOpenOf(shopper: string, now: number): Promise<void> {
    const { shopper: open } = await this.table.pendingOf(shopper, '');
    for (const r of open) {
      const site = this.deps.fleet.byWebsiteId.get(r.websiteId);
      const account = site ? this.account(site, r.processor) : null;
      if (r.sessionId && account?.ok) {
        // A session paid meanwhile must be settled as paid, not expired.
        const outcome = await this.deps.processors[r.processor].readOutcome(account.account, r.sessionId);
        if (outcome.state === 'paid') {
          await this.settle(r, outcome, 'reconcile');
          continue;
        }
        await this.deps.processors[r.processor].expire(account.account, r.sessionId).catch(() => undefined);
      }
      await this.deps.store.write(async () => {
        if (await this.table.change(r.id, ['pending'], { state: 'expired', ended_at: now }, now))
          await this.table.record(r.id, now, 'checkout-abandoned', 'shopper', 'another checkout started');
      });
    }
  }

  /**
   * Applies the processor's word on a reservation's session. A payment holds the car (one hold per
   * car: a second is refunded), the dealer's lead and the shopper's receipt are queued in the same
   * write; a decline or an expiry frees the car. The same word twice changes nothing.
   */
  async settle(r: Reservation, outcome: PaymentOutcome, actor: string): Promise<string> {
    const now = this.deps.now().getTime();
    if (outcome.state === 'open') return 'still open';
    if (outcome.state !== 'paid') {
      const next = onUnpaid(r, outcome.state);
      if (!next) return `no change (${r.state})`;
      await this.deps.store.write(async () => {
        if (await this.table.change(r.id, ['pending'], { state: next, ended_at: now }, now))
          await this.table.record(r.id, now, `payment-${next}`, actor, outcome.reason);
      });
      return next;
    }
    const result = await this.deps.store.write(async () => {
      await this.deps.store.driver.lockKey(`car:${r.carId}`);
      const fresh = (await this.table.byId(r.id)) ?? r;
      const other = await this.table.activeOnCar(r.carId);
      const decision = onPaid(fresh, outcome.amountCents, other !== null && other.id !== r.id);
      if (decision.action === 'none') return decision.reason;
      const paidAt = outcome.paidAt?.getTime() ?? now;
      const paid = { payment_ref: outcome.paymentRef, paid_at: paidAt };
      const site = this.deps.fleet.byWebsiteId.get(r.websiteId);
      if (decision.action === 'hold' && site) {
        const ends = holdEndsAt(paidAt, site.payments.reserveHoldHours);
        const held = await this.table.change(
          r.id,
          ['pending', 'failed', 'expired'],
          { ...paid, state: 'held', hold_ends_at: ends },
          now,
        );
        if (held) {
          await this.table.record(
            r.id,
            now,
            'held',
            actor,
            `${outcome.paymentRef}; until ${new Date(ends).toISOString()}`,
          );
          await this.announce.paid((await this.table.byId(r.id))!, site, now);
          return 'held';
        }
      }
      const reason = decision.action === 'refund' ? decision.reason : 'car-held-by-another';
      await this.table.change(
        r.id,
        [fresh.state],
        { ...paid, state: 'refunded', refund_state: 'due', ended_at: now },
        now,
      );
      await this.table.record(r.id, now, 'refund-due', actor, reason);
      return `refund due (${reason})`;
    });
    // The pass marks the car reserved too; doing it now shows the hold within seconds.
    if (result === 'held') await syncHolds(this, [r.id]).catch(() => undefined);
    return result;
  }
}
