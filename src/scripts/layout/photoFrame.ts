import { PHOTO, PHOTO_FAILED } from '../../view/layoutAttributes.ts';
/**
 * The photo frame's failed mark (the site's placeholder with the car's name shows instead of a
 * broken image, styled in global.css): its own module, so the search cards carry only this.
 */
export const markPhoto = (target: EventTarget | null, failed: boolean) => {
  const frame = target instanceof HTMLImageElement ? target.parentElement : null;
  if (frame?.hasAttribute(PHOTO)) frame.toggleAttribute(PHOTO_FAILED, failed);
};

/** A photo that failed before anything listened (an eager one, or one rendered before hydration). */
export const checkPhoto = (img: HTMLImageElement | null) => {
  if (img?.complete && img.naturalWidth === 0 && img.currentSrc !== '') markPhoto(img, true);
};
