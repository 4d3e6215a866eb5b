import { callLeadApi, type LeadApiRequest } from './leadApiClient.ts';

/** Browser calls of the lead API's sign-in and watchlist endpoints (SPEC §7), through the one client. */

export interface VerifiedSession {
  token: string;
  phone_number: string;
  expires_at: string;
}

/** The API no longer knows the session (expired, signed out elsewhere): the browser's copy must end too. */
export class SessionRefused extends Error {}

/** A sign-in limit was passed: the API asks for this proof-of-work challenge to be solved (ALTCHA's shape). */
export class ChallengeRequired extends Error {
  readonly challenge: { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };

  constructor(message: string, challenge: ChallengeRequired['challenge']) {
    super(message);
    this.challenge = challenge;
  }
}

const isChallenge = (value: unknown): value is ChallengeRequired['challenge'] =>
  !!value &&
  typeof value === 'object' &&
  ['algorithm', 'challenge', 'salt', 'signature'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  ) &&
  typeof (value as Record<string, unknown>).maxnumber === 'number';

/**
 * The answer's body on success; else throws the client's message (SessionRefused for a refused session,
 * ChallengeRequired when a 429 carries a challenge).
 */
async function call<T>(api: string, request: LeadApiRequest): Promise<T> {
  const answer = await callLeadApi(api, request);
  if (answer.success) return answer.body as T;
  const challenge = answer.body?.challenge;
  if (answer.status === 429 && isChallenge(challenge)) throw new ChallengeRequired(answer.error, challenge);
  throw answer.status === 401 && request.session ? new SessionRefused(answer.error) : new Error(answer.error);
}

const post = (path: string, body: unknown, session?: string): LeadApiRequest => ({
  method: 'POST',
  path,
  body,
  ...(session ? { session } : {}),
});

/** `sent` false: past the number's SMS limit no new code was sent; `message` says to use the latest one. */
export interface CodeRequested {
  expires_in_minutes: number;
  sent: boolean;
  message?: string;
}

/** `altcha`: the solved challenge a ChallengeRequired asked for, sent with the same request again. */
export const requestCode = (api: string, websiteId: number, phone: string, altcha?: string) =>
  call<CodeRequested>(
    api,
    post('/api/auth/request-code', { phone_number: phone, website_id: websiteId, ...(altcha ? { altcha } : {}) }),
  );

export const verifyCode = (api: string, websiteId: number, phone: string, code: string, altcha?: string) =>
  call<VerifiedSession>(
    api,
    post('/api/auth/verify', { phone_number: phone, website_id: websiteId, code, ...(altcha ? { altcha } : {}) }),
  );

export const endSession = (api: string, token: string) => call(api, post('/api/auth/sign-out', {}, token));

/** Save or remove one car (POST /api/watchlist/save-car | remove-car with phone_number and car_id). */
export const changeWatchlist = (api: string, token: string, kind: 'save' | 'remove', phone: string, carId: string) =>
  call(api, post(`/api/watchlist/${kind}-car`, { phone_number: phone, car_id: carId }, token));

export async function readWatchlist(api: string, token: string): Promise<string[]> {
  const body = await call<{ cars: { id: string }[] }>(api, { method: 'GET', path: '/api/watchlist', session: token });
  return body.cars.map((c) => c.id);
}
