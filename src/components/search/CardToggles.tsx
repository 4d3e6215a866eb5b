import { useStore } from '@nanostores/react';
import { $compare, toggleCompare } from '../../stores/compare.ts';
import { $favourites, toggleFavourite } from '../../stores/favourites.ts';
import { useHydrated } from './useHydrated.ts';

/** Favourite and compare toggles of one card (SPEC §4), stored in the browser. */
export function CardToggles({ slug, name }: { slug: string; name: string }) {
  const hydrated = useHydrated();
  const favourites = useStore($favourites);
  const compare = useStore($compare);
  const saved = hydrated && favourites.includes(slug);
  const compared = hydrated && compare.includes(slug);
  return (
    <div className="card-toggles">
      <button
        type="button"
        className="toggle"
        aria-pressed={saved}
        aria-label={`${saved ? 'Remove' : 'Save'} ${name} ${saved ? 'from' : 'to'} favourites`}
        onClick={() => toggleFavourite(slug)}
      >
        <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
      </button>
      <button
        type="button"
        className="toggle toggle--compare"
        aria-pressed={compared}
        aria-label={`${compared ? 'Remove' : 'Add'} ${name} ${compared ? 'from' : 'to'} compare`}
        onClick={() => toggleCompare(slug)}
      >
        <span aria-hidden="true">⇄</span> Compare
      </button>
    </div>
  );
}
