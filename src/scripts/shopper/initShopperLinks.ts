import { $favourites } from '../../stores/favourites.ts';
import { $signedIn, signInHref } from '../../stores/session.ts';
import { $watchlist } from '../../stores/watchlist.ts';

/** Header: saved count and signed-in state on every page, kept in step with other tabs. */
export function initShopperLinks(): void {
  const root = document.querySelector<HTMLElement>('[data-shopper]');
  if (!root) return;
  const count = root.querySelector('[data-saved-count]')!;
  const account = root.querySelector<HTMLAnchorElement>('[data-account]')!;
  const label = account.querySelector('[data-account-label]')!;
  const here = `${window.location.pathname}${window.location.search}`;
  const saved = root.dataset.savedKind === 'watchlist' ? $watchlist : $favourites;
  saved.subscribe((list) => {
    count.textContent = String(list.length);
  });
  $signedIn.subscribe((signedIn) => {
    label.textContent = signedIn ? 'Account' : 'Sign in';
    account.dataset.signedIn = String(signedIn);
    account.href = window.location.pathname.startsWith('/sign-in') ? account.href : signInHref('watchlist', here, here);
    account.setAttribute('aria-label', signedIn ? 'Signed in: your account' : 'Sign in');
  });
}
