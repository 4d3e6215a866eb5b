import type { Car } from '../../domain/car.ts';
import { imageSrcSet, imageUrl } from '../../domain/imageUrl.ts';
import { carFormHref } from '../../domain/carActions.ts';
import type { Markup } from '../../view/markup.ts';
import { GALLERY_COUNT, GALLERY_INDEX, GALLERY_STEP, opensForm } from '../../view/pageAttributes.ts';
import { MarkupView } from './MarkupView.tsx';
import { GALLERY, GALLERY_MAIN, GALLERY_PHOTOS } from '../../view/pageAttributes.ts';
import { PHOTO } from '../../view/layoutAttributes.ts';

/** Prerendered size of the first photo: the LCP element must carry width and height. */
export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 800;
const SIZES = '(min-width: 992px) 760px, 100vw';

/** Photo gallery: the first photo eager and sized, thumbnails lazy; a plain script swaps photos. The sold text over it is live. */
export function CarGallery({ car, soldOverlay }: { car: Car; soldOverlay: Markup }) {
  const photos = car.images.map((image) => image.url);
  const first = photos[0];
  return (
    <div className="car-gallery" {...{ [GALLERY]: '', [GALLERY_PHOTOS]: JSON.stringify(photos) }}>
      <div className="car-gallery__main">
        {first ? (
          <span className="car-gallery__frame" {...{ [PHOTO]: car.name }}>
            <img
              {...{ [GALLERY_MAIN]: '' }}
              src={imageUrl(first, { width: 992 })}
              srcSet={imageSrcSet(first)}
              sizes={SIZES}
              width={PHOTO_WIDTH}
              height={PHOTO_HEIGHT}
              alt={`${car.name}, photo 1 of ${photos.length}`}
              loading="eager"
              fetchPriority="high"
              decoding="async"
            />
          </span>
        ) : (
          <div className="car-gallery__empty">Photos coming soon</div>
        )}
        <MarkupView markup={soldOverlay} />
        {photos.length > 1 && (
          <>
            <button type="button" className="car-gallery__nav car-gallery__nav--prev" {...{ [GALLERY_STEP]: '-1' }}>
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">Previous photo</span>
            </button>
            <button type="button" className="car-gallery__nav car-gallery__nav--next" {...{ [GALLERY_STEP]: '1' }}>
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">Next photo</span>
            </button>
            <p className="car-gallery__count" {...{ [GALLERY_COUNT]: true }} aria-live="polite">
              1 / {photos.length}
            </p>
          </>
        )}
      </div>
      {photos.length > 1 && (
        <ul className="car-gallery__thumbs" aria-label="Photos">
          {photos.map((photo, index) => (
            <li key={photo + String(index)}>
              <button
                type="button"
                {...{ [GALLERY_INDEX]: index }}
                aria-current={index === 0 ? 'true' : undefined}
                {...{ [PHOTO]: '' }}
              >
                <img
                  src={imageUrl(photo, { width: 200 })}
                  width={120}
                  height={80}
                  alt={`Photo ${index + 1}`}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {car.status !== 'sold' && (
        <p className="car-gallery__more">
          <a href={carFormHref(car, 'request-photos')} {...opensForm('request-photos')}>
            Request more photos
          </a>
        </p>
      )}
    </div>
  );
}
