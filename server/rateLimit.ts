import type { Context } from 'hono';
import { addressBlock, clientAddress } from './clientAddress.ts';
import type { StoreEngine } from './storage/engine.ts';

/** The client address of a request (the socket peer, or the trusted X-Forwarded-For hop): what limits key on. */
export function requestClient(c: Context, trustProxy: number): string {
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket;
  return clientAddress(c.req.header('x-forwarded-for'), socket?.remoteAddress, trustProxy);
}

/** Fixed-window request counter per client IP in this process's memory; `limit` 0 turns it off. */
export class RateLimiter implements HitCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  private readonly limit: number;
  private readonly windowMs: number;

  constructor(limit: number, windowMs = 60_000) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Counts one request; returns the seconds to wait when over the limit, else 0. */
  hit(ip: string, nowMs: number): number {
    if (this.limit <= 0) return 0;
    let window = this.windows.get(ip);
    if (!window || nowMs - window.start >= this.windowMs) {
      if (this.windows.size > 50_000) this.sweep(nowMs);
      window = { start: nowMs, count: 0 };
      this.windows.set(ip, window);
    }
    window.count += 1;
    return overLimit(window.count, this.limit, window.start, this.windowMs, nowMs);
  }

  private sweep(nowMs: number): void {
    for (const [ip, w] of this.windows) if (nowMs - w.start >= this.windowMs) this.windows.delete(ip);
  }
}

/** Seconds to wait once `count` hits in the window starting at `start` pass `limit`, else 0. */
export const overLimit = (count: number, limit: number, start: number, windowMs: number, nowMs: number) =>
  count > limit ? Math.ceil((start + windowMs - nowMs) / 1000) : 0;

/** What the API's limits need of a counter: one hit, and the seconds to wait when over. */
export interface HitCounter {
  hit(client: string, nowMs: number): number | Promise<number>;
}

/**
 * The request counter for a store, as its engine keeps it: in the database where several instances
 * share it (PostgreSQL: storage/postgres/rateWindows.ts), else in this process's memory (RateLimiter).
 */
export const rateLimiter = (db: StoreEngine, limit: number, windowMs: number, scope: string): HitCounter =>
  db.hitCounter(limit, windowMs, scope);

/** How many times the per-client request limit one IPv6 /48 (one site or customer) may send in all. */
export const V6_SITE_FACTOR = 8;

/**
 * The API's per-client request limit: an IPv4 address, or an IPv6 /64 (one household or phone: a client
 * that rotates addresses inside its /64 stays one client), and every /64 of one /48 together at most
 * V6_SITE_FACTOR times the limit. Returns the longer wait of the two.
 */
export function requestLimiter(db: StoreEngine, limit: number, windowMs: number, scope: string): HitCounter {
  const perClient = rateLimiter(db, limit, windowMs, scope);
  const perSite = rateLimiter(db, limit * V6_SITE_FACTOR, windowMs, `${scope}-v6site`);
  return {
    async hit(client: string, nowMs: number): Promise<number> {
      const block = addressBlock(client, 32, 64);
      const wait = await perClient.hit(block, nowMs);
      if (!block.endsWith('::/64')) return wait;
      return Math.max(wait, await perSite.hit(addressBlock(client, 32, 48), nowMs));
    },
  };
}
