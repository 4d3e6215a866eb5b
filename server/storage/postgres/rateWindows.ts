import { overLimit, type HitCounter } from '../../rateLimit.ts';
import type { SqlDriver } from '../driver.ts';

/**
 * The fixed-window request counter in the database, for several API instances on one PostgreSQL:
 * every instance's requests from a client count together. Ended windows are swept once a window.
 */
export class StoreRateLimiter implements HitCounter {
  private sweptAt = 0;
  private readonly db: SqlDriver;
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly scope: string;

  constructor(db: SqlDriver, limit: number, windowMs: number, scope: string) {
    this.db = db;
    this.limit = limit;
    this.windowMs = windowMs;
    this.scope = scope;
  }

  async hit(client: string, nowMs: number): Promise<number> {
    if (this.limit <= 0) return 0;
    const ended = nowMs - this.windowMs;
    if (this.sweptAt <= ended) {
      this.sweptAt = nowMs;
      await this.db.run('DELETE FROM rate_windows WHERE window_start <= ? AND client LIKE ?', [
        ended,
        `${this.scope} %`,
      ]);
    }
    const [row] = await this.db.all(
      `INSERT INTO rate_windows (client, window_start, count) VALUES (?, ?, 1)
       ON CONFLICT (client) DO UPDATE SET
         count = CASE WHEN rate_windows.window_start <= ? THEN 1 ELSE rate_windows.count + 1 END,
         window_start = CASE WHEN rate_windows.window_start <= ? THEN excluded.window_start ELSE rate_windows.window_start END
       RETURNING window_start, count`,
      [`${this.scope} ${client}`, nowMs, ended, ended],
    );
    return overLimit(Number(row?.count), this.limit, Number(row?.window_start), this.windowMs, nowMs);
  }
}
