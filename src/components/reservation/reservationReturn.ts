import { readReservation, reservationStatusText, type ReservationView } from '../../api/reservationApi.ts';
import { has, LEAD_API } from '../../view/pageAttributes.ts';
import {
  RESERVATION,
  RESERVATION_AGAIN,
  RESERVATION_TEXT,
  RESERVATION_TITLE,
  SUCCESS_TITLE,
} from '../../view/pageScriptAttributes.ts';

/** How often and how long the return page asks whether the processor's confirmation has arrived. */
const POLL_MS = 2_000;
const POLL_FOR_MS = 60_000;

/**
 * The return page of a reservation (/success?reservation=<id>): the processor sent the shopper back,
 * which proves nothing; the lead API says whether the payment holds the car. While it is pending the
 * page asks again every 2 s for a minute, then says what to do.
 */
export async function showReservation(id: string): Promise<void> {
  const box = document.querySelector<HTMLElement>(has(RESERVATION));
  if (!box) return;
  box.hidden = false;
  const title = document.querySelector(has(SUCCESS_TITLE));
  const heading = box.querySelector(has(RESERVATION_TITLE))!;
  const text = box.querySelector(has(RESERVATION_TEXT))!;
  const again = box.querySelector<HTMLElement>(has(RESERVATION_AGAIN))!;
  const api = box.getAttribute(LEAD_API) ?? '';
  const started = Date.now();
  const show = (r: ReservationView | null, waitedTooLong: boolean) => {
    const words = reservationStatusText(r, waitedTooLong);
    heading.textContent = words.title;
    if (title) title.textContent = words.title;
    text.textContent = words.text;
    again.hidden = !words.tryAgain || !r;
    if (r) again.querySelector('a')!.href = `/cars/${r.car.slug}/`;
  };
  for (;;) {
    const r = await readReservation(api, id);
    const waited = Date.now() - started >= POLL_FOR_MS;
    show(r, waited);
    if (r?.state !== 'pending' || waited) return;
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
}
