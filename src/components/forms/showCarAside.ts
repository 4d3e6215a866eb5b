import type { FormCar } from '../../api/leadPayload.ts';
import { formatPrice } from '../../domain/format.ts';
import { imageUrl } from '../../domain/imageUrl.ts';
import { ENQUIRE_FOR_PRICE, MIN_SHOWN_PRICE } from '../../domain/priceDisplay.ts';

/**
 * Fills the form page's car card (FormPageAside.astro's template, beside the form) with the car the
 * page is about: photo, name, price and a link back to it. Without the card's slot it does nothing.
 */
export function showCarAside(car: FormCar): void {
  const slot = document.querySelector<HTMLElement>('[data-form-car]');
  const template = document.querySelector<HTMLTemplateElement>('template[data-form-car-template]');
  if (!slot || !template) return;
  const card = template.content.cloneNode(true) as DocumentFragment;
  const part = (name: string) => card.querySelector(`[data-car-${name}]`)!;
  const image = part('image') as HTMLImageElement;
  if (car.image) image.src = imageUrl(car.image, { width: 576 });
  else image.remove();
  part('name').textContent = car.name;
  const { locale = 'en-AU', currency = 'AUD' } = slot.dataset;
  part('price').textContent =
    car.price > MIN_SHOWN_PRICE ? formatPrice(car.price, locale, currency) : ENQUIRE_FOR_PRICE;
  part('location').textContent = car.locationName;
  (part('link') as HTMLAnchorElement).href = `/cars/${car.slug}/`;
  slot.replaceChildren(card);
}
