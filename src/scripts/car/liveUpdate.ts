import type { CarAction } from '../../domain/carActions.ts';
import type { CarLiveView } from '../../domain/carLiveView.ts';
import { INTERESTED_POINTS, interestedPoints } from '../../domain/interestedPoints.ts';

const $ = (root: ParentNode, live: string) => root.querySelector<HTMLElement>(`[data-live="${live}"]`);

function setText(root: ParentNode, live: string, text: string) {
  const el = $(root, live);
  if (el && el.textContent !== text) el.textContent = text;
}

/** Keeps a block at least as tall as it is now, so a change inside it cannot pull content up. */
function holdHeight(el: HTMLElement | null) {
  if (el) el.style.minHeight = `${el.offsetHeight}px`;
}

function actionElement(action: CarAction, phone: string, masked: string): HTMLElement {
  const className = `button car-action car-action--${action.tone}`;
  if (action.href === null) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = className;
    button.dataset.action = action.kind;
    button.dataset.phone = phone;
    const number = document.createElement('span');
    number.dataset.phoneText = '';
    number.textContent = masked;
    button.append(`${action.label} `, number);
    return button;
  }
  const link = document.createElement('a');
  link.className = className;
  link.href = action.href;
  link.dataset.action = action.kind;
  if (action.opens) link.dataset.openForm = action.opens;
  link.textContent = action.label;
  if (action.duringBusinessHours) {
    link.dataset.hoursGated = '';
    link.hidden = true;
  }
  return link;
}

/**
 * Applies a freshly read status, price and reservation to the prerendered page in place: texts
 * change inside fixed boxes, blocks that lose content keep their height, so nothing below jumps.
 */
export function applyLiveView(root: ParentNode, view: CarLiveView): void {
  const badge = $(root, 'badge');
  if (badge) badge.className = `tag-badge tag-badge--${view.badge?.tone ?? 'none'}`;
  if (view.badge?.kind !== 'certified') badge?.querySelector('svg')?.remove();
  setText(root, 'badge-text', view.badge?.text ?? '');
  setText(root, 'price-amount', view.priceText);
  setText(root, 'price-before', view.beforeText ?? '');
  setText(root, 'price-note', view.price.amount === null ? '' : view.price.note);
  $(root, 'price')?.setAttribute('data-mode', view.price.mode);
  const below = $(root, 'below-market');
  if (below) below.hidden = !view.belowMarket;

  const sold = $(root, 'sold');
  const overlay = $(root, 'sold-overlay');
  if (overlay) overlay.hidden = !view.sold;
  const actions = $(root, 'actions');
  const current = actions
    ? [...actions.querySelectorAll<HTMLElement>('[data-action]')].map((a) => a.dataset.action)
    : [];
  const next = view.actions.map((a) => a.kind);
  if (sold?.hidden === view.sold) {
    holdHeight(sold.parentElement);
    sold.hidden = !view.sold;
  }
  if (actions && current.join() !== next.join()) {
    holdHeight(actions.parentElement);
    const reveal = actions.querySelector<HTMLElement>('[data-action="call-dealer"]');
    const phone = reveal?.dataset.phone ?? '';
    const masked = reveal?.querySelector('[data-phone-text]')?.textContent ?? '';
    actions.replaceChildren(
      ...view.actions.map((a) => (a.kind === 'call-dealer' && reveal ? reveal : actionElement(a, phone, masked))),
    );
  }

  const reserveNote = $(root, 'reserve-note');
  if (reserveNote) reserveNote.hidden = !view.actions.some((a) => a.kind === 'reserve');

  // The panel promises only what the car, as it is now, allows (no reserving or test drive once sold).
  const points = interestedPoints(view);
  const interested = $(root, 'interested');
  if (
    interested &&
    INTERESTED_POINTS.some((key) => $(root, `interested-${key}`)?.hidden !== (points[key] === undefined))
  ) {
    holdHeight(interested);
  }
  for (const key of INTERESTED_POINTS) {
    const point = $(root, `interested-${key}`);
    if (!point) continue;
    point.hidden = points[key] === undefined;
    setText(root, `interested-${key}`, points[key] ?? '');
  }

  const finance = $(root, 'finance');
  if (finance) {
    if (view.finance) setText(root, 'weekly', view.weeklyText ?? '');
    const weeklyLine = finance.querySelector<HTMLElement>('.finance-weekly');
    if (weeklyLine) weeklyLine.hidden = view.weeklyText === null;
    // visibility, not display: the card keeps its space when finance stops applying.
    finance.style.visibility = view.finance || finance.hidden ? '' : 'hidden';
  }
}
