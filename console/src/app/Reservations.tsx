import { useCallback, useEffect, useState } from 'react';
import { call, type Me, type ReservationRow } from './api.ts';

type Action = 'complete' | 'release' | 'refund' | 'extend';
const LABELS: Record<Action, string> = {
  complete: 'Complete sale',
  release: 'Release the car',
  refund: 'Refund the deposit',
  extend: 'Extend 24 hours',
};
/** What each action does, said before the dealer confirms it. */
const CONFIRM: Record<Action, string> = {
  complete: 'The shopper bought the car: the hold ends as a sale and the deposit is kept.',
  release: 'The car is offered again and the deposit is refunded.',
  refund: 'The deposit is refunded to the shopper.',
  extend: 'The hold runs 24 hours longer.',
};
const ACTIONS_OF: Record<string, Action[]> = {
  held: ['complete', 'release', 'extend', 'refund'],
  lapsed: ['complete', 'refund'],
  completed: ['refund'],
};

const money = (n: number) => `$${n.toLocaleString('en-AU', { minimumFractionDigits: 2 })}`;

function timeLeft(endIso: string | null, nowMs: number): string {
  if (!endIso) return '';
  const left = Date.parse(endIso) - nowMs;
  if (left <= 0) return 'ending now';
  const hours = Math.floor(left / 3_600_000);
  return `${hours} h ${Math.floor((left % 3_600_000) / 60_000)} min left`;
}

/** Active holds with their time left and the dealer's actions (each confirmed), then the history. */
export function Reservations({ dealer, me }: { dealer: string; me: Me }) {
  const [list, setList] = useState<ReservationRow[] | null>(null);
  const [now, setNow] = useState(0);
  const [asking, setAsking] = useState<{ id: string; action: Action } | null>(null);
  const [message, setMessage] = useState('');
  const canAct = me.permissions.includes('reservations.act');

  const load = useCallback(async () => {
    const answer = await call<{ reservations: ReservationRow[]; now: string }>(
      'GET',
      `/dealers/${dealer}/reservations`,
    );
    if (answer.ok) {
      setList(answer.body.reservations);
      setNow(Date.parse(answer.body.now));
    } else setMessage(answer.body.error ?? 'The reservations could not be loaded.');
  }, [dealer]);
  useEffect(() => {
    void load();
  }, [load]);

  const run = async (id: string, action: Action) => {
    const answer = await call(
      'POST',
      `/dealers/${dealer}/reservations/${id}/${action}`,
      action === 'extend' ? { hours: 24 } : {},
    );
    setAsking(null);
    setMessage(answer.ok ? `${LABELS[action]}: done.` : (answer.body.error ?? 'The action failed.'));
    await load();
  };

  if (!list) return <p aria-busy="true">Loading…</p>;
  const active = list.filter((r) => r.state === 'held' || r.state === 'pending');
  const past = list.filter((r) => r.state !== 'held' && r.state !== 'pending');
  const card = (r: ReservationRow) => (
    <li key={r.id} className="console-card">
      <strong>
        {r.car.name} ({r.car.stocknum})
      </strong>
      <span>
        {r.state} · {money(r.deposit)} via {r.processor}
        {r.payment_ref && <> · ref {r.payment_ref}</>}
        {r.refund !== 'none' && <> · refund {r.refund}</>}
      </span>
      <span>{r.shopper}</span>
      {r.state === 'held' && <span>{timeLeft(r.hold_ends_at, now)}</span>}
      {canAct && asking?.id === r.id ? (
        <span className="console-confirm" role="group" aria-label="Confirm">
          <span>{CONFIRM[asking.action]}</span>
          <button type="button" className="console-button" onClick={() => void run(r.id, asking.action)}>
            Confirm: {LABELS[asking.action]}
          </button>
          <button
            type="button"
            className="console-link-button"
            onClick={() => {
              setAsking(null);
            }}
          >
            Cancel
          </button>
        </span>
      ) : (
        canAct && (
          <span className="console-actions">
            {(ACTIONS_OF[r.state] ?? []).map((action) => (
              <button
                key={action}
                type="button"
                className="console-button console-button--quiet"
                onClick={() => {
                  setAsking({ id: r.id, action });
                }}
              >
                {LABELS[action]}
              </button>
            ))}
          </span>
        )
      )}
    </li>
  );
  return (
    <section aria-labelledby="reservations-title">
      <h1 id="reservations-title">Reservations</h1>
      {message && <p role="status">{message}</p>}
      <h2>Active</h2>
      <ul className="console-list">{active.length ? active.map(card) : <li>No car is held right now.</li>}</ul>
      <h2>History</h2>
      <ul className="console-list">{past.length ? past.map(card) : <li>None yet.</li>}</ul>
    </section>
  );
}
