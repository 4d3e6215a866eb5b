import { useState, type SyntheticEvent } from 'react';
import { call, setCsrf } from './api.ts';
import { signInWithPasskey } from './passkey.ts';

/**
 * Sign-in: ask for a link by email; the link opens this page with ?link=<token>, where one press
 * uses it (a GET alone never signs in, so a mail scanner opening the link spends nothing).
 */
export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const link = new URLSearchParams(window.location.search).get('link');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');

  const ask = async (e: SyntheticEvent) => {
    e.preventDefault();
    setError('');
    const answer = await call<{ message: string }>('POST', '/sign-in', { email });
    if (answer.ok) setMessage(answer.body.message);
    else setError(answer.body.error ?? 'Something went wrong. Try again.');
  };

  const use = async () => {
    setError('');
    const answer = await call('POST', '/session', { token: link });
    window.history.replaceState(null, '', '/console/');
    if (answer.ok) onSignedIn();
    else setError(answer.body.error ?? 'Something went wrong. Try again.');
  };

  const passkey = async () => {
    setError('');
    const result = await signInWithPasskey();
    if ('error' in result) setError(result.error);
    else {
      setCsrf(result.csrf);
      onSignedIn();
    }
  };

  return (
    <main className="console-main console-sign-in">
      <h1>Dealer console</h1>
      {link && !error ? (
        <>
          <p>Sign in with the link from your email.</p>
          <button type="button" className="console-button" onClick={() => void use()}>
            Sign in
          </button>
        </>
      ) : (
        <form onSubmit={(e) => void ask(e)} noValidate>
          <label htmlFor="console-email">Your work email</label>
          <input
            id="console-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
            }}
          />
          <button type="submit" className="console-button">
            Email me a sign-in link
          </button>
        </form>
      )}
      {!link && (
        <p>
          <button type="button" className="console-button console-button--quiet" onClick={() => void passkey()}>
            Sign in with a passkey
          </button>
        </p>
      )}
      {message && <p role="status">{message}</p>}
      {error && (
        <p role="alert" className="console-error">
          {error}
        </p>
      )}
    </main>
  );
}
