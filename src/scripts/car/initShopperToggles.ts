import type { Car } from '../../domain/car.ts';
import { $compare, toggleCompare } from '../../stores/compare.ts';
import { $favourites, toggleFavourite } from '../../stores/favourites.ts';
import { $session } from '../../stores/session.ts';
import { $watchlist } from '../../stores/watchlist.ts';
import { refreshWatchlist, toggleWatchlist } from '../shopper/watchlistToggle.ts';
import type { CarSite } from '../../domain/carSite.ts';
import { has } from '../../view/pageAttributes.ts';
import {
  COMPARE_LINK,
  COMPARE_TOGGLE,
  FAVOURITE_TOGGLE,
  SHOPPER_TOGGLES,
  WATCHLIST_TOGGLE,
} from '../../view/shopperAttributes.ts';

const press = (button: HTMLButtonElement | null, on: boolean, onText: string, offText: string) => {
  if (!button) return;
  button.setAttribute('aria-pressed', String(on));
  button.textContent = on ? onText : offText;
};

/** Wires the car page's watchlist, favourite and compare toggles; state follows other tabs. */
export function initShopperToggles(root: HTMLElement, car: Car, site: CarSite): void {
  const box = root.querySelector<HTMLElement>(has(SHOPPER_TOGGLES));
  if (!box) return;
  const id = String(car.id);
  const watch = box.querySelector<HTMLButtonElement>(has(WATCHLIST_TOGGLE));
  const favourite = box.querySelector<HTMLButtonElement>(has(FAVOURITE_TOGGLE));
  const compare = box.querySelector<HTMLButtonElement>(has(COMPARE_TOGGLE));
  const compareLink = box.querySelector<HTMLAnchorElement>(has(COMPARE_LINK));

  if (watch) {
    $watchlist.subscribe((ids) => {
      press(watch, ids.includes(id), 'Saved in Watchlist', 'Save to Watchlist');
    });
    watch.addEventListener('click', () => {
      watch.disabled = true;
      void toggleWatchlist(site.leadApiOrigin, id, car.name).finally(() => (watch.disabled = false));
    });
    // The server's list wins over this browser's copy once it answers (a failed refresh keeps the copy).
    const session = $session.get();
    if (session?.token) refreshWatchlist(site.leadApiOrigin, session.phone, session.token).catch(() => undefined);
  }
  if (favourite) {
    $favourites.subscribe((list) => {
      press(favourite, list.includes(car.slug), 'Favourited', 'Favourite');
    });
    favourite.addEventListener('click', () => toggleFavourite(car.slug));
  }
  if (compare) {
    $compare.subscribe((list) => {
      press(compare, list.includes(car.slug), 'Comparing', 'Compare');
      if (compareLink) compareLink.href = `/compare?cars=${list.map(encodeURIComponent).join(',')}`;
    });
    compare.addEventListener('click', () => toggleCompare(car.slug));
  }
}
