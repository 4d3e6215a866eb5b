import { $signedIn, signInHref } from '../../stores/session.ts';
import { CAR_SLUG, CHECKOUT, GATED, has } from '../../view/pageAttributes.ts';
import { SIGNED_IN } from '../../view/shopperAttributes.ts';

/**
 * Gated deployments send a signed-out shopper to /sign-in?type=checkout&redirect={this page}&back={car page}
 * (SPEC §2); a signed-in shopper (or an ungated site) sees the page.
 */
export function guardCheckout(): void {
  const page = document.querySelector<HTMLElement>(has(CHECKOUT));
  if (!page) return;
  if (page.getAttribute(GATED) === 'true' && !$signedIn.get()) {
    const here = `${window.location.pathname}${window.location.search}`;
    const referrer = document.referrer ? new URL(document.referrer) : null;
    const back =
      referrer?.origin === window.location.origin
        ? referrer.pathname + referrer.search
        : `/cars/${page.getAttribute(CAR_SLUG) ?? ''}/`;
    window.location.replace(signInHref('checkout', here, back));
    return;
  }
  page.setAttribute(SIGNED_IN, '');
}
