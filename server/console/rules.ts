/**
 * The console's rules, pure: how long a sign-in link and a session live, how often one address or
 * network may ask for links, the lead statuses, and the leads filter. No IO and no clock.
 */
export const LINK_MINUTES = 15;
/** A session no request used for this long is over. */
export const SESSION_IDLE_MINUTES = 60;
/** However busy, a session ends this long after sign-in. */
export const SESSION_MAX_HOURS = 12;
/** Links one address is sent per hour; past it no new link goes, the latest still works. */
export const LINKS_PER_ADDRESS_HOUR = 5;
/** Sign-in requests one network (IPv4 /24, IPv6 /64) may make per hour, whatever the addresses. */
export const SIGN_IN_REQUESTS_PER_NETWORK_HOUR = 20;
export const MS_PER_MINUTE = 60_000;

export const SESSION_COOKIE = 'console_session';
export const CSRF_HEADER = 'X-Console-CSRF';

/** The same answer whether or not the address belongs to someone: the form tells a stranger nothing. */
export const LINK_SENT =
  'If that address belongs to a console user, a sign-in link is on its way. It works once, for 15 minutes.';
export const LINK_UNUSABLE = 'This sign-in link has expired or was already used. Ask for a new one.';
export const SIGNED_OUT = 'Your session has ended. Sign in again.';
export const NOT_FOUND = 'Not found.';
export const NOT_ALLOWED = 'Your role cannot do this.';
export const CROSS_SITE = 'This request did not come from the console.';

export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === 'string' && LEAD_STATUSES.includes(value as LeadStatus);
export const NOTE_MAX = 2_000;

/** A session's state at `now`: live, or over (and why). */
export function sessionState(
  s: { createdAt: number; seenAt: number; revokedAt: number | null },
  now: number,
): 'live' | 'revoked' | 'idle' | 'expired' {
  if (s.revokedAt !== null) return 'revoked';
  if (now - s.createdAt >= SESSION_MAX_HOURS * 60 * MS_PER_MINUTE) return 'expired';
  if (now - s.seenAt >= SESSION_IDLE_MINUTES * MS_PER_MINUTE) return 'idle';
  return 'live';
}

/** A link's state: usable once, within its 15 minutes. */
export const linkUsable = (l: { expiresAt: number; usedAt: number | null }, now: number) =>
  l.usedAt === null && now < l.expiresAt;

/** What a lead list may be narrowed by (all optional). */
export interface LeadFilter {
  kind?: string;
  /** Inclusive days, YYYY-MM-DD in the dealer's time zone (compared on the lead's local date). */
  from?: string;
  to?: string;
  location?: number;
  status?: LeadStatus;
  text?: string;
}

export interface ListedLead {
  kind: string;
  localDate: string;
  locationId: number | null;
  status: LeadStatus;
  /** Everything a free-text search looks in, lower case. */
  haystack: string;
}

/** Whether a lead passes the filter. */
export function leadMatches(lead: ListedLead, f: LeadFilter): boolean {
  if (f.kind && lead.kind !== f.kind) return false;
  if (f.from && lead.localDate < f.from) return false;
  if (f.to && lead.localDate > f.to) return false;
  if (f.location !== undefined && lead.locationId !== f.location) return false;
  if (f.status && lead.status !== f.status) return false;
  const words = (f.text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((w) => lead.haystack.includes(w));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter from a query string: unknown or malformed values are left out, never guessed. */
export function readFilter(q: Record<string, string | undefined>): LeadFilter {
  const f: LeadFilter = {};
  if (q.kind) f.kind = q.kind.slice(0, 40);
  if (q.from && DAY.test(q.from)) f.from = q.from;
  if (q.to && DAY.test(q.to)) f.to = q.to;
  if (q.location && /^\d{1,9}$/.test(q.location)) f.location = Number(q.location);
  if (isLeadStatus(q.status)) f.status = q.status;
  if (q.q) f.text = q.q.slice(0, 200);
  return f;
}
