import { isUniqueViolation, type Row, type SqlDriver, type SqlValue } from '../storage/driver.ts';
import type { ProcessorKind } from '../payments/processor.ts';
import type { IndexedState, RefundState, ReservationState } from './rules.ts';

/** One reservation as stored (times in ms since the epoch). */
export interface Reservation {
  id: string;
  leadId: string;
  websiteId: number;
  carId: number;
  carSlug: string;
  carName: string;
  stocknum: string;
  dealershipId: number | null;
  processor: ProcessorKind;
  amountCents: number;
  currency: string;
  state: ReservationState;
  sessionId: string | null;
  payUrl: string | null;
  paymentRef: string | null;
  refundState: RefundState;
  refundRef: string | null;
  refundError: string | null;
  /** The shopper's email, lower case: open checkouts are limited per shopper. */
  shopper: string;
  /** The shopper's network (a hash), for the per-source limit. */
  source: string;
  createdAt: number;
  expiresAt: number;
  paidAt: number | null;
  holdEndsAt: number | null;
  endedAt: number | null;
  indexedState: IndexedState;
  updatedAt: number;
}

const num = (v: Row[string] | undefined) => (v === null || v === undefined ? null : Number(v));
const str = (v: Row[string] | undefined) => (v === null || v === undefined ? null : String(v));

function fromRow(r: Row): Reservation {
  return {
    id: String(r.id),
    leadId: String(r.lead_id),
    websiteId: Number(r.website_id),
    carId: Number(r.car_id),
    carSlug: String(r.car_slug),
    carName: String(r.car_name),
    stocknum: String(r.stocknum),
    dealershipId: num(r.dealership_id),
    processor: String(r.processor) as ProcessorKind,
    amountCents: Number(r.amount_cents),
    currency: String(r.currency),
    state: String(r.state) as ReservationState,
    sessionId: str(r.session_id),
    payUrl: str(r.pay_url),
    paymentRef: str(r.payment_ref),
    refundState: String(r.refund_state) as RefundState,
    refundRef: str(r.refund_ref),
    refundError: str(r.refund_error),
    shopper: String(r.shopper),
    source: String(r.source),
    createdAt: Number(r.created_at),
    expiresAt: Number(r.expires_at),
    paidAt: num(r.paid_at),
    holdEndsAt: num(r.hold_ends_at),
    endedAt: num(r.ended_at),
    indexedState: String(r.indexed_state) as IndexedState,
    updatedAt: Number(r.updated_at),
  };
}

/** The columns a change may set, by their stored names. */
export interface ReservationPatch {
  state?: ReservationState;
  session_id?: string;
  pay_url?: string;
  payment_ref?: string;
  refund_state?: RefundState;
  refund_ref?: string | null;
  refund_error?: string | null;
  paid_at?: number;
  hold_ends_at?: number | null;
  ended_at?: number;
  indexed_state?: IndexedState;
}

const ACTIVE = "('pending', 'held')";

/** The reservations table: the same SQL on both engines (the unique index does the refusing). */
export class ReservationTable {
  private readonly db: SqlDriver;
  constructor(db: SqlDriver) {
    this.db = db;
  }

