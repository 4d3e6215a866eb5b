import { pushEvent } from '../../api/analytics.ts';
import { EVENT_IDS } from '../../api/leadEvents.ts';
import { changeWatchlist, readWatchlist, SessionRefused } from '../../api/shopperApi.ts';
import { $session, $signedIn, signInHref, signOut } from '../../stores/session.ts';
import { $watchlist, setWatchlist } from '../../stores/watchlist.ts';
import { showToast } from './toast.ts';

export const WATCHLIST_PAGE = '/watchlist';

// Counts the shopper's changes, so a refresh that was asked for before one does not undo it.
let changes = 0;

/**
 * A session the API refused ends in this browser too, so the header says Sign in rather than
 * Account next to 'Please sign in again.' Other errors pass through untouched.
 */
export function forgetRefusedSession(error: unknown): void {
  if (error instanceof SessionRefused) signOut();
}

/** Replaces this browser's copy with the server's list, unless the shopper changed it meanwhile. */
export async function refreshWatchlist(api: string, phone: string, token: string): Promise<void> {
  const seen = changes;
  try {
    const ids = await readWatchlist(api, token);
    if (changes === seen) setWatchlist(phone, ids);
  } catch (error) {
    forgetRefusedSession(error);
    throw error;
  }
}

/** SPEC §8 watchlist toasts, each with a 'View List' action. */
export const savedToast = (name: string) => ({
  title: 'Car Saved In Watchlist',
  message: `${name} is now available in your watchlist`,
  action: { label: 'View List', href: WATCHLIST_PAGE },
});
export const removedToast = (name: string) => ({
  title: 'Car Removed',
  message: `${name} is no longer in your watchlist`,
  action: { label: 'View List', href: WATCHLIST_PAGE },
});

/**
 * Saved ↔ not saved (SPEC §4): the change shows at once, then the call; a failure rolls it back and
 * alerts the message (§8). A shopper without a phone goes to sign-in first. Resolves to the success flag.
 */
export async function toggleWatchlist(api: string, carId: string, carName: string): Promise<boolean> {
  const session = $session.get();
  if (!$signedIn.get() || !session?.token) {
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.assign(signInHref('watchlist', here, here));
    return false;
  }
  changes += 1;
  const before = $watchlist.get();
  const saving = !before.includes(carId);
  setWatchlist(session.phone, saving ? [...before, carId] : before.filter((id) => id !== carId));
  try {
    await changeWatchlist(api, session.token, saving ? 'save' : 'remove', session.phone, carId);
  } catch (error) {
    setWatchlist(session.phone, before);
    window.alert((error as Error).message);
    forgetRefusedSession(error);
    return false;
  }
  if (saving) pushEvent({ event: 'watchlist_saved', event_id: EVENT_IDS.favourite, car_id: carId });
  showToast(saving ? savedToast(carName) : removedToast(carName));
  return true;
}
