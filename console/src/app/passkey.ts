import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { call } from './api.ts';

/** Signs in with a passkey this device holds: the session's CSRF token, or the reason it failed. */
export async function signInWithPasskey(): Promise<{ csrf: string } | { error: string }> {
  const start = await call<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>(
    'POST',
    '/passkeys/sign-in-options',
    {},
  );
  if (!start.ok) return { error: start.body.error ?? 'Passkeys are not available right now.' };
  let response;
  try {
    response = await startAuthentication({ optionsJSON: start.body.options });
  } catch {
    return { error: 'No passkey was used. Sign in with an email link instead.' };
  }
  const done = await call<{ csrf: string }>('POST', '/passkeys/sign-in', {
    challengeId: start.body.challengeId,
    response,
  });
  return done.ok ? { csrf: done.body.csrf } : { error: done.body.error ?? 'That passkey was not accepted.' };
}

/** Adds a passkey on this device for the signed-in person; the message to show. */
export async function addPasskey(): Promise<string> {
  const start = await call<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }>(
    'POST',
    '/passkeys/register-options',
    {},
  );
  if (!start.ok) return start.body.error ?? 'Passkeys are not available right now.';
  let response;
  try {
    response = await startRegistration({ optionsJSON: start.body.options });
  } catch {
    return 'No passkey was added.';
  }
  const done = await call('POST', '/passkeys/register', { challengeId: start.body.challengeId, response });
  return done.ok
    ? 'Passkey added: next time, sign in with it.'
    : (done.body.error ?? 'The passkey could not be added.');
}
