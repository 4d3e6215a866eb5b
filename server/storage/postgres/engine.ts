import type { HitCounter } from '../../rateLimit.ts';
import type { Row } from '../driver.ts';
import type { ClaimFilter, Intake, Settlement, StoreEngine } from '../engine.ts';
import { PostgresDriver } from './driver.ts';
import { PostgresIntake } from './intake.ts';
import { claimOnPostgres, releaseOnPostgres, settleOnPostgres } from './queue.ts';
import { StoreRateLimiter } from './rateWindows.ts';

/**
 * The lead store on PostgreSQL, shared by several API instances and workers: each busy operation is
 * one statement (one round trip), new leads are batched, and request counters live in the database.
 */
export class PostgresEngine extends PostgresDriver implements StoreEngine {
  private readonly intakes = new PostgresIntake(this);

  intake(intake: Intake): Promise<boolean> {
    return this.intakes.take(intake);
  }

  claim(now: number, limit: number, leaseMs: number, filter: ClaimFilter): Promise<Row[]> {
    return claimOnPostgres(this, now, limit, leaseMs, filter);
  }

  release(ids: readonly string[]): Promise<void> {
    return releaseOnPostgres(this, ids);
  }

  settle(results: readonly Settlement[]): Promise<void> {
    return settleOnPostgres(this, results);
  }

  /** Instances share the database: so do their counters. */
  hitCounter(limit: number, windowMs: number, scope: string): HitCounter {
    return new StoreRateLimiter(this, limit, windowMs, scope);
  }
}
