import type { Car } from '../../domain/car.ts';
import type { CarSite } from '../../domain/carSite.ts';
import { initCarPage } from './initCarPage.ts';
import { initShopperToggles } from './initShopperToggles.ts';
import { CAR_ROOT, has } from '../../view/pageAttributes.ts';

/** Reads the prerendered page's car and site data and wires the page. */
export function bootCarPage(): void {
  const root = document.querySelector<HTMLElement>(has(CAR_ROOT));
  const data = document.getElementById('car-page-data')?.textContent;
  if (!root || !data) return;
  const { car, site } = JSON.parse(data) as { car: Car; site: CarSite };
  initCarPage(root, car, site);
  initShopperToggles(root, car, site);
}
