import { showCompareFavourite } from '../../domain/compareFavourite.ts';
import type { Car } from '../../domain/car.ts';
import type { CarSite } from '../../domain/carSite.ts';

/**
 * Watchlist, favourite and compare toggles of the car page (SPEC §4, shown by §5 rules). Rendered
 * static with their widest label's room reserved; initShopperToggles sets the pressed state.
 */
export function ShopperToggles({ car, site }: { car: Car; site: CarSite }) {
  const watchlist = site.flags.vehicle.watchlist;
  const favourite = showCompareFavourite(car, site.flags.vehicle);
  if (!watchlist && !favourite) return null;
  return (
    <div className="shopper-toggles" data-shopper-toggles data-car-id={car.id} data-car-slug={car.slug}>
      {watchlist && (
        <button type="button" className="shopper-toggle" data-watchlist-toggle aria-pressed="false">
          Save to Watchlist
        </button>
      )}
      {favourite && (
        <>
          <button type="button" className="shopper-toggle" data-favourite-toggle aria-pressed="false">
            Favourite
          </button>
          <button type="button" className="shopper-toggle" data-compare-toggle aria-pressed="false">
            Compare
          </button>
          <a className="shopper-compare-link" href="/compare" data-compare-link>
            View comparison
          </a>
        </>
      )}
    </div>
  );
}
