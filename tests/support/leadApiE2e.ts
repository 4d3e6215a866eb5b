import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_LEAD_API_PORT } from '../../src/config/publicLeadApi.ts';

/** The lead API the browser tests run: the port the build baked in, its own store and known export keys. */
export const LEAD_API_PORT = Number(process.env.LEAD_API_PORT ?? DEFAULT_LEAD_API_PORT);
export const LEAD_API_URL = `http://127.0.0.1:${LEAD_API_PORT}`;
export const E2E_EXPORT_KEY = 'e2e-export-key-0123456789';
/** The dealer console, on a host name: a passkey's relying party must be a domain, never an IP address. */
export const CONSOLE_URL = `http://localhost:${LEAD_API_PORT}`;
const STATE_FILE = resolve('.data/e2e/lead-api.json');

export interface E2eLeadApiState {
  pid: number;
  env: Record<string, string>;
}

export const e2eLeadApiEnv = (slugs: readonly string[], db: string): Record<string, string> => ({
  LEAD_API_DB: db,
  LEAD_API_LOG: resolve('.data/e2e/messages.log'),
  LEAD_API_RATE_LIMIT: '2000',
  LEAD_API_KEYS: slugs.map((s) => `${s}=${s}-${E2E_EXPORT_KEY}`).join(','),
  CONSOLE_PUBLIC_URL: CONSOLE_URL,
});

export function writeLeadApiState(state: E2eLeadApiState): void {
  writeFileSync(STATE_FILE, JSON.stringify(state));
}

export function readLeadApiState(): E2eLeadApiState | null {
  return existsSync(STATE_FILE) ? (JSON.parse(readFileSync(STATE_FILE, 'utf8')) as E2eLeadApiState) : null;
}

export interface ExportedLead {
  id: string;
  form: string;
  category: string;
  subcategory: string | null;
  data: Record<string, unknown>;
}

/** Every lead the API stored for a dealer, through the dealer's own export endpoint. */
export async function storedLeads(slug: string): Promise<ExportedLead[]> {
  const res = await fetch(`${LEAD_API_URL}/api/dealers/${slug}/leads`, {
    headers: { authorization: `Bearer ${slug}-${E2E_EXPORT_KEY}` },
  });
  if (!res.ok) throw new Error(`export of ${slug} answered ${res.status}`);
  return ((await res.json()) as { leads: ExportedLead[] }).leads;
}

/** Leads of a dealer sent with one email address (each test uses its own). */
export const leadsByEmail = async (slug: string, email: string) =>
  (await storedLeads(slug)).filter((l) => l.data.email === email);
