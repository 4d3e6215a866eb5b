import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * What the lead API benchmarks share: an emptied scratch folder, the lead API's environment in it
 * (its own store and message log, no rate limit, one client key) and the shopper each lead comes
 * from (`n` tells the leads apart).
 */
export function benchLeadApi(folder: string): { dir: string; db: string; env: Record<string, string> } {
  const dir = resolve(folder);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const db = resolve(dir, 'leads.sqlite');
  const env = {
    LEAD_API_DB: db,
    LEAD_API_LOG: resolve(dir, 'messages.log'),
    LEAD_API_RATE_LIMIT: '0',
    LEAD_API_KEYS: 'none=0123456789abcdef0123',
  };
  return { dir, db, env };
}

export function benchShopper(n: string): { name: string; last_name: string; email: string; phone: string } {
  return { name: 'Bench', last_name: n, email: `bench-${n}@example.com`, phone: '0412 345 678' };
}
