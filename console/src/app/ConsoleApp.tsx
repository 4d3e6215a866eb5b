import { useCallback, useEffect, useState } from 'react';
import { call, setCsrf, type Me } from './api.ts';
import { HealthView } from './Health.tsx';
import { LeadView } from './LeadView.tsx';
import { LeadsList } from './LeadsList.tsx';
import { People } from './People.tsx';
import { addPasskey } from './passkey.ts';
import { Reservations } from './Reservations.tsx';
import { SignIn } from './SignIn.tsx';

/** Where the console is: #/<dealer>/leads, #/<dealer>/leads/<id>, #/<dealer>/reservations. */
interface Place {
  dealer: string;
  view: 'leads' | 'lead' | 'reservations' | 'health' | 'people';
  id: string;
}

function readPlace(hash: string, fallback: string): Place {
  const [dealer = fallback, view = 'leads', id = ''] = hash.replace(/^#\/?/, '').split('/');
  if (view === 'reservations' || view === 'health' || view === 'people') return { dealer, view, id: '' };
  return id ? { dealer, view: 'lead', id } : { dealer, view: 'leads', id: '' };
}

/** The console: sign-in until a session exists, then one dealer's leads or reservations. */
export function ConsoleApp() {
  const [me, setMe] = useState<Me | null | 'loading'>('loading');
  const [hash, setHash] = useState('');
  const [notice, setNotice] = useState('');

  const load = useCallback(async () => {
    const answer = await call<Me>('GET', '/me');
    if (answer.ok) setCsrf(answer.body.csrf);
    setMe(answer.ok ? answer.body : null);
  }, []);

  useEffect(() => {
    void load();
    const onHash = () => {
      setHash(window.location.hash);
    };
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('hashchange', onHash);
    };
  }, [load]);

  if (me === 'loading') return <main className="console-main" aria-busy="true" />;
  if (me === null) return <SignIn onSignedIn={() => void load()} />;

  const place = readPlace(hash, me.dealers[0]?.slug ?? '');
  const dealer = me.dealers.find((d) => d.slug === place.dealer) ?? me.dealers[0];
  const signOut = async () => {
    await call('POST', '/sign-out');
    setMe(null);
  };

  return (
    <>
      <header className="console-bar">
        <strong className="console-brand">Dealer console</strong>
        {me.dealers.length > 1 ? (
          <label className="console-dealer">
            <span className="console-visually-hidden">Dealer</span>
            <select
              value={dealer?.slug}
              onChange={(e) => {
                window.location.hash = `#/${e.target.value}/leads`;
              }}
            >
              {me.dealers.map((d) => (
                <option key={d.slug} value={d.slug}>
                  {d.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className="console-dealer">{dealer?.name}</span>
        )}
        <span className="console-who">
          {me.email} · {me.role}
        </span>
        <button
          type="button"
          className="console-link-button"
          onClick={() => {
            void addPasskey().then(setNotice);
          }}
        >
          Add a passkey
        </button>
        <button type="button" className="console-link-button" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      {notice && (
        <p role="status" className="console-notice">
          {notice}
        </p>
      )}
      {dealer ? (
        <>
          <nav className="console-tabs" aria-label="Sections">
            <a
              href={`#/${dealer.slug}/leads`}
              aria-current={place.view === 'leads' || place.view === 'lead' ? 'page' : undefined}
            >
              Leads
            </a>
            <a href={`#/${dealer.slug}/reservations`} aria-current={place.view === 'reservations' ? 'page' : undefined}>
              Reservations
            </a>
            {me.permissions.includes('stock.read') && (
              <a href={`#/${dealer.slug}/health`} aria-current={place.view === 'health' ? 'page' : undefined}>
                Stock and site
              </a>
            )}
            {me.permissions.includes('staff.manage') && (
              <a href={`#/${dealer.slug}/people`} aria-current={place.view === 'people' ? 'page' : undefined}>
                People
              </a>
            )}
          </nav>
          <main className="console-main">
            {place.view === 'leads' && <LeadsList dealer={dealer} />}
            {place.view === 'lead' && <LeadView dealer={dealer.slug} id={place.id} me={me} />}
            {place.view === 'reservations' && <Reservations dealer={dealer.slug} me={me} />}
            {place.view === 'health' && <HealthView dealer={dealer.slug} />}
            {place.view === 'people' && <People dealer={dealer.slug} />}
          </main>
        </>
      ) : (
        <main className="console-main">
          <p>Your account covers no dealer yet. Ask your operator to add you to one.</p>
        </main>
      )}
    </>
  );
}
