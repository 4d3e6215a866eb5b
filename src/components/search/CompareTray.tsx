import { useStore } from '@nanostores/react';
import { $compare } from '../../stores/compare.ts';
import { compareTrayText } from './compareTray.ts';
import { useHydrated } from './useHydrated.ts';

/** SPEC §2/§4: once a car is ticked for Compare, a tray with the count and the way to the comparison. */
export function CompareTray() {
  const hydrated = useHydrated();
  const compare = useStore($compare);
  if (!hydrated || compare.length === 0) return null;
  return (
    <aside className="compare-tray" aria-label="Compare" data-compare-tray>
      <p role="status">{compareTrayText(compare.length)}</p>
      <a className="button" href="/compare">
        Compare now
      </a>
    </aside>
  );
}
