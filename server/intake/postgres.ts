import { isUnavailable, jsonParameter, type SqlDriver } from '../storage/driver.ts';
import { takeBatch } from './batch.ts';
import type { Intake } from './intake.ts';

/**
 * Several new leads in one statement: one round trip and one commit for every lead the instance
 * received in the same turn of its event loop. Each lead's Idempotency-Key row is inserted first;
 * a lead and its jobs are written only when its key was new (or it has none). A key another
 * statement is writing at the same moment makes this insert wait for that commit and then skip the
 * lead (the unique index does the locking), so a key is answered once across instances. Answers the
 * positions (`n`) of the leads it took.
 */
const BATCH_INTAKE = `WITH input AS (
    SELECT * FROM jsonb_to_recordset(?::jsonb) AS i(
      n int, key text, body_hash text, status int, response text, key_at text,
      id text, website_id int, form text, category text, subcategory text, created_at text, data text,
      jobs jsonb, queued_at bigint)
  ), keyed AS (
    INSERT INTO idempotency (key, body_hash, status, response, created_at)
    SELECT key, body_hash, status, response, key_at FROM input WHERE key IS NOT NULL
    ON CONFLICT (key) DO NOTHING RETURNING key
  ), go AS (
    SELECT * FROM input WHERE key IS NULL OR key IN (SELECT key FROM keyed)
  ), lead AS (
    INSERT INTO leads (id, website_id, form, category, subcategory, created_at, updated_at, data)
    SELECT id, website_id, form, category, subcategory, created_at, created_at, data FROM go WHERE id IS NOT NULL
  ), jobs AS (
    INSERT INTO deliveries (id, lead_id, website_id, event, channel, target, crm, status, queued_at, next_at)
    SELECT j.id, go.id, go.website_id, j.event, j.channel, j.target, j.crm, 'queued', go.queued_at, go.queued_at
    FROM go, jsonb_to_recordset(go.jobs) AS j(id text, event text, channel text, target text, crm int)
    WHERE go.id IS NOT NULL
    ON CONFLICT DO NOTHING
  )
  SELECT n FROM go`;

/** One intake as a row of the statement's input. */
function inputRow(intake: Intake, n: number) {
  const { key, lead, jobs, queuedAt } = intake;
  return {
    n,
    key: key?.scoped ?? null,
    body_hash: key?.bodyHash ?? null,
    status: key?.response.status ?? null,
    response: key ? JSON.stringify(key.response.body) : null,
    key_at: key?.at ?? null,
    ...(lead && { ...lead, data: JSON.stringify(lead.data) }),
    jobs: jobs.map(({ id, event, channel, target, crm }) => ({ id, event, channel, target, crm: crm ? 1 : 0 })),
    queued_at: queuedAt,
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
