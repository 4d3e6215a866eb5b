import { callLeadApi, type LeadApiRequest } from './leadApiClient.ts';

/** Browser calls of the lead API's sign-in and watchlist endpoints (SPEC §7), through the one client. */

export interface VerifiedSession {
  token: string;
  phone_number: string;
  expires_at: string;
}

/** The API no longer knows the session (expired, signed out elsewhere): the browser's copy must end too. */
export class SessionRefused extends Error {}

/** The answer's body on success; else throws the client's message (SessionRefused for a refused session). */
async function call<T>(api: string, request: LeadApiRequest): Promise<T> {
  const answer = await callLeadApi(api, request);
  if (answer.success) return answer.body as T;
  throw answer.status === 401 && request.session ? new SessionRefused(answer.error) : new Error(answer.error);
}

const post = (path: string, body: unknown, session?: string): LeadApiRequest => ({
  method: 'POST',
  path,
  body,
  ...(session ? { session } : {}),
});

export const requestCode = (api: string, websiteId: number, phone: string) =>
  call<{ expires_in_minutes: number }>(
    api,
    post('/api/auth/request-code', { phone_number: phone, website_id: websiteId }),
  );

export const verifyCode = (api: string, websiteId: number, phone: string, code: string) =>
  call<VerifiedSession>(api, post('/api/auth/verify', { phone_number: phone, website_id: websiteId, code }));

export const endSession = (api: string, token: string) => call(api, post('/api/auth/sign-out', {}, token));

/** Save or remove one car (POST /api/watchlist/save-car | remove-car with phone_number and car_id). */
export const changeWatchlist = (api: string, token: string, kind: 'save' | 'remove', phone: string, carId: string) =>
  call(api, post(`/api/watchlist/${kind}-car`, { phone_number: phone, car_id: carId }, token));

export async function readWatchlist(api: string, token: string): Promise<string[]> {
  const body = await call<{ cars: { id: string }[] }>(api, { method: 'GET', path: '/api/watchlist', session: token });
  return body.cars.map((c) => c.id);
}
