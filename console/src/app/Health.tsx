import { useEffect, useState } from 'react';
import { call, type Health } from './api.ts';

const list = (counts: Record<string, number> | undefined) =>
  Object.entries(counts ?? {})
    .sort(([, a], [, b]) => b - a)
    .map(([name, n]) => `${name} ${n}`)
    .join(' · ') || '—';
const vital = (metric: string, v: number | null | undefined) =>
  v === null || v === undefined
    ? '—'
    : metric === 'cls'
      ? v.toFixed(2)
      : metric === 'inp'
        ? `${Math.round(v)} ms`
        : `${(v / 1000).toFixed(1)} s`;

/** The dealer's stock and site health: the morning report's figures for this dealer, live. */
export function HealthView({ dealer }: { dealer: string }) {
  const [health, setHealth] = useState<Health | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    void call<{ health: Health }>('GET', `/dealers/${dealer}/health`).then((answer) => {
      if (answer.ok) setHealth(answer.body.health);
      else setError(answer.body.error ?? 'The figures could not be loaded.');
    });
  }, [dealer]);
  if (error)
    return (
      <p role="alert" className="console-error">
        {error}
      </p>
    );
  if (!health) return <p aria-busy="true">Loading…</p>;
  const { stock, release } = health;
  return (
    <section aria-labelledby="health-title">
      <h1 id="health-title">Stock and site</h1>
      <h2>Stock feed</h2>
      {stock ? (
        <dl className="console-facts">
          <div>
            <dt>Last import</dt>
            <dd>
              {stock.outcome} at {stock.at.replace('T', ' ').slice(0, 16)} UTC
            </dd>
          </div>
          <div>
            <dt>Feed age</dt>
            <dd className={stock.stale ? 'console-error' : undefined}>
              {stock.feedAgeHours === null ? 'never imported' : `${stock.feedAgeHours.toFixed(1)} h`} (limit{' '}
              {stock.maxAgeHours} h)
            </dd>
          </div>
          <div>
            <dt>Changes</dt>
            <dd>
              {stock.counts
                ? `${stock.counts.added} added, ${stock.counts.updated} updated, ${stock.counts.sold} sold, ${stock.counts.removed} removed, ${stock.counts.kept} kept, ${stock.counts.invalid} skipped`
                : '—'}
            </dd>
          </div>
          <div>
            <dt>Cars live</dt>
            <dd>
              {stock.liveCars ?? '—'}: {list(stock.counts?.spread?.carType)}; {list(stock.counts?.spread?.location)}
            </dd>
          </div>
          {stock.problems.length > 0 && (
            <div>
              <dt>Rows to fix</dt>
              <dd>
                <ul className="console-history">
                  {stock.problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p>No import of this dealer’s feed is on record here.</p>
      )}
      <h2>Site</h2>
      <dl className="console-facts">
        <div>
          <dt>Last build</dt>
          <dd>{health.build.cars === null ? '—' : `${health.build.cars} cars`}</dd>
        </div>
        <div>
          <dt>Live release</dt>
          <dd>{release?.live ? `${release.live}, ${release.cars ?? '—'} cars` : '—'}</dd>
        </div>
        {release && release.bad.length > 0 && (
          <div>
            <dt>Bad releases</dt>
            <dd className="console-error">{release.bad.map((b) => `${b.id}: ${b.reason}`).join('; ')}</dd>
          </div>
        )}
        <div>
          <dt>Lead deliveries</dt>
          <dd className={health.deliveries.dead > 0 ? 'console-error' : undefined}>
            {health.deliveries.waiting} waiting, {health.deliveries.dead} failed for good
          </dd>
        </div>
      </dl>
      <h2>Field vitals (p75)</h2>
      {health.vitals.length === 0 ? (
        <p>No visits measured yet.</p>
      ) : (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Views</th>
              <th scope="col">LCP</th>
              <th scope="col">INP</th>
              <th scope="col">CLS</th>
            </tr>
          </thead>
          <tbody>
            {health.vitals.map((v) => (
              <tr key={v.page}>
                <th scope="row">{v.page}</th>
                <td>{v.views}</td>
                <td>{vital('lcp', v.p75.lcp)}</td>
                <td>{vital('inp', v.p75.inp)}</td>
                <td>{vital('cls', v.p75.cls)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
