import type { Car } from './car.ts';
import { carPhone } from './carActions.ts';
import { allSpecifications, carSummary, keyInformation, type SpecRow } from './carSpecs.ts';
import { collapseComments, commentParagraphs } from './dealerComments.ts';
import { formatDistance, formatPrice } from './format.ts';
import { maskPhone } from './phoneMask.ts';
import { reserveDeposit, reserveEligible } from './reservation.ts';
import type { CarSite } from './carSite.ts';
import { carLiveView, type CarLiveView } from './carLiveView.ts';

/** Everything the car page shows of a car: its live part (./carLiveView.ts) and what does not change. */
export interface CarView extends CarLiveView {
  phone: string;
  maskedPhone: string;
  keyInfo: SpecRow[];
  summary: SpecRow[];
  specs: SpecRow[];
  comments: string[];
  collapsedComments: { paragraphs: string[]; truncated: boolean };
  reservable: boolean;
  deposit: number | null;
  depositText: string | null;
}

export function carView(car: Car, site: CarSite, nowSeconds: number): CarView {
  const phone = carPhone(car, site);
  const comments = commentParagraphs(car.dealercomments);
  const deposit = reserveDeposit(car, site.flags.vehicle);
  return {
    ...carLiveView(car, site, nowSeconds),
    phone,
    maskedPhone: maskPhone(phone),
    keyInfo: keyInformation(car, (km) => formatDistance(km, site.locale, site.distanceUnit)),
    summary: carSummary(car),
    specs: allSpecifications(car),
    comments,
    collapsedComments: collapseComments(comments),
    reservable: reserveEligible(car),
    deposit,
    depositText: deposit === null ? null : formatPrice(deposit, site.locale, site.currency),
  };
}