  /** Stores a new pending checkout; false when the car already has one or a hold (the unique index). */
  async insertPending(r: Reservation): Promise<boolean> {
    const columns = {
      id: r.id,
      lead_id: r.leadId,
      website_id: r.websiteId,
      car_id: r.carId,
      car_slug: r.carSlug,
      car_name: r.carName,
      stocknum: r.stocknum,
      dealership_id: r.dealershipId,
      processor: r.processor,
      amount_cents: r.amountCents,
      currency: r.currency,
      state: r.state,
      shopper: r.shopper,
      source: r.source,
      created_at: r.createdAt,
      expires_at: r.expiresAt,
      updated_at: r.updatedAt,
    } satisfies Record<string, SqlValue>;
    const names = Object.keys(columns);
    try {
      await this.db.run(
        `INSERT INTO reservations (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
        Object.values(columns),
      );
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async byId(id: string): Promise<Reservation | null> {
    const [row] = await this.db.all('SELECT * FROM reservations WHERE id = ?', [id]);
    return row ? fromRow(row) : null;
  }

  async bySession(sessionId: string): Promise<Reservation | null> {
    const [row] = await this.db.all('SELECT * FROM reservations WHERE session_id = ?', [sessionId]);
    return row ? fromRow(row) : null;
  }

  async byLead(leadId: string): Promise<Reservation[]> {
    const rows = await this.db.all('SELECT * FROM reservations WHERE lead_id = ? ORDER BY created_at', [leadId]);
    return rows.map(fromRow);
  }

  /** The pending checkout or hold on a car, if any. */
  async activeOnCar(carId: number): Promise<Reservation | null> {
    const [row] = await this.db.all(`SELECT * FROM reservations WHERE car_id = ? AND state IN ${ACTIVE}`, [carId]);
    return row ? fromRow(row) : null;
  }

  /** Open checkouts by this shopper, and from this source. */
  async pendingOf(shopper: string, source: string): Promise<{ shopper: Reservation[]; source: number }> {
    const mine = await this.db.all("SELECT * FROM reservations WHERE shopper = ? AND state = 'pending'", [shopper]);
    const [bySource] = await this.db.all(
      "SELECT COUNT(*) AS n FROM reservations WHERE source = ? AND state = 'pending'",
      [source],
    );
    return { shopper: mine.map(fromRow), source: Number(bySource?.n ?? 0) };
  }

  /**
   * Changes a reservation only while it is in one of `from` (another instance may have moved it):
   * true when this call made the change. A change to pending or held can meet the unique index.
   */
  async change(
    id: string,
    from: readonly ReservationState[],
    patch: ReservationPatch,
    at: number,
    refundFrom?: RefundState,
  ): Promise<boolean> {
    const sets = Object.entries(patch).filter(([, value]) => value !== undefined);
    const assignments = [...sets.map(([name]) => `${name} = ?`), 'updated_at = ?'].join(', ');
    const states = from.map(() => '?').join(', ');
    const params: SqlValue[] = [...sets.map(([, value]) => value as SqlValue), at, id, ...from];
    // Two passes refunding at once both reach the processor (one refund, by its idempotency key);
    // only the one that moves the refund on from `refundFrom` records it and tells anyone.
    const refund = refundFrom === undefined ? '' : ' AND refund_state = ?';
    if (refundFrom !== undefined) params.push(refundFrom);
    const sql = `UPDATE reservations SET ${assignments} WHERE id = ? AND state IN (${states})${refund}`;
    return (await this.db.run(sql, params)) === 1;
  }

  /** Records what happened to a reservation and who did it (the audit trail the command prints). */
  async record(id: string, at: number, action: string, actor: string, detail = ''): Promise<void> {
    await this.db.run(
      'INSERT INTO reservation_events (reservation_id, at, action, actor, detail) VALUES (?, ?, ?, ?, ?)',
      [id, at, action, actor, detail.slice(0, 500)],
    );
  }

  async events(id: string): Promise<{ at: number; action: string; actor: string; detail: string }[]> {
    const rows = await this.db.all(
      'SELECT at, action, actor, detail FROM reservation_events WHERE reservation_id = ? ORDER BY at, action',
      [id],
    );
    return rows.map((r) => ({
      at: Number(r.at),
      action: String(r.action),
      actor: String(r.actor),
      detail: String(r.detail),
    }));
  }

  /** What the reservation pass has to look at: open checkouts, holds, refunds due or failed, index work. */
  async needingWork(): Promise<Reservation[]> {
    const rows = await this.db.all(
      `SELECT * FROM reservations WHERE state IN ${ACTIVE} OR refund_state = 'due'
         OR (state IN ('completed') AND indexed_state <> 'reserved')
         OR (state NOT IN ('held', 'completed') AND indexed_state = 'reserved')
       ORDER BY created_at`,
    );
    return rows.map(fromRow);
  }

  /** A dealer's reservations, newest first (npm run reservations). */
  async ofSite(websiteId: number, limit = 200): Promise<Reservation[]> {
    const rows = await this.db.all('SELECT * FROM reservations WHERE website_id = ? ORDER BY created_at DESC LIMIT ?', [
      websiteId,
      limit,
    ]);
    return rows.map(fromRow);
  }

  /** Reservations by state and refunds that failed, for /metrics and the morning report. */
  async counts(): Promise<{ state: string; refundState: string; n: number }[]> {
    const rows = await this.db.all(
      'SELECT state, refund_state, COUNT(*) AS n FROM reservations GROUP BY state, refund_state ORDER BY state',
    );
    return rows.map((r) => ({ state: String(r.state), refundState: String(r.refund_state), n: Number(r.n) }));
  }
}
