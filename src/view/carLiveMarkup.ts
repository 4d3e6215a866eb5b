import type { CarAction } from '../domain/carActions.ts';
import type { CarLiveView } from '../domain/carLiveView.ts';
import { INTERESTED_POINTS, interestedPoints } from '../domain/interestedPoints.ts';
import { el, type Markup } from './markup.ts';
import { ACTION, HOURS_GATED, live, OPEN_FORM, PHONE, PHONE_TEXT } from './pageAttributes.ts';

/**
 * The live parts of a car page: what status, price and reservation decide. The one renderer of
 * them: the build draws these with React (components/car/MarkupView.tsx) and the browser, after
 * re-reading the car, patches the page to the same markup (scripts/car/liveUpdate.ts).
 */
export interface CarLiveMarkup {
  badge: Markup;
  price: Markup;
  belowMarket: Markup;
  sold: Markup;
  soldOverlay: Markup;
  /** Rendered only where the dealer shows actions (vehicle.showActionsAndLicences). */
  actions: Markup;
  reserveNote: Markup;
  interested: Markup[];
  financeWeekly: Markup;
}

/** The certified pre-owned image badge (drawn, no external asset). */
const CERTIFIED_MARK = el(
  'svg',
  { class: 'certified-mark', viewBox: '0 0 24 24', width: '20', height: '20', 'aria-hidden': 'true' },
  el('circle', { cx: '12', cy: '12', r: '11', fill: '#eb0a1e' }),
  el('path', {
    d: 'M7 12.5l3.2 3.2L17 9',
    stroke: '#fff',
    'stroke-width': '2.4',
    fill: 'none',
    'stroke-linecap': 'round',
  }),
);

/** One action: a link, or the phone-reveal button (Call the dealer) showing the masked number. */
export function actionMarkup(action: CarAction, phone: string, maskedPhone: string): Markup {
  const className = `button car-action car-action--${action.tone}`;
  if (action.href === null) {
    return el(
      'button',
      { type: 'button', class: className, [ACTION]: action.kind, [PHONE]: phone },
      `${action.label} `,
      el('span', { [PHONE_TEXT]: '' }, maskedPhone),
    );
  }
  const external = action.kind === 'history-report';
  return el(
    'a',
    {
      class: className,
      href: action.href,
      [ACTION]: action.kind,
      [OPEN_FORM]: action.opens,
      // Shown by the page script while the dealership is open.
      [HOURS_GATED]: action.duringBusinessHours && '',
      hidden: action.duringBusinessHours,
      target: external && '_blank',
      rel: external && 'noopener',
    },
    action.label,
  );
}

export function carLiveMarkup(view: CarLiveView): CarLiveMarkup {
  const points = interestedPoints(view);
  const reservable = view.actions.some((a) => a.kind === 'reserve');
  return {
    badge: el(
      'p',
      { class: `tag-badge tag-badge--${view.badge?.tone ?? 'none'}`, ...live('badge') },
      view.badge?.kind === 'certified' && CERTIFIED_MARK,
      el('span', live('badge-text'), view.badge?.text ?? ''),
    ),
    price: el(
      'div',
      { class: 'car-price', ...live('price'), 'data-mode': view.price.mode },
      el('s', live('price-before'), view.beforeText ?? ''),
      el('strong', live('price-amount'), view.priceText),
      el(
        'span',
        { class: 'car-price__note', ...live('price-note') },
        view.price.amount === null ? '' : view.price.note,
      ),
    ),
    belowMarket: el(
      'p',
      { class: 'below-market', ...live('below-market'), hidden: !view.belowMarket },
      'Below market average',
    ),
    sold: el(
      'div',
      { class: 'sold-notice', ...live('sold'), role: 'status', hidden: !view.sold },
      el('strong', {}, 'SOLD'),
      ' This car has been sold. Let us find you something similar.',
    ),
    soldOverlay: el('p', { class: 'car-gallery__sold', ...live('sold-overlay'), hidden: !view.sold }, view.soldText),
    actions: el(
      'div',
      { class: 'car-actions', ...live('actions') },
      ...view.actions.map((action) => actionMarkup(action, view.phone, view.maskedPhone)),
    ),
    reserveNote: el(
      'p',
      { class: 'reserve-note', ...live('reserve-note'), hidden: !reservable },
      view.depositText ? `${view.depositText} deposit · ` : '',
      'held for 48 hours · 100% refundable',
    ),
    // Every point is rendered, those that do not hold now hidden, so a change keeps the panel's room.
    interested: INTERESTED_POINTS.map((key) =>
      el('li', { ...live(`interested-${key}`), hidden: points[key] === undefined }, points[key] ?? ''),
    ),
    financeWeekly: el(
      'p',
      { class: 'finance-weekly', ...live('finance-weekly'), hidden: view.weeklyText === null },
      el('strong', live('weekly'), view.weeklyText ?? ''),
      ' ',
      el('span', {}, '/week'),
    ),
  };
}

/** Every live part, each an element the page holds once (found by its data-live name). */
export const liveParts = (live: CarLiveMarkup): Markup[] => [
  live.badge,
  live.price,
  live.belowMarket,
  live.sold,
  live.soldOverlay,
  live.actions,
  live.reserveNote,
  live.financeWeekly,
  ...live.interested,
];
