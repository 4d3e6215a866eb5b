import { createRoot } from 'react-dom/client';
import type { Car } from '../../domain/car.ts';
import { CarDetail } from './CarDetail.tsx';
import type { CarSite } from '../../domain/carSite.ts';
import { initCarPage } from '../../scripts/car/initCarPage.ts';

/** Renders a car listed after the build into the 404 page, with the same markup and scripts as a prerendered one. */
export function mountCarFallback(container: HTMLElement, car: Car, site: CarSite): Promise<void> {
  return new Promise((done) => {
    const root = createRoot(container);
    root.render(
      <div
        ref={(node) => {
          const article = node?.querySelector<HTMLElement>('[data-car-root]');
          if (!article || article.dataset.bound) return;
          article.dataset.bound = 'true';
          initCarPage(article, car, site, { refresh: false });
          done();
        }}
      >
        <CarDetail car={car} site={site} nowSeconds={Math.floor(Date.now() / 1000)} />
      </div>,
    );
  });
}
