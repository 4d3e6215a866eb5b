import type { Car } from '../../domain/car.ts';
import { formatPrice } from '../../domain/format.ts';
import { imageUrl } from '../../domain/imageUrl.ts';
import { MIN_SHOWN_PRICE, ENQUIRE_FOR_PRICE } from '../../domain/priceDisplay.ts';
import { carBySlug, similarToSlug } from '../../search/carBySlug.ts';
import { carDescription, carTitle } from '../../domain/carDescription.ts';
import type { CarSite } from '../../domain/carSite.ts';
import { carLiveView } from '../../domain/carLiveView.ts';
import { CAR_FALLBACK, has, NOT_FOUND, SIMILAR } from '../../view/pageAttributes.ts';

const CAR_PATH = /^\/cars\/([a-z0-9-]+)\/?$/;

/** Loads what renders a car page in the browser; the page passes it in, as page scripts never import components. */
export type LoadCarPage = () => Promise<{
  mountCarFallback: (container: HTMLElement, car: Car, site: CarSite) => Promise<void>;
}>;

function similarCard(car: Car, site: CarSite): HTMLElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = `/cars/${car.slug}/`;
  const first = car.images[0]?.url;
  if (first) {
    const img = document.createElement('img');
    img.src = imageUrl(first, { width: 400 });
    img.width = 400;
    img.height = 267;
    img.alt = '';
    link.append(img);
  }
  const name = document.createElement('strong');
  name.textContent = car.name;
  const price = document.createElement('span');
  price.textContent =
    car.price > MIN_SHOWN_PRICE ? formatPrice(car.price, site.locale, site.currency) : ENQUIRE_FOR_PRICE;
  link.append(name, price);
  item.append(link);
  return item;
}

/**
 * The 404 page's fallback for /cars/{slug}: a car listed after the build is fetched by slug and
 * rendered in place (the URL stays); an unknown slug gets similar cars to choose from.
 */
export async function notFoundFallback(site: CarSite, loadCarPage: LoadCarPage): Promise<void> {
  const slug = CAR_PATH.exec(window.location.pathname)?.[1];
  const page = document.querySelector<HTMLElement>(has(NOT_FOUND));
  if (!slug || !page) return;
  page.dataset.state = 'loading';
  const car = await carBySlug(site.search, slug);
  if (car) {
    const container = document.querySelector<HTMLElement>(has(CAR_FALLBACK));
    if (!container) return;
    const { mountCarFallback } = await loadCarPage();
    page.hidden = true;
    const live = carLiveView(car, site, Date.now() / 1000);
    document.title = carTitle(car, live, site);
    document.querySelector('meta[name="description"]')?.setAttribute('content', carDescription(car, live, site));
    await mountCarFallback(container, car, site);
    return;
  }
  const heading = page.querySelector('h1');
  if (heading) heading.textContent = "We couldn't find that car";
  const similar = await similarToSlug(site.search, slug);
  const list = page.querySelector<HTMLElement>(has(SIMILAR));
  if (list && similar.length > 0) {
    list.replaceChildren(...similar.map((c) => similarCard(c, site)));
    list.closest<HTMLElement>('section')?.removeAttribute('hidden');
  }
  page.dataset.state = 'similar';
}
