import { useEffect, useState } from 'react';

/** False during the server render and hydration, true after: browser-storage state shows only then. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
  }, []);
  return hydrated;
}
