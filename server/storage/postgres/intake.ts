import { DELIVERY_COLUMNS, IDEMPOTENCY_COLUMNS, LEAD_COLUMNS, names, recordType, type Columns } from '../columns.ts';
import { isUnavailable, jsonParameter, type SqlDriver } from '../driver.ts';
import { deliveryRow, idempotencyRow, leadRow, type Intake } from '../engine.ts';
import { takeBatch } from '../../intake/batch.ts';

/** `t.a, t.b`: a definition's columns read from the record `t`. */
const from = (t: string, columns: Columns) =>
  names(columns)
    .map((c) => `${t}.${c}`)
    .join(', ');
const list = (columns: Columns) => names(columns).join(', ');

/**
 * Several new leads in one statement: one round trip and one commit for every lead the instance
 * received in the same turn of its event loop. Each lead's Idempotency-Key row is inserted first;
 * a lead and its jobs are written only when its key was new (or it has none). A key another
 * statement is writing at the same moment makes this insert wait for that commit and then skip the
 * lead (the unique index does the locking), so a key is answered once across instances. Answers the
 * positions (`n`) of the leads it took. Each row is built and listed from its table's definition.
 */
const BATCH_INTAKE = `WITH input AS (
    SELECT * FROM jsonb_to_recordset(?::jsonb) AS i(n int, key_row jsonb, lead_row jsonb, jobs jsonb)
  ), keyed AS (
    INSERT INTO idempotency (${list(IDEMPOTENCY_COLUMNS)})
    SELECT ${from('k', IDEMPOTENCY_COLUMNS)}
    FROM input, jsonb_to_record(input.key_row) AS k(${recordType(IDEMPOTENCY_COLUMNS)})
    WHERE input.key_row IS NOT NULL
    ON CONFLICT (key) DO NOTHING RETURNING key
  ), go AS (
    SELECT * FROM input WHERE key_row IS NULL OR key_row->>'key' IN (SELECT key FROM keyed)
  ), lead AS (
    INSERT INTO leads (${list(LEAD_COLUMNS)})
    SELECT ${from('l', LEAD_COLUMNS)}
    FROM go, jsonb_to_record(go.lead_row) AS l(${recordType(LEAD_COLUMNS)})
    WHERE go.lead_row IS NOT NULL
  ), jobs AS (
    INSERT INTO deliveries (${list(DELIVERY_COLUMNS)})
    SELECT ${from('j', DELIVERY_COLUMNS)}
    FROM go, jsonb_to_recordset(go.jobs) AS j(${recordType(DELIVERY_COLUMNS)})
    WHERE go.lead_row IS NOT NULL
    ON CONFLICT DO NOTHING
  )
  SELECT n FROM go`;

/** One intake as a row of the statement's input. */
function inputRow({ key, lead, jobs, queuedAt }: Intake, n: number) {
  return {
    n,
    key_row: key && idempotencyRow(key.scoped, key.bodyHash, key.response, key.at),
    lead_row: lead && leadRow(lead),
    jobs: lead ? jobs.map((p) => deliveryRow(lead.id, lead.website_id, p, queuedAt)) : [],
  };
}

interface Waiting {
  readonly key: string | null;
  readonly intake: Intake;
  done(accepted: boolean): void;
  fail(error: unknown): void;
}

/**
 * The lead intake on PostgreSQL, batched like the database's own group commit: requests wait while
 * `maxInFlight` statements are out, then go together. The cost that limits a lead API on PostgreSQL
 * is the round trip (a socket write and a wake-up on each side), not the commit; a batch pays it once.
 */
export class PostgresIntake {
  private waiting: Waiting[] = [];
  private inFlight = 0;
  private scheduled = false;
  private readonly db: SqlDriver;
  private readonly maxInFlight: number;
  private readonly cap: number;

  constructor(db: SqlDriver, maxInFlight = 4, cap = 100) {
    this.db = db;
    this.maxInFlight = maxInFlight;
    this.cap = cap;
  }

  /** Resolves once the intake is committed (true) or its key was found taken (false). */
  take(intake: Intake): Promise<boolean> {
    return new Promise((done, fail) => {
      this.waiting.push({ key: intake.key?.scoped ?? null, intake, done, fail });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.maxInFlight || this.waiting.length === 0) return;
    this.scheduled = true;
    // The requests this turn of the event loop reads join the same batch.
    setImmediate(() => {
      this.scheduled = false;
      this.send();
    });
  }

  private send(): void {
    const { batch, rest } = takeBatch(this.waiting, this.cap);
    this.waiting = rest;
    this.inFlight += 1;
    void this.store(batch).finally(() => {
      this.inFlight -= 1;
      this.schedule();
    });
    this.schedule();
  }

  private async store(batch: readonly Waiting[]): Promise<void> {
    try {
      const rows = await this.db.all(BATCH_INTAKE, [jsonParameter(batch.map((w, n) => inputRow(w.intake, n)))]);
      const taken = new Set(rows.map((r) => Number(r.n)));
      batch.forEach((w, n) => {
        w.done(taken.has(n));
      });
    } catch (error) {
      // A database that is down fails them all (each answers 503). Any other error is retried one
      // intake at a time, so a request the database refuses cannot take the others down with it.
      if (batch.length > 1 && !isUnavailable(error)) {
        await Promise.all(batch.map((w) => this.store([w])));
        return;
      }
      batch.forEach((w) => {
        w.fail(error);
      });
    }
  }
}
