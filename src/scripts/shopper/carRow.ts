import type { Car } from '../../domain/car.ts';
import { imageUrl } from '../../domain/imageUrl.ts';
import type { CarSite } from '../../domain/carSite.ts';
import { carLiveView } from '../../domain/carLiveView.ts';
import { CAR_ID, CAR_SLUG } from '../../view/pageAttributes.ts';
import { PRICE, REMOVE, STATUS } from '../../view/shopperAttributes.ts';

export const readSite = (): CarSite =>
  JSON.parse(document.getElementById('shopper-page-data')?.textContent ?? '{}') as CarSite;

/** Live status of a saved car, as the shopper should read it. */
export function statusText(car: Car): string {
  if (car.status === 'sold' || car.sold) return 'Sold';
  if (car.reserved) return 'Reserved';
  return car.status === 'coming_soon' ? 'Coming soon' : 'Available';
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = '') => {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
};

/** One saved car: photo, name link, live status and price, and a remove button. */
export function carRow(car: Car, site: CarSite, nowSeconds: number, removeLabel: string): HTMLLIElement {
  const live = carLiveView(car, site, nowSeconds);
  const item = el('li', 'saved-car');
  item.setAttribute(CAR_ID, String(car.id));
  item.setAttribute(CAR_SLUG, car.slug);
  const photo = car.images[0]?.url ?? car.primary_image_url;
  const img = el('img', 'saved-car__photo');
  img.alt = car.name;
  img.width = 240;
  img.height = 160;
  img.loading = 'lazy';
  if (photo) img.src = imageUrl(photo, { width: 240 });
  const body = el('div', 'saved-car__body');
  const link = el('a', 'saved-car__name', car.name);
  link.href = `/cars/${car.slug}/`;
  const status = el('span', `saved-car__status saved-car__status--${statusText(car).toLowerCase().replace(' ', '-')}`);
  status.textContent = statusText(car);
  status.setAttribute(STATUS, '');
  const price = el('strong', 'saved-car__price', live.priceText);
  price.setAttribute(PRICE, '');
  const remove = el('button', 'button button--ghost saved-car__remove', removeLabel);
  remove.type = 'button';
  remove.setAttribute(REMOVE, '');
  body.append(link, status, price, remove);
  item.append(img, body);
  return item;
}
