import type { Car } from '../../domain/car.ts';
import { similarCarsHref } from '../../domain/carActions.ts';
import { CarFormDialog } from '../forms/CarFormDialog.tsx';
import { CarGallery } from './CarGallery.tsx';
import { CarSections } from './CarSections.tsx';
import { CarSidebar } from './CarSidebar.tsx';
import type { CarSite } from '../../domain/carSite.ts';
import { carView } from '../../domain/carView.ts';
import { carLiveMarkup } from '../../view/carLiveMarkup.ts';
import { CAR_ID, CAR_ROOT, CAR_SLUG } from '../../view/pageAttributes.ts';

const TYPE = { new: 'New', used: 'Used', demo: 'Demo' } as const;

/**
 * The whole car page body. Astro renders it to static HTML (no hydration); the 404 fallback
 * renders the same component in the browser for a car listed after the build.
 */
export function CarDetail({ car, site, nowSeconds }: { car: Car; site: CarSite; nowSeconds: number }) {
  const view = carView(car, site, nowSeconds);
  const live = carLiveMarkup(view);
  return (
    <article className="car container" {...{ [CAR_ROOT]: '', [CAR_SLUG]: car.slug, [CAR_ID]: car.id }}>
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <a href="/search/new-used-and-demo-cars/">Stock</a> ›{' '}
        <a href={similarCarsHref(car).replace(/[^/]+\/$/, '')}>{car.make}</a> ›{' '}
        <a href={similarCarsHref(car)}>{car.model}</a>
      </nav>
      <header className="car-head">
        <h1>{car.name}</h1>
        <p className="car-sub">
          {TYPE[car.car_type]} · {car.carsales_title} · {car.location_name}
        </p>
      </header>
      <div className="car-layout">
        <div className="car-media">
          <CarGallery car={car} soldOverlay={live.soldOverlay} />
        </div>
        <CarSidebar car={car} view={view} site={site} live={live} />
        <CarSections car={car} view={view} site={site} />
      </div>
      {/* The lead forms, opened in place by Enquire, Make an Offer and Request more photos. */}
      <CarFormDialog car={car} target="enquire" />
      <CarFormDialog car={car} target="make-offer" />
      <CarFormDialog car={car} target="request-photos" />
    </article>
  );
}
