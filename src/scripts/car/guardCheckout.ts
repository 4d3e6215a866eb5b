import { $signedIn, signInHref } from '../../stores/session.ts';

/**
 * Gated deployments send a signed-out shopper to /sign-in?type=checkout&redirect={this page}&back={car page}
 * (SPEC §2); a signed-in shopper (or an ungated site) sees the page.
 */
export function guardCheckout(): void {
  const page = document.querySelector<HTMLElement>('[data-checkout]');
  if (!page) return;
  if (page.dataset.gated === 'true' && !$signedIn.get()) {
    const here = `${window.location.pathname}${window.location.search}`;
    const referrer = document.referrer ? new URL(document.referrer) : null;
    const back =
      referrer?.origin === window.location.origin
        ? referrer.pathname + referrer.search
        : `/cars/${page.dataset.carSlug ?? ''}/`;
    window.location.replace(signInHref('checkout', here, back));
    return;
  }
  page.dataset.signedIn = '';
}
