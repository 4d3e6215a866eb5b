import { readWatchlist } from '../../api/shopperApi.ts';
import type { Car } from '../../domain/car.ts';
import { carsWhere } from '../../search/carsWhere.ts';
import { $favourites, toggleFavourite } from '../../stores/favourites.ts';
import { $session } from '../../stores/session.ts';
import { $watchlist, setWatchlist } from '../../stores/watchlist.ts';
import { carRow, readSite } from './carRow.ts';
import { requireSignIn } from './requireSignIn.ts';
import { toggleWatchlist, forgetRefusedSession } from './watchlistToggle.ts';
import { CAR_SLUG, has } from '../../view/pageAttributes.ts';
import {
  COMPARE_SAVED,
  REMOVE,
  SAVED_LIST,
  SAVED_PAGE,
  SAVED_PAGE_KIND,
  SAVED_STATE,
} from '../../view/shopperAttributes.ts';

/**
 * /watchlist: the saved cars with their live status and price from the search engine. Watchlist
 * dealers read the signed-in shopper's list from the lead API (signed out → sign-in, type=watchlist).
 */
export function initSavedPage(): void {
  const root = document.querySelector<HTMLElement>(has(SAVED_PAGE));
  if (!root) return;
  const site = readSite();
  const watchlist = root.getAttribute(SAVED_PAGE_KIND) === 'watchlist';
  const state = root.querySelector<HTMLElement>(has(SAVED_STATE))!;
  const list = root.querySelector<HTMLUListElement>(has(SAVED_LIST))!;
  const compareLink = root.querySelector<HTMLAnchorElement>(has(COMPARE_SAVED))!;
  if (watchlist && !requireSignIn('watchlist', '/', true)) return;

  let cars: Car[] = [];
  const render = (keys: readonly string[]) => {
    const shown = cars.filter((car) => keys.includes(watchlist ? String(car.id) : car.slug));
    const now = Date.now() / 1000;
    list.replaceChildren(...shown.map((car) => carRow(car, site, now, watchlist ? 'Remove from watchlist' : 'Remove')));
    const missing = keys.length - shown.length;
    state.textContent =
      keys.length === 0
        ? 'You have not saved any cars yet.'
        : `${shown.length} saved ${shown.length === 1 ? 'car' : 'cars'}${missing > 0 ? ` (${missing} no longer listed)` : ''}.`;
    compareLink.hidden = shown.length < 2;
    compareLink.href = `/compare?cars=${shown
      .slice(0, 4)
      .map((c) => encodeURIComponent(c.slug))
      .join(',')}`;
  };
  const load = async (keys: readonly string[]) => {
    cars = await carsWhere(site.search, watchlist ? 'id' : 'slug', keys);
    render(keys);
  };

  list.addEventListener('click', (event) => {
    const row = (event.target as Element).closest<HTMLElement>(has(REMOVE))?.closest<HTMLElement>('li');
    if (!row) return;
    const car = cars.find((c) => c.slug === row.getAttribute(CAR_SLUG));
    if (!car) return;
    if (watchlist) void toggleWatchlist(site.leadApiOrigin, String(car.id), car.name);
    else toggleFavourite(car.slug);
  });

  const fail = () => (state.textContent = 'We could not load your cars right now. Please try again shortly.');
  if (watchlist) {
    const session = $session.get()!;
    readWatchlist(site.leadApiOrigin, session.token ?? '')
      .then(async (ids) => {
        setWatchlist(session.phone, ids);
        await load(ids);
        $watchlist.listen(render); // removals (here or in another tab) drop the row at once
      })
      .catch((error: unknown) => {
        state.textContent = (error as Error).message;
        forgetRefusedSession(error);
      });
  } else {
    load($favourites.get())
      .then(() => $favourites.listen((slugs) => void load(slugs).catch(fail)))
      .catch(fail);
  }
}
