/**
 * Car photos come from the dealer's own image host. When that host is down, a photo that fails to
 * load is covered by the site's neutral placeholder with the car's name (the `data-photo` frame
 * around it, styled in global.css), never a broken-image icon; a later photo that loads (the
 * gallery's next one) takes the placeholder away again.
 */
import { checkPhoto, markPhoto } from './photoFrame.ts';
import { has } from '../../view/pageAttributes.ts';
import { PHOTO } from '../../view/layoutAttributes.ts';

export function watchPhotoFailures(root: Document = document): void {
  root.addEventListener(
    'error',
    (event) => {
      markPhoto(event.target, true);
    },
    true,
  );
  root.addEventListener(
    'load',
    (event) => {
      markPhoto(event.target, false);
    },
    true,
  );
  for (const img of root.querySelectorAll<HTMLImageElement>(`${has(PHOTO)} > img`)) checkPhoto(img);
}
