import { createRoot } from 'react-dom/client';
import type { Car } from '../../domain/car.ts';
import { CarDetail } from './CarDetail.tsx';
import type { CarSite } from '../../domain/carSite.ts';
import { initCarPage } from '../../scripts/car/initCarPage.ts';
import { BOUND, CAR_ROOT, has } from '../../view/pageAttributes.ts';

/** Renders a car listed after the build into the 404 page, with the same markup and scripts as a prerendered one. */
export function mountCarFallback(container: HTMLElement, car: Car, site: CarSite): Promise<void> {
  return new Promise((done) => {
    const root = createRoot(container);
    root.render(
      <div
        ref={(node) => {
          const article = node?.querySelector<HTMLElement>(has(CAR_ROOT));
          if (!article || article.hasAttribute(BOUND)) return;
          article.setAttribute(BOUND, 'true');
          initCarPage(article, car, site, { refresh: false });
          done();
        }}
      >
        <CarDetail car={car} site={site} nowSeconds={Math.floor(Date.now() / 1000)} />
      </div>,
    );
  });
}
