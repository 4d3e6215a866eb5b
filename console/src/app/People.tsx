import { useCallback, useEffect, useState, type SyntheticEvent } from 'react';
import { call } from './api.ts';

interface Person {
  email: string;
  role: string;
}

/** A dealer's console people; a manager adds and removes its sales staff. */
export function People({ dealer }: { dealer: string }) {
  const [people, setPeople] = useState<Person[] | null>(null);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    const answer = await call<{ staff: Person[] }>('GET', `/dealers/${dealer}/staff`);
    if (answer.ok) setPeople(answer.body.staff);
    else setError(answer.body.error ?? 'The people could not be loaded.');
  }, [dealer]);
  useEffect(() => {
    void load();
  }, [load]);

  const change = async (address: string, remove: boolean) => {
    setError('');
    setMessage('');
    const answer = await call<{ staff: Person[] }>('POST', `/dealers/${dealer}/staff`, {
      email: address,
      ...(remove ? { remove: true } : {}),
    });
    if (!answer.ok) {
      setError(answer.body.error ?? 'The change was not made.');
      return;
    }
    setPeople(answer.body.staff);
    setMessage(remove ? `${address} can no longer sign in here.` : `${address} can now sign in as sales staff.`);
    if (!remove) setEmail('');
  };

  const add = (e: SyntheticEvent) => {
    e.preventDefault();
    void change(email, false);
  };

  return (
    <section aria-labelledby="people-title">
      <h1 id="people-title">People</h1>
      <form className="console-mark" onSubmit={add}>
        <label>
          Add sales staff by email
          <input
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
            }}
          />
        </label>
        <button type="submit" className="console-button">
          Add
        </button>
      </form>
      {message && <p role="status">{message}</p>}
      {error && (
        <p role="alert" className="console-error">
          {error}
        </p>
      )}
      <ul className="console-list">
        {(people ?? []).map((p) => (
          <li key={p.email} className="console-card">
            <strong>{p.email}</strong>
            <span>{p.role}</span>
            {p.role === 'sales' && (
              <span className="console-actions">
                <button
                  type="button"
                  className="console-button console-button--quiet"
                  onClick={() => void change(p.email, true)}
                >
                  Remove {p.email}
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
