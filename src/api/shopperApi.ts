/** Browser calls of the lead API's sign-in and watchlist endpoints (SPEC §7); plain fetch, no client library. */

export interface VerifiedSession {
  token: string;
  phone_number: string;
  expires_at: string;
}

const FALLBACK = 'Something went wrong. Please try again.';

/** The API no longer knows the session (expired, signed out elsewhere): the browser's copy must end too. */
export class SessionRefused extends Error {}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new Error('We could not reach the server. Check your connection and try again.');
  }
  const body = (await response.json().catch(() => ({}))) as { success?: boolean; error?: unknown };
  // SPEC §7: the response is read for a success flag.
  if (!response.ok || body.success === false) {
    const message = typeof body.error === 'string' && body.error ? body.error : FALLBACK;
    const withSession = new Headers(init.headers).has('authorization');
    throw response.status === 401 && withSession ? new SessionRefused(message) : new Error(message);
  }
  return body as T;
}

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

export const requestCode = (api: string, websiteId: number, phone: string) =>
  call<{ expires_in_minutes: number }>(
    `${api}/api/auth/request-code`,
    json({ phone_number: phone, website_id: websiteId }),
  );

export const verifyCode = (api: string, websiteId: number, phone: string, code: string) =>
  call<VerifiedSession>(`${api}/api/auth/verify`, json({ phone_number: phone, website_id: websiteId, code }));

export const endSession = (api: string, token: string) => call(`${api}/api/auth/sign-out`, json({}, token));

/** Save or remove one car (POST /api/watchlist/save-car | remove-car with phone_number and car_id). */
export const changeWatchlist = (api: string, token: string, kind: 'save' | 'remove', phone: string, carId: string) =>
  call(`${api}/api/watchlist/${kind}-car`, json({ phone_number: phone, car_id: carId }, token));

export async function readWatchlist(api: string, token: string): Promise<string[]> {
  const body = await call<{ cars: { id: string }[] }>(`${api}/api/watchlist`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return body.cars.map((c) => c.id);
}
