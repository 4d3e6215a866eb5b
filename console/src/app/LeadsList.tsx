import { useEffect, useState } from 'react';
import { LEAD_KINDS } from '../../../src/config/areas/leadDelivery.ts';
import { call, localWhen, type LeadRow, type Me } from './api.ts';

const STATUSES = ['new', 'contacted', 'won', 'lost'];
/** How often the list asks for new leads while open. */
const POLL_MS = 15_000;

type Filter = Record<'kind' | 'from' | 'to' | 'location' | 'status' | 'q', string>;
const EMPTY: Filter = { kind: '', from: '', to: '', location: '', status: '', q: '' };
const query = (f: Filter) => new URLSearchParams(Object.entries(f).filter(([, v]) => v !== '')).toString();

/** A dealer's leads, newest first, filtered; new ones appear without a reload; the list exports as CSV. */
export function LeadsList({ dealer }: { dealer: Me['dealers'][number] }) {
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [leads, setLeads] = useState<LeadRow[] | null>(null);
  const [count, setCount] = useState(0);
  const [error, setError] = useState('');
  const qs = query(filter);

  useEffect(() => {
    let live = true;
    const load = async () => {
      const answer = await call<{ leads: LeadRow[]; count: number }>('GET', `/dealers/${dealer.slug}/leads?${qs}`);
      if (!live) return;
      if (answer.ok) {
        setLeads(answer.body.leads);
        setCount(answer.body.count);
        setError('');
      } else setError(answer.body.error ?? 'The leads could not be loaded.');
    };
    void load();
    const timer = setInterval(() => void load(), POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [dealer.slug, qs]);

  const field = (name: keyof Filter) => ({
    value: filter[name],
    onChange: (e: { target: { value: string } }) => {
      setFilter({ ...filter, [name]: e.target.value });
    },
  });

  return (
    <section aria-labelledby="leads-title">
      <div className="console-heading">
        <h1 id="leads-title">Leads</h1>
        <a
          className="console-button console-button--quiet"
          href={`/console/api/dealers/${dealer.slug}/leads.csv?${qs}`}
          download
        >
          Export CSV
        </a>
      </div>
      <form
        className="console-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
        }}
      >
        <label>
          Search
          <input type="search" placeholder="Name, email, phone, car" {...field('q')} />
        </label>
        <label>
          Kind
          <select {...field('kind')}>
            <option value="">Any</option>
            {LEAD_KINDS.map((k) => (
              <option key={k}>{k}</option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select {...field('status')}>
            <option value="">Any</option>
            {STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        {dealer.locations.length > 1 && (
          <label>
            Location
            <select {...field('location')}>
              <option value="">Any</option>
              {dealer.locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          From
          <input type="date" {...field('from')} />
        </label>
        <label>
          To
          <input type="date" {...field('to')} />
        </label>
      </form>
      {error && (
        <p role="alert" className="console-error">
          {error}
        </p>
      )}
      <p aria-live="polite" className="console-count">
        {leads === null ? 'Loading…' : `${count} lead${count === 1 ? '' : 's'}`}
      </p>
      <ul className="console-list">
        {(leads ?? []).map((lead) => (
          <li key={lead.id}>
            <a href={`#/${dealer.slug}/leads/${lead.id}`} className="console-row">
              <span className="console-row__main">
                <strong>{lead.name || lead.email || 'No name'}</strong> · {lead.headline}
                {lead.car && <span className="console-row__car"> · {lead.car}</span>}
              </span>
              <span className="console-row__meta">
                <span className={`console-status console-status--${lead.status}`}>{lead.status}</span>
                <time dateTime={lead.received_local}>{localWhen(lead.received_local)}</time>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
