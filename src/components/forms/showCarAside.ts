import type { FormCar } from '../../api/leadPayload.ts';
import { formatPrice } from '../../domain/format.ts';
import { imageUrl } from '../../domain/imageUrl.ts';
import { ENQUIRE_FOR_PRICE, MIN_SHOWN_PRICE } from '../../domain/priceDisplay.ts';
import {
  FORM_CAR,
  FORM_CAR_CURRENCY,
  FORM_CAR_LOCALE,
  FORM_CAR_TEMPLATE,
  formCarPart,
  type FormCarPart,
  has,
} from '../../view/pageAttributes.ts';

/**
 * Fills the form page's car card (FormPageAside.astro's template, beside the form) with the car the
 * page is about: photo, name, price and a link back to it. Without the card's slot it does nothing.
 */
export function showCarAside(car: FormCar): void {
  const slot = document.querySelector<HTMLElement>(has(FORM_CAR));
  const template = document.querySelector<HTMLTemplateElement>(`template${has(FORM_CAR_TEMPLATE)}`);
  if (!slot || !template) return;
  const card = template.content.cloneNode(true) as DocumentFragment;
  const part = (name: FormCarPart) => card.querySelector(has(formCarPart(name)))!;
  const image = part('image') as HTMLImageElement;
  if (car.image) image.src = imageUrl(car.image, { width: 576 });
  else image.remove();
  part('name').textContent = car.name;
  const locale = slot.getAttribute(FORM_CAR_LOCALE) ?? 'en-AU';
  const currency = slot.getAttribute(FORM_CAR_CURRENCY) ?? 'AUD';
  part('price').textContent =
    car.price > MIN_SHOWN_PRICE ? formatPrice(car.price, locale, currency) : ENQUIRE_FOR_PRICE;
  part('location').textContent = car.locationName;
  (part('link') as HTMLAnchorElement).href = `/cars/${car.slug}/`;
  slot.replaceChildren(card);
}
