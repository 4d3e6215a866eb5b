import { useEffect, useState, type SyntheticEvent } from 'react';
import { call, localWhen, type LeadDetail, type Me } from './api.ts';

const STATUSES = ['new', 'contacted', 'won', 'lost'] as const;

/** One lead whole, as the dealer's email shows it, with its deliveries, status and notes. */
export function LeadView({ dealer, id, me }: { dealer: string; id: string; me: Me }) {
  const [lead, setLead] = useState<LeadDetail | null>(null);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState('');
  const canMark = me.permissions.includes('leads.mark');

  useEffect(() => {
    void call<{ lead: LeadDetail }>('GET', `/dealers/${dealer}/leads/${id}`).then((answer) => {
      if (answer.ok) {
        setLead(answer.body.lead);
        setStatus(answer.body.lead.status);
      } else setError(answer.body.error ?? 'The lead could not be loaded.');
    });
  }, [dealer, id]);

  const save = async (e: SyntheticEvent) => {
    e.preventDefault();
    setSaved('');
    const change = { ...(status !== lead?.status ? { status } : {}), ...(note.trim() ? { note } : {}) };
    const answer = await call<{ lead: LeadDetail }>('POST', `/dealers/${dealer}/leads/${id}/mark`, change);
    if (!answer.ok) {
      setError(answer.body.error ?? 'The change was not saved.');
      return;
    }
    setLead(answer.body.lead);
    setNote('');
    setError('');
    setSaved('Saved.');
  };

  if (error && !lead)
    return (
      <p role="alert" className="console-error">
        {error}
      </p>
    );
  if (!lead) return <p aria-busy="true">Loading…</p>;
  return (
    <article aria-labelledby="lead-title">
      <p>
        <a href={`#/${dealer}/leads`}>← All leads</a>
      </p>
      <h1 id="lead-title">
        {lead.headline}: {lead.name || lead.email}
      </h1>
      <p className="console-count">
        Received {localWhen(lead.received_local)} ·{' '}
        <span className={`console-status console-status--${lead.status}`}>{lead.status}</span>
      </p>
      <dl className="console-facts">
        {lead.facts.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      {lead.message && (
        <>
          <h2>Message</h2>
          <p className="console-message">{lead.message}</p>
        </>
      )}
      <p>
        <a href={`/console/api/dealers/${dealer}/leads/${id}/adf`} download>
          Download ADF/XML
        </a>
      </p>
      {canMark && (
        <form className="console-mark" onSubmit={(e) => void save(e)}>
          <h2>Work this lead</h2>
          <label>
            Status
            <select
              value={status}
              onChange={(e) => {
                setStatus(e.target.value);
              }}
            >
              {STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          <label>
            Note
            <textarea
              rows={3}
              maxLength={2000}
              value={note}
              onChange={(e) => {
                setNote(e.target.value);
              }}
            />
          </label>
          <button type="submit" className="console-button">
            Save
          </button>
          <span role="status">{saved}</span>
          {error && (
            <p role="alert" className="console-error">
              {error}
            </p>
          )}
        </form>
      )}
      <h2>History</h2>
      <ul className="console-history">
        {lead.notes.map((n, i) => (
          <li key={i}>
            {localWhen(n.at)} · {n.author}
            {n.status && <> · marked {n.status}</>}
            {n.note && <>: {n.note}</>}
          </li>
        ))}
        {lead.notes.length === 0 && <li>No changes yet.</li>}
      </ul>
      <h2>Deliveries</h2>
      <ul className="console-history">
        {lead.deliveries.map((d, i) => (
          <li key={i}>
            {d.channel} to {d.target}: {d.status}
            {d.sent_at && <> {localWhen(d.sent_at)}</>}
            {d.last_error && <> ({d.last_error})</>}
          </li>
        ))}
        {lead.deliveries.length === 0 && <li>Nothing sent for this lead.</li>}
      </ul>
    </article>
  );
}
