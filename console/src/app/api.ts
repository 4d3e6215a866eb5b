import type { dealerHealth } from '../../../server/console/health.ts';
import type { LeadRow } from '../../../server/console/leadViews.ts';
/** The console's calls to its API (/console/api), with the session's CSRF token on every change. */
let csrf = '';
export const setCsrf = (token: string) => {
  csrf = token;
};

export interface Answer<T> {
  ok: boolean;
  status: number;
  body: T & { success?: boolean; error?: string };
}

export async function call<T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const res = await fetch(`/console/api${path}`, {
    method,
    credentials: 'same-origin',
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(method === 'POST' && csrf ? { 'X-Console-CSRF': csrf } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const parsed = (await res
    .json()
    .catch(() => ({ error: 'The console could not read the answer.' }))) as Answer<T>['body'];
  return { ok: res.ok, status: res.status, body: parsed };
}

export interface Me {
  email: string;
  role: 'sales' | 'manager' | 'group' | 'operator';
  permissions: string[];
  csrf: string;
  dealers: { slug: string; name: string; locations: { id: number; name: string }[] }[];
}

// The API's own types: the console reads exactly what the server writes (type imports, erased at build).
export type { LeadRow } from '../../../server/console/leadViews.ts';
export type Health = Awaited<ReturnType<typeof dealerHealth>>;

export interface LeadDetail extends LeadRow {
  facts: { label: string; value: string }[];
  message: string;
  deliveries: {
    channel: string;
    target: string;
    event: string;
    status: string;
    attempts: number;
    sent_at: string | null;
    last_error: string | null;
  }[];
  notes: { at: string; author: string; status: string | null; note: string }[];
}

export interface ReservationRow {
  id: string;
  state: string;
  car: { name: string; stocknum: string; slug: string };
  shopper: string;
  deposit: number;
  processor: string;
  payment_ref: string | null;
  hold_ends_at: string | null;
  refund: string;
}

/** "Sat 28 Nov, 3:05 pm" from the API's local ISO time (its offset is the dealer's). */
export function localWhen(iso: string | null): string {
  if (!iso) return '';
  const [date = '', time = ''] = iso.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.slice(0, 5).split(':').map(Number);
  const day = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  const name = day.toLocaleDateString('en-AU', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const hour = hh % 12 === 0 ? 12 : hh % 12;
  return `${name}, ${hour}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'am' : 'pm'}`;
}
