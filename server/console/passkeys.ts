import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { Hono } from 'hono';
import type { ApiDeps } from '../context.ts';
import { rateLimiter, requestClient } from '../rateLimit.ts';
import { sourceNetwork } from '../signInLimits.ts';
import { PasskeyTable } from './passkeyTable.ts';
import { CROSS_SITE, MS_PER_MINUTE } from './rules.ts';
import { crossSite, SESSION_MAX_MS, sessionCookie, type ConsoleEnv } from './session.ts';
import { jsonBody } from './signIn.ts';
import type { StaffTable } from './table.ts';

/** Passkey sign-ins one network may start per hour (an office of staff signing in each morning fits). */
const PASSKEY_STARTS_PER_NETWORK_HOUR = 120;
const PASSKEY_REFUSED = 'That passkey was not accepted. Sign in with an email link instead.';

/** Where a passkey belongs: the console's host name (the relying party) and its origin. */
const relyingParty = (consoleUrl: string) => {
  const url = new URL(consoleUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: 'Dealer console' };
};

const bytesOf = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url'));

/**
 * Signing in with a passkey (WebAuthn, through @simplewebauthn/server): options with a one-time
 * challenge, then the browser's signed answer, verified against the stored public key and counter.
 * A discoverable credential names its person, so no address is typed.
 */
export function passkeySignInRoutes(deps: ApiDeps, staff: StaffTable, consoleUrl: string) {
  const app = new Hono();
  const keys = new PasskeyTable(deps.store.driver);
  const rp = relyingParty(consoleUrl);
  const perNetwork = rateLimiter(deps.store.driver, PASSKEY_STARTS_PER_NETWORK_HOUR, 60 * MS_PER_MINUTE, 'passkey');

  app.post('/passkeys/sign-in-options', async (c) => {
    if (crossSite(c, rp.origin, null)) return c.json({ success: false, error: CROSS_SITE }, 403);
    const now = deps.now().getTime();
    const wait = await perNetwork.hit(sourceNetwork(requestClient(c, deps.trustProxy)), now);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.json({ success: false, error: 'Too many sign-ins from your network. Try again later.' }, 429);
    }
    const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'preferred' });
    const challengeId = await keys.challenge(options.challenge, null, now);
    return c.json({ success: true, challengeId, options });
  });

  app.post('/passkeys/sign-in', async (c) => {
    if (crossSite(c, rp.origin, null)) return c.json({ success: false, error: CROSS_SITE }, 403);
    const body = await jsonBody(c.req);
    const now = deps.now().getTime();
    const taken = typeof body?.challengeId === 'string' ? await keys.take(body.challengeId, now) : null;
    const response = body?.response as AuthenticationResponseJSON | undefined;
    const key = taken && typeof response?.id === 'string' ? await keys.byId(response.id) : null;
    const person = key ? await staff.byId(key.staffId) : null;
    if (!taken || !response || !key || !person) return c.json({ success: false, error: PASSKEY_REFUSED }, 401);
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: taken.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        credential: { id: key.id, publicKey: bytesOf(key.publicKey), counter: key.counter },
      });
    } catch {
      return c.json({ success: false, error: PASSKEY_REFUSED }, 401);
    }
    if (!verified.verified || !(await keys.used(key.id, verified.authenticationInfo.newCounter, now)))
      return c.json({ success: false, error: PASSKEY_REFUSED }, 401);
    const session = await staff.createSession(person.id, now, SESSION_MAX_MS);
    c.header('Set-Cookie', sessionCookie(session.token, SESSION_MAX_MS / 1000));
    return c.json({ success: true, csrf: session.csrf });
  });
  return app;
}

/** Adding a passkey, for a person already signed in (by link): options, then the new credential verified. */
export function passkeyRegisterRoutes(deps: ApiDeps, consoleUrl: string) {
  const app = new Hono<ConsoleEnv>();
  const keys = new PasskeyTable(deps.store.driver);
  const rp = relyingParty(consoleUrl);

  app.get('/passkeys', async (c) => {
    const mine = await keys.ofPerson(c.get('person').id);
    return c.json({ success: true, count: mine.length });
  });

  app.post('/passkeys/register-options', async (c) => {
    const person = c.get('person');
    const mine = await keys.ofPerson(person.id);
    const options = await generateRegistrationOptions({
      rpName: rp.rpName,
      rpID: rp.rpID,
      userName: person.email,
      userID: new TextEncoder().encode(person.id),
      attestationType: 'none',
      excludeCredentials: mine.map((k) => ({ id: k.id })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const challengeId = await keys.challenge(options.challenge, person.id, deps.now().getTime());
    return c.json({ success: true, challengeId, options });
  });

  app.post('/passkeys/register', async (c) => {
    const person = c.get('person');
    const body = await jsonBody(c.req);
    const now = deps.now().getTime();
    const taken = typeof body?.challengeId === 'string' ? await keys.take(body.challengeId, now) : null;
    const response = body?.response as RegistrationResponseJSON | undefined;
    const refused = () => c.json({ success: false, error: 'The passkey could not be added. Try again.' }, 400);
    if (taken?.staffId !== person.id || !response) return refused();
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: taken.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
      });
    } catch {
      return refused();
    }
    if (!verified.verified) return refused();
    const { credential } = verified.registrationInfo;
    await keys.add(
      {
        id: credential.id,
        staffId: person.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
      },
      now,
    );
    return c.json({ success: true });
  });
  return app;
}
