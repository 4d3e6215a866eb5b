import { isOpenAt } from '../../domain/businessHours.ts';
import { imageSrcSet, imageUrl } from '../../domain/imageUrl.ts';
import { carBySlug } from '../../search/carBySlug.ts';
import type { Car } from '../../domain/car.ts';
import type { CarSite } from '../../domain/carSite.ts';
import { carLiveView } from '../../domain/carLiveView.ts';
import { applyLiveView } from './liveUpdate.ts';
import { recordPhoneReveal } from '../../api/recordPhoneReveal.ts';
import {
  actionSelector,
  FRESH,
  GALLERY,
  GALLERY_MAIN,
  GALLERY_PHOTOS,
  GALLERY_COUNT,
  GALLERY_INDEX,
  GALLERY_STEP,
  has,
  HOURS_GATED,
  PDF,
  PHONE,
  PHONE_TEXT,
  REVEALED,
} from '../../view/pageAttributes.ts';
import { LESS, MORE, TOGGLE } from '../../view/layoutAttributes.ts';

function bindToggles(root: HTMLElement) {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(has(TOGGLE));
    if (!button) return;
    const target = document.getElementById(button.getAttribute(TOGGLE) ?? '');
    if (!target) return;
    const collapsed = target.classList.toggle('is-collapsed');
    button.setAttribute('aria-expanded', String(!collapsed));
    button.textContent = button.getAttribute(collapsed ? MORE : LESS) ?? '';
  });
}

function bindGallery(root: HTMLElement) {
  const gallery = root.querySelector<HTMLElement>(has(GALLERY));
  const main = gallery?.querySelector<HTMLImageElement>(has(GALLERY_MAIN));
  if (!gallery || !main) return;
  const photos = JSON.parse(gallery.getAttribute(GALLERY_PHOTOS) ?? '[]') as string[];
  let current = 0;
  const show = (index: number) => {
    current = (index + photos.length) % photos.length;
    const photo = photos[current];
    if (!photo) return;
    main.srcset = imageSrcSet(photo);
    main.src = imageUrl(photo, { width: 992 });
    main.alt = main.alt.replace(/photo \d+/, `photo ${current + 1}`);
    const count = gallery.querySelector(has(GALLERY_COUNT));
    if (count) count.textContent = `${current + 1} / ${photos.length}`;
    gallery.querySelectorAll(has(GALLERY_INDEX)).forEach((thumb, i) => {
      if (i === current) thumb.setAttribute('aria-current', 'true');
      else thumb.removeAttribute('aria-current');
    });
  };
  gallery.addEventListener('click', (event) => {
    const target = event.target as Element;
    const thumb = target.closest<HTMLElement>(has(GALLERY_INDEX));
    const step = target.closest<HTMLElement>(has(GALLERY_STEP));
    if (thumb) show(Number(thumb.getAttribute(GALLERY_INDEX)));
    else if (step) show(current + Number(step.getAttribute(GALLERY_STEP)));
  });
}

function bindPhoneReveal(root: HTMLElement, car: Car, site: CarSite) {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>(actionSelector('call-dealer'));
    if (!button) return;
    const phone = button.getAttribute(PHONE) ?? '';
    if (!phone) {
      console.warn('No phone number available for car');
      return;
    }
    const text = button.querySelector(has(PHONE_TEXT));
    if (button.hasAttribute(REVEALED)) {
      window.location.href = `tel:${phone.replace(/[^\d+]/g, '')}`;
      return;
    }
    button.setAttribute(REVEALED, '');
    if (text) text.textContent = phone;
    void recordPhoneReveal(site.leadApiOrigin, {
      car_id: car.slug,
      dealership_id: car.dealership_id,
      website_id: site.websiteId,
    });
  });
}

/** Call Now shows only while the dealership is open, judged in the configured time zone (SPEC §4). */
export function showCallNowIfOpen(root: ParentNode, site: CarSite, now = new Date()) {
  const open = isOpenAt(site.openingHours, now, site.flags.vehicle.businessHoursTimeZone);
  root.querySelectorAll<HTMLElement>(has(HOURS_GATED)).forEach((el) => {
    el.hidden = !open;
  });
}

function bindPdf(root: HTMLElement, car: Car, site: CarSite) {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(has(PDF));
    if (!button) return;
    button.disabled = true;
    // pdf-lib loads on demand, so it never counts against the page's script budget.
    import('./carPdf.ts')
      .then(({ downloadCarPdf }) => downloadCarPdf(car, site))
      .catch((error: unknown) => {
        alert(error instanceof Error ? error.message : String(error));
      })
      .finally(() => {
        button.disabled = false;
      });
  });
}

/** Re-reads the car from the search engine and applies its live state (status, price, reserved, sold). */
export async function refreshCar(root: HTMLElement, built: Car, site: CarSite): Promise<void> {
  const fresh = await carBySlug(site.search, built.slug);
  // Out of the dealer's scope now (withdrawn, or sold outside the window): it reads as sold.
  const car = fresh ?? { ...built, status: 'sold' as const, sold: true };
  applyLiveView(root, carLiveView(car, site, Date.now() / 1000));
  showCallNowIfOpen(root, site);
  root.setAttribute(FRESH, 'true');
}

/** Wires a rendered car page: toggles, gallery, phone reveal, Call Now hours, PDF; then freshness. */
export function initCarPage(root: HTMLElement, car: Car, site: CarSite, { refresh = true } = {}) {
  bindToggles(root);
  bindGallery(root);
  bindPhoneReveal(root, car, site);
  bindPdf(root, car, site);
  showCallNowIfOpen(root, site);
  if (!refresh) {
    root.setAttribute(FRESH, 'true');
    return;
  }
  refreshCar(root, car, site).catch((error: unknown) => {
    console.error('Could not refresh the car from the search engine:', error);
  });
}
