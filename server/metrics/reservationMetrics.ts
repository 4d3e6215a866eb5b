import { Gauge, type Registry } from 'prom-client';
import type { SqlDriver } from '../storage/driver.ts';

/**
 * Reservations in the shared store, by dealer and state; payments waiting for the processor's word
 * (checkouts past their end still pending); and refunds that failed (someone must act:
 * `npm run reservations`). Read at each scrape, the same on every instance.
 */
export function reservationMetrics(registry: Registry, db: SqlDriver, dealerOf: (websiteId: number) => string): void {
  new Gauge({
    name: 'reservations',
    help: 'Reservations by dealer and state (pending, held, completed, released, lapsed, failed, expired, refunded).',
    labelNames: ['dealer', 'state'],
    registers: [registry],
    async collect() {
      const found = await db.all(
        'SELECT website_id, state, count(*) AS n FROM reservations GROUP BY website_id, state',
      );
      this.reset();
      for (const r of found) this.set({ dealer: dealerOf(Number(r.website_id)), state: String(r.state) }, Number(r.n));
    },
  });
  new Gauge({
    name: 'reservation_payments_awaiting_notification',
    help: 'Checkouts past their end with no word from the processor yet (the reservation pass asks it), by dealer.',
    labelNames: ['dealer'],
    registers: [registry],
    async collect() {
      const found = await db.all(
        "SELECT website_id, count(*) AS n FROM reservations WHERE state = 'pending' AND expires_at < ? GROUP BY website_id",
        [Date.now()],
      );
      this.reset();
      for (const r of found) this.set({ dealer: dealerOf(Number(r.website_id)) }, Number(r.n));
    },
  });
  new Gauge({
    name: 'reservation_refunds_failed',
    help: 'Refunds due that the processor refused so far (retried each pass), by dealer.',
    labelNames: ['dealer'],
    registers: [registry],
    async collect() {
      const found = await db.all(
        "SELECT website_id, count(*) AS n FROM reservations WHERE refund_state = 'due' AND refund_error IS NOT NULL GROUP BY website_id",
      );
      this.reset();
      for (const r of found) this.set({ dealer: dealerOf(Number(r.website_id)) }, Number(r.n));
    },
  });
}
