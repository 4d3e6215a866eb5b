import { $favourites } from '../../stores/favourites.ts';
import { $signedIn, signInHref } from '../../stores/session.ts';
import { $watchlist } from '../../stores/watchlist.ts';
import { has } from '../../view/pageAttributes.ts';
import { ACCOUNT, ACCOUNT_LABEL, SAVED_COUNT, SAVED_KIND, SHOPPER, SIGNED_IN } from '../../view/shopperAttributes.ts';

/** Header: saved count and signed-in state on every page, kept in step with other tabs. */
export function initShopperLinks(): void {
  const root = document.querySelector<HTMLElement>(has(SHOPPER));
  if (!root) return;
  const count = root.querySelector(has(SAVED_COUNT))!;
  const account = root.querySelector<HTMLAnchorElement>(has(ACCOUNT))!;
  const label = account.querySelector(has(ACCOUNT_LABEL))!;
  const here = `${window.location.pathname}${window.location.search}`;
  const saved = root.getAttribute(SAVED_KIND) === 'watchlist' ? $watchlist : $favourites;
  saved.subscribe((list) => {
    count.textContent = String(list.length);
  });
  $signedIn.subscribe((signedIn) => {
    label.textContent = signedIn ? 'Account' : 'Sign in';
    account.setAttribute(SIGNED_IN, String(signedIn));
    account.href = window.location.pathname.startsWith('/sign-in') ? account.href : signInHref('watchlist', here, here);
    account.setAttribute('aria-label', signedIn ? 'Signed in: your account' : 'Sign in');
  });
}
