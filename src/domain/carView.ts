import type { Car } from './car.ts';
import { allSpecifications, carSummary, keyInformation, type SpecRow } from './carSpecs.ts';
import { collapseComments, commentParagraphs } from './dealerComments.ts';
import { formatDistance } from './format.ts';
import { reserveEligible } from './reservation.ts';
import type { CarSite } from './carSite.ts';
import { carLiveView, type CarLiveView } from './carLiveView.ts';

/** Everything the car page shows of a car: its live part (./carLiveView.ts) and what does not change. */
export interface CarView extends CarLiveView {
  keyInfo: SpecRow[];
  summary: SpecRow[];
  specs: SpecRow[];
  comments: string[];
  collapsedComments: { paragraphs: string[]; truncated: boolean };
  reservable: boolean;
}

export function carView(car: Car, site: CarSite, nowSeconds: number): CarView {
  const comments = commentParagraphs(car.dealercomments);
  return {
    ...carLiveView(car, site, nowSeconds),
    keyInfo: keyInformation(car, (km) => formatDistance(km, site.locale, site.distanceUnit)),
    summary: carSummary(car),
    specs: allSpecifications(car),
    comments,
    collapsedComments: collapseComments(comments),
    reservable: reserveEligible(car),
  };
}
