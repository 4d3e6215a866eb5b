import { showCompareFavourite } from '../../domain/compareFavourite.ts';
import type { Car } from '../../domain/car.ts';
import type { CarSite } from '../../domain/carSite.ts';
import {
  COMPARE_LINK,
  COMPARE_TOGGLE,
  FAVOURITE_TOGGLE,
  SHOPPER_TOGGLES,
  WATCHLIST_TOGGLE,
} from '../../view/shopperAttributes.ts';
import { CAR_ID, CAR_SLUG } from '../../view/pageAttributes.ts';

/**
 * Watchlist, favourite and compare toggles of the car page (SPEC §4, shown by §5 rules). Rendered
 * static with their widest label's room reserved; initShopperToggles sets the pressed state.
 */
export function ShopperToggles({ car, site }: { car: Car; site: CarSite }) {
  const watchlist = site.flags.vehicle.watchlist;
  const favourite = showCompareFavourite(car, site.flags.vehicle);
  if (!watchlist && !favourite) return null;
  return (
    <div className="shopper-toggles" {...{ [SHOPPER_TOGGLES]: '', [CAR_ID]: car.id, [CAR_SLUG]: car.slug }}>
      {watchlist && (
        <button type="button" className="shopper-toggle" {...{ [WATCHLIST_TOGGLE]: '' }} aria-pressed="false">
          Save to Watchlist
        </button>
      )}
      {favourite && (
        <>
          <button type="button" className="shopper-toggle" {...{ [FAVOURITE_TOGGLE]: '' }} aria-pressed="false">
            Favourite
          </button>
          <button type="button" className="shopper-toggle" {...{ [COMPARE_TOGGLE]: '' }} aria-pressed="false">
            Compare
          </button>
          <a className="shopper-compare-link" href="/compare" {...{ [COMPARE_LINK]: '' }}>
            View comparison
          </a>
        </>
      )}
    </div>
  );
}
