import { carLiveMarkup, liveParts } from '../../view/carLiveMarkup.ts';
import type { CarLiveView } from '../../domain/carLiveView.ts';
import type { Markup } from '../../view/markup.ts';
import { ACTION, actionSelector, LIVE, liveSelector, type LivePart } from '../../view/pageAttributes.ts';
import { patch } from './markupDom.ts';

const $ = (root: ParentNode, part: LivePart) => root.querySelector<HTMLElement>(liveSelector(part));
const partOf = (markup: Markup) => markup.attrs[LIVE] as LivePart;
const isHidden = (markup: Markup) => 'hidden' in markup.attrs;
const shownKinds = (actions: Element) =>
  [...actions.querySelectorAll<HTMLElement>(actionSelector())].map((a) => a.getAttribute(ACTION)).join();

/** Keeps a block at least as tall as it is now, so a change inside it cannot pull content up. */
function holdHeight(el: HTMLElement | null) {
  if (el) el.style.minHeight = `${el.offsetHeight}px`;
}

/**
 * Applies a freshly read status, price and reservation to the prerendered page: each live part is
 * patched to what the build would render for the car now (../../domain/carLiveMarkup.ts). Texts
 * change inside fixed boxes, and blocks that lose content keep their height, so nothing below jumps.
 */
export function applyLiveView(root: ParentNode, view: CarLiveView): void {
  const next = carLiveMarkup(view);
  const sold = $(root, 'sold');
  if (sold && sold.hidden !== isHidden(next.sold)) holdHeight(sold.parentElement);
  const actions = $(root, 'actions');
  if (actions && shownKinds(actions) !== view.actions.map((a) => a.kind).join()) holdHeight(actions.parentElement);
  // The panel promises only what the car, as it is now, allows (no reserving or test drive once sold).
  if (next.interested.some((point) => $(root, partOf(point))?.hidden !== isHidden(point))) {
    holdHeight($(root, 'interested'));
  }

  for (const markup of liveParts(next)) {
    const element = $(root, partOf(markup));
    if (element) patch(element, markup);
  }

  const finance = $(root, 'finance');
  // visibility, not display: the card keeps its space when finance stops applying.
  if (finance) finance.style.visibility = view.finance || finance.hidden ? '' : 'hidden';
}
