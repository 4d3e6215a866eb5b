/** How a failed send is treated: tried again later, or given up at once with its reason. */
export type Outcome =
  | { ok: true }
  | {
      ok: false;
      permanent: boolean;
      reason: string;
      /** The receiver's Retry-After (429, 503), in ms: the next attempt waits that long instead. */
      retryAfterMs?: number;
    };

export interface RetryPolicy {
  /** First wait after a failure, in ms. */
  baseMs: number;
  /** Longest single wait, in ms. */
  capMs: number;
  /** After this long since the job was queued, a failing job is dead, in ms (24 h by default). */
  maxAgeMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 5_000, capMs: 30 * 60_000, maxAgeMs: 24 * 3_600_000 };

/**
 * The wait before attempt `attempts + 1`: exponential from baseMs, capped, with full jitter (a random
 * point between half and all of it) so receivers coming back are not hit by every job at once.
 */
export function backoffMs(attempts: number, policy: RetryPolicy, random: number): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

/** What to do after a failed attempt: retry at a time, or dead (permanent, or past the job's age). */
export function afterFailure(
  outcome: Extract<Outcome, { ok: false }>,
  attempts: number,
  queuedAt: number,
  now: number,
  policy: RetryPolicy,
  random: number,
): { state: 'retrying'; nextAt: number } | { state: 'dead' } {
  if (outcome.permanent) return { state: 'dead' };
  const wait =
    outcome.retryAfterMs === undefined
      ? backoffMs(attempts, policy, random)
      : // Honoured in full; a wait past the job's 24 hours makes it dead below, with the reason kept.
        Math.max(1_000, outcome.retryAfterMs);
  const nextAt = now + wait;
  return nextAt - queuedAt > policy.maxAgeMs ? { state: 'dead' } : { state: 'retrying', nextAt };
}

/** Network errors that say the receiver may be back later. */
const TEMPORARY_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ESOCKET',
  'ECONNECTION',
  'EDNS',
  'EAI_AGAIN',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/** An SMTP reply code: 4xx is temporary (greylisting, mailbox busy), 5xx permanent. */
export function smtpOutcome(error: { responseCode?: number; code?: string; message: string }): Outcome {
  const reason = error.responseCode
    ? `SMTP ${error.responseCode}: ${error.message}`
    : `${error.code ?? 'error'}: ${error.message}`;
  if (error.responseCode !== undefined) return { ok: false, permanent: error.responseCode >= 500, reason };
  return { ok: false, permanent: false, reason };
}

/**
 * An HTTP answer: 2xx sent; 408, 429 and 5xx temporary; any other 4xx permanent (the request itself
 * is wrong). A 429 or 503 with Retry-After (ms, see retryAfterMs) sets when the next attempt goes.
 */
export function httpOutcome(status: number, detail = '', retryAfter?: number): Outcome {
  if (status >= 200 && status < 300) return { ok: true };
  const reason = `HTTP ${status}${detail ? `: ${detail.slice(0, 200)}` : ''}`;
  const temporary = status === 408 || status === 429 || status >= 500 || status < 200;
  const honoured = (status === 429 || status === 503) && retryAfter !== undefined;
  return { ok: false, permanent: !temporary, reason, ...(honoured ? { retryAfterMs: retryAfter } : {}) };
}

/** A Retry-After header (seconds, or an HTTP date) as ms from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1_000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** A thrown network error (refused, reset, timed out): temporary unless it cannot ever work. */
export function networkOutcome(error: unknown): Outcome {
  const e = error as { name?: string; code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code =
    e.cause?.code ?? e.code ?? (e.name === 'TimeoutError' || e.name === 'AbortError' ? 'ETIMEDOUT' : undefined);
  const reason = `${code ?? e.name ?? 'error'}: ${e.cause?.message ?? e.message ?? String(error)}`;
  return {
    ok: false,
    permanent: code !== undefined && !TEMPORARY_CODES.has(code) && code.startsWith('ERR_INVALID'),
    reason,
  };
}
