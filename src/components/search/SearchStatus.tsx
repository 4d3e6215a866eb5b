import { useEffect, useState } from 'react';
import { useInstantSearch } from 'react-instantsearch';

/** Seconds between retries while the engine is unreachable. */
const RETRY_MS = 3000;

/**
 * SPEC §4 search states: loading keeps the previous results (a thin busy bar), an error keeps them
 * too and shows a non-blocking notice, retrying until the engine answers again.
 */
export function SearchStatus() {
  const { status, refresh } = useInstantSearch({ catchError: true });
  const [recovered, setRecovered] = useState(false);
  const [hadError, setHadError] = useState(false);

  useEffect(() => {
    if (status === 'error') {
      setHadError(true);
      setRecovered(false);
      const timer = setTimeout(refresh, RETRY_MS);
      return () => {
        clearTimeout(timer);
      };
    }
    if (status === 'idle' && hadError) {
      setHadError(false);
      setRecovered(true);
      const timer = setTimeout(() => {
        setRecovered(false);
      }, 4000);
      return () => {
        clearTimeout(timer);
      };
    }
    return undefined;
  }, [status, refresh, hadError]);

  return (
    <div className="search-status" aria-live="polite">
      <div className={`busy-bar${status === 'loading' || status === 'stalled' ? ' is-busy' : ''}`} aria-hidden="true" />
      {status === 'error' && (
        <p className="notice notice--error" role="status">
          Search is not answering right now. You are seeing the last results; we will retry automatically.
        </p>
      )}
      {recovered && (
        <p className="notice notice--ok" role="status">
          Search is back. Results are up to date.
        </p>
      )}
    </div>
  );
}
