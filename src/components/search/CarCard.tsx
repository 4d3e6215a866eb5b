import { checkPhoto, markPhoto } from '../../scripts/layout/photoFrame.ts';
import { isAvailable } from '../../domain/availability.ts';
import { showCompareFavourite } from '../../domain/compareFavourite.ts';
import { formatDistance, formatPrice, showsOdometer } from '../../domain/format.ts';
import { CARD_PHOTO_SIZES, imageSrcSet, imageUrl } from '../../domain/imageUrl.ts';
import { priceDisplay } from '../../domain/priceDisplay.ts';
import { tagBadge } from '../../domain/tagBadge.ts';
import type { CardCar } from '../../search/cardCar.ts';
import { CardToggles } from './CardToggles.tsx';
import type { SearchSettings } from './searchSettings.ts';
import { PHOTO } from '../../view/layoutAttributes.ts';
import { QUICK_ENQUIRY } from '../../view/pageAttributes.ts';

const TYPE_LABEL = { new: 'New', used: 'Used', demo: 'Demo' } as const;

interface Props {
  car: CardCar;
  settings: SearchSettings;
  nowSeconds: number;
  /** Search URL for the same make, model and body (sold cars). */
  similarHref: string;
  /**
   * The first card: its photo is the page's LCP element, fetched eagerly and ahead of everything
   * else; every other card's photo loads lazily so none of them shares the link with it.
   */
  first?: boolean;
}

/** A search result card (SPEC §2 search result card). */
export function CarCard({ car, settings, nowSeconds, similarHref, first = false }: Props) {
  const available = isAvailable(car.status);
  const badge = tagBadge(car, settings.tags, nowSeconds);
  const price = priceDisplay(car, settings.vehicle.subscriptionPricing);
  const images = car.image ? Array.from({ length: car.imageCount }, () => ({ url: car.image ?? '' })) : [];
  const toggles = showCompareFavourite({ ...car, images }, settings.vehicle);
  const href = `/cars/${car.slug}`;
  return (
    <article className={`car-card${available ? '' : ' is-sold'}`} data-slug={car.slug}>
      <div className="car-media">
        <a href={href} tabIndex={-1} aria-hidden="true" {...{ [PHOTO]: car.name }}>
          {car.image ? (
            <img
              src={imageUrl(car.image, { width: 576 })}
              srcSet={imageSrcSet(car.image)}
              sizes={CARD_PHOTO_SIZES}
              alt=""
              width="600"
              height="400"
              loading={first ? 'eager' : 'lazy'}
              // The dealer's photo host may be down: the frame then shows the placeholder.
              ref={checkPhoto}
              onError={(event) => {
                markPhoto(event.currentTarget, true);
              }}
              {...(first ? { fetchPriority: 'high' as const } : { decoding: 'async' as const })}
            />
          ) : (
            <span className="no-photo">Photos coming soon</span>
          )}
        </a>
        {badge && <span className={`tag tag--${badge.tone}`}>{badge.text}</span>}
        <span className="location-overlay">{car.location_name}</span>
        {toggles && <CardToggles slug={car.slug} name={car.name} />}
      </div>
      <div className="car-body">
        <p className="car-meta">
          {TYPE_LABEL[car.car_type]} · {car.year}
          {showsOdometer(car.car_type, car.km) &&
            ` · ${formatDistance(car.km, settings.locale, settings.distanceUnit)}`}
          {car.simple_transmission && ` · ${car.simple_transmission}`}
        </p>
        <h3 className="car-name">
          <a href={href}>{car.name}</a>
        </h3>
        <p className="car-price">
          {price.amount === null ? (
            <span className="enquire">{price.note}</span>
          ) : (
            <>
              {price.before !== null && <s>{formatPrice(price.before, settings.locale, settings.currency)}</s>}{' '}
              <strong>{formatPrice(price.amount, settings.locale, settings.currency)}</strong>{' '}
              <small>{price.note}</small>
            </>
          )}
        </p>
        {car.comment !== '' && (
          <p className="car-comment">
            <span>Dealer Comments: </span>
            {car.comment}
          </p>
        )}
        <div className="car-actions">
          {available ? (
            <>
              <a className="button" href={href}>
                Explore Vehicle
              </a>
              <a className="button button--ghost" href={`${href}#enquire`} {...{ [QUICK_ENQUIRY]: car.slug }}>
                Quick Enquiry
              </a>
            </>
          ) : (
            <a className="button button--ghost" href={similarHref}>
              Find Me Something Similar
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
