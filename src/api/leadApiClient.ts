/**
 * The one browser client of the lead API (SPEC §7): the outbox's writes, sign-in and watchlist calls
 * and the phone reveal all go through callLeadApi. It never throws: the answer says whether the call
 * succeeded and, when not, what to tell the shopper.
 *
 * Success flag: a 2xx answer whose JSON object says `success: true` (the API's success shape).
 * Error message: no answer at all -> UNREACHABLE_MESSAGE; else the API's own non-empty `error`;
 * else FALLBACK_MESSAGE (an HTML page from a proxy, a bare status).
 */

export const UNREACHABLE_MESSAGE = 'We could not reach the server. Check your connection and try again.';
export const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export interface LeadApiRequest {
  method: 'GET' | 'POST' | 'PATCH';
  /** From the API's root, e.g. '/api/leads'. */
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  /** The shopper's session token, sent as a Bearer token. */
  session?: string;
  /** More headers (Idempotency-Key, X-Lead-Secret). */
  headers?: Record<string, string>;
  /** Let the call outlive the page (a tap that navigates away). */
  keepalive?: boolean;
  timeoutMs?: number;
}

export interface LeadApiAnswer {
  /** The HTTP status, or null when no answer came (offline, timeout, refused connection). */
  status: number | null;
  /** The answer's JSON object, or null (no answer, HTML, text, an array). */
  body: Record<string, unknown> | null;
  /** The success flag (rule above). */
  success: boolean;
  /** What to tell the shopper when success is false (rule above); '' on success. */
  error: string;
}

/** The fetch options of one call: JSON body, session as Bearer token, the caller's extra headers. */
export function leadApiInit(request: LeadApiRequest): RequestInit {
  return {
    method: request.method,
    headers: {
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(request.session ? { authorization: `Bearer ${request.session}` } : {}),
      ...request.headers,
    },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    ...(request.keepalive ? { keepalive: true } : {}),
    ...(request.timeoutMs ? { signal: AbortSignal.timeout(request.timeoutMs) } : {}),
  };
}

/** The text as a JSON object, else null. */
function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The answer to a status and body, by the success-flag and error-message rules above. */
export function leadApiAnswer(status: number | null, body: Record<string, unknown> | null): LeadApiAnswer {
  const success = status !== null && status >= 200 && status < 300 && body?.success === true;
  if (success) return { status, body, success, error: '' };
  const own = body?.error;
  const error = status === null ? UNREACHABLE_MESSAGE : typeof own === 'string' && own !== '' ? own : FALLBACK_MESSAGE;
  return { status, body, success, error };
}

/** One call of the lead API at `apiUrl` (its origin, no trailing slash). */
export async function callLeadApi(
  apiUrl: string,
  request: LeadApiRequest,
  fetcher: typeof fetch = fetch,
): Promise<LeadApiAnswer> {
  let response: Response;
  try {
    response = await fetcher(`${apiUrl}${request.path}`, leadApiInit(request));
  } catch {
    return leadApiAnswer(null, null);
  }
  const text = await response.text().catch(() => '');
  return leadApiAnswer(response.status, jsonObject(text));
}
