import { RateLimiter, type HitCounter } from '../../rateLimit.ts';
import { DEALER_LANE_CHANNEL, SIGN_IN_CHANNEL, URL_LANE_CHANNEL } from '../channels.ts';
import type { Row } from '../driver.ts';
import {
  deliveryRow,
  idempotencyRow,
  leadRow,
  type ClaimFilter,
  type Intake,
  type Settlement,
  type StoreEngine,
} from '../engine.ts';
import { findIdempotency, insertDeliveries, insertIdempotency, insertLead } from '../statements.ts';
import { SqliteDriver } from './driver.ts';

/** What a claim leaves out (ClaimFilter), over json_each lists. */
const FILTER = `AND (? IS NULL OR (channel = ?) = ?)
  AND NOT (channel = ? AND website_id IN (SELECT value FROM json_each(?)))
  AND NOT (channel = ? AND target IN (SELECT value FROM json_each(?)))`;

/**
 * Two walks of partial indexes in order, each stopping at the limit: no sort of every job waiting
 * (a burst of thousands made each claim slower than the sends it fed).
 */
const CLAIM = `UPDATE deliveries SET status = 'sending', lease_until = ?, attempts = attempts + 1
  WHERE id IN (
    SELECT id FROM (SELECT id FROM deliveries INDEXED BY deliveries_leased
      WHERE status = 'sending' AND lease_until <= ? ${FILTER} ORDER BY lease_until LIMIT ?)
    UNION ALL
    SELECT id FROM (SELECT id FROM deliveries INDEXED BY deliveries_waiting
      WHERE status IN ('queued', 'retrying') AND next_at <= ? ${FILTER} ORDER BY next_at LIMIT ?)
    LIMIT ?)
  RETURNING *`;

const RELEASE = `UPDATE deliveries SET status = CASE WHEN attempts <= 1 THEN 'queued' ELSE 'retrying' END,
    attempts = attempts - 1, lease_until = NULL
  WHERE status = 'sending' AND id IN (SELECT value FROM json_each(?))`;

const SETTLE = {
  sent: `UPDATE deliveries SET status = 'sent', sent_at = ?, lease_until = NULL, payload = NULL, last_error = NULL WHERE id = ?`,
  retrying: `UPDATE deliveries SET status = 'retrying', next_at = ?, lease_until = NULL, last_error = ? WHERE id = ?`,
  dead: `UPDATE deliveries SET status = 'dead', lease_until = NULL, payload = NULL, last_error = ? WHERE id = ?`,
} as const satisfies Record<Settlement['state'], string>;

const settleParams = (r: Settlement) => {
  switch (r.state) {
    case 'sent':
      return [r.at, r.id];
    case 'retrying':
      return [r.nextAt ?? r.at, r.error ?? null, r.id];
    case 'dead':
      return [r.error ?? null, r.id];
    default: {
      const unknown: never = r.state;
      throw new Error(`Not a settlement: ${String(unknown)}`);
    }
  }
};

/**
 * The lead store on SQLite: one writer at a time, in the process, so an operation is a transaction
 * of its statements (no round trips to save), and request counters live in this process's memory.
 */
export class SqliteEngine extends SqliteDriver implements StoreEngine {
  opened(): Promise<void> {
    return Promise.resolve();
  }

  intake({ key, lead, jobs, queuedAt }: Intake): Promise<boolean> {
    return this.write(async () => {
      if (key && (await findIdempotency(this, key.scoped))) return false;
      if (lead) {
        await insertLead(this, leadRow(lead));
        await insertDeliveries(
          this,
          jobs.map((p) => deliveryRow(lead.id, lead.website_id, p, queuedAt)),
        );
      }
      if (key) await insertIdempotency(this, idempotencyRow(key.scoped, key.bodyHash, key.response, key.at));
      return true;
    });
  }

  claim(now: number, limit: number, leaseMs: number, { signIn, sites, hooks }: ClaimFilter): Promise<Row[]> {
    const lanes = [
      signIn,
      SIGN_IN_CHANNEL,
      signIn,
      DEALER_LANE_CHANNEL,
      JSON.stringify(sites),
      URL_LANE_CHANNEL,
      JSON.stringify(hooks),
    ];
    return this.write(() => this.all(CLAIM, [now + leaseMs, now, ...lanes, limit, now, ...lanes, limit, limit]));
  }

  release(ids: readonly string[]): Promise<void> {
    return this.write(async () => {
      await this.run(RELEASE, [JSON.stringify(ids)]);
    });
  }

  settle(results: readonly Settlement[]): Promise<void> {
    return this.write(async () => {
      for (const r of results) await this.run(SETTLE[r.state], settleParams(r));
    });
  }

  /** One process serves a SQLite store: its counters in memory. */
  hitCounter(limit: number, windowMs: number): HitCounter {
    return new RateLimiter(limit, windowMs);
  }
}
