import type { Context } from 'hono';
import { clientAddress } from './clientAddress.ts';

/** The client address of a request (the socket peer, or the trusted X-Forwarded-For hop): what limits key on. */
export function requestClient(c: Context, trustProxy: number): string {
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket;
  return clientAddress(c.req.header('x-forwarded-for'), socket?.remoteAddress, trustProxy);
}

/** Fixed-window request counter per client IP; `limit` 0 turns it off. */
export class RateLimiter {
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
    return window.count > this.limit ? Math.ceil((window.start + this.windowMs - nowMs) / 1000) : 0;
  }

  private sweep(nowMs: number): void {
    for (const [ip, w] of this.windows) if (nowMs - w.start >= this.windowMs) this.windows.delete(ip);
  }
}
