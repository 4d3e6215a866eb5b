import type { Car } from '../../domain/car.ts';
import { imageUrl } from '../../domain/imageUrl.ts';
import { carsWhere } from '../../search/carsWhere.ts';
import { $compare, COMPARE_LIMIT } from '../../stores/compare.ts';
import { readSite } from './carRow.ts';
import { compareRows } from './compareRows.ts';
import { has } from '../../view/pageAttributes.ts';
import { COMPARE_PAGE, COMPARE_STATE, COMPARE_TABLE, COPY_LINK } from '../../view/shopperAttributes.ts';

/** /compare?cars=slug1,slug2: the URL names the cars (shareable); without it, this browser's compare list. */
export function initComparePage(): void {
  const root = document.querySelector<HTMLElement>(has(COMPARE_PAGE));
  if (!root) return;
  const site = readSite();
  const state = root.querySelector<HTMLElement>(has(COMPARE_STATE))!;
  const table = root.querySelector<HTMLTableElement>(has(COMPARE_TABLE))!;
  const copy = root.querySelector<HTMLButtonElement>(has(COPY_LINK))!;
  const param = new URLSearchParams(window.location.search).get('cars');
  const fromUrl = param !== null;
  let slugs = (fromUrl ? param.split(',') : $compare.get())
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, COMPARE_LIMIT);
  let cars: Car[] = [];

  const render = () => {
    const shown = cars.filter((car) => slugs.includes(car.slug));
    history.replaceState(
      null,
      '',
      shown.length > 0 ? `/compare?cars=${shown.map((c) => c.slug).join(',')}` : '/compare',
    );
    table.hidden = shown.length < 2;
    copy.hidden = shown.length < 2;
    state.textContent =
      shown.length < 2
        ? 'Pick at least two cars to compare (up to four): use Compare on a car or in search results.'
        : `Comparing ${shown.length} cars.`;
    if (shown.length < 2) return;
    const head = document.createElement('tr');
    head.append(Object.assign(document.createElement('td'), { textContent: '' }));
    for (const car of shown) {
      const th = document.createElement('th');
      th.scope = 'col';
      const photo = car.images[0]?.url ?? car.primary_image_url;
      if (photo) {
        const img = Object.assign(document.createElement('img'), { alt: '', width: 240, height: 160, loading: 'lazy' });
        img.src = imageUrl(photo, { width: 320 });
        th.append(img);
      }
      const link = Object.assign(document.createElement('a'), { href: `/cars/${car.slug}/`, textContent: car.name });
      const remove = Object.assign(document.createElement('button'), {
        type: 'button',
        className: 'link',
        textContent: 'Remove',
      });
      remove.setAttribute('aria-label', `Remove ${car.name} from the comparison`);
      remove.addEventListener('click', () => {
        slugs = slugs.filter((s) => s !== car.slug);
        if (!fromUrl || $compare.get().includes(car.slug)) $compare.set($compare.get().filter((s) => s !== car.slug));
        render();
      });
      th.append(link, remove);
      head.append(th);
    }
    table.tHead!.replaceChildren(head);
    const rows = compareRows(shown, site, Date.now() / 1000).map(([label, values]) => {
      const tr = document.createElement('tr');
      tr.append(Object.assign(document.createElement('th'), { scope: 'row', textContent: label }));
      for (const value of values) tr.append(Object.assign(document.createElement('td'), { textContent: value }));
      return tr;
    });
    table.tBodies[0]!.replaceChildren(...rows);
  };

  copy.addEventListener('click', () => {
    void navigator.clipboard.writeText(window.location.href).then(() => {
      copy.textContent = 'Link copied';
    });
  });

  carsWhere(site.search, 'slug', slugs)
    .then((found) => {
      cars = found;
      render();
      // Without a shared URL the page follows this browser's compare list, also from other tabs.
      if (!fromUrl) {
        $compare.listen((next) => {
          slugs = [...next];
          void carsWhere(site.search, 'slug', next).then((more) => {
            cars = more;
            render();
          });
        });
      }
    })
    .catch(() => (state.textContent = 'We could not load these cars right now. Please try again shortly.'));
}
