/**
 * Car photos come from the dealer's own image host. When that host is down, a photo that fails to
 * load is covered by the site's neutral placeholder with the car's name (the `data-photo` frame
 * around it, styled in global.css), never a broken-image icon; a later photo that loads (the
 * gallery's next one) takes the placeholder away again.
 */
const frameOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof HTMLImageElement && target.parentElement?.hasAttribute('data-photo') ? target.parentElement : null;

export function watchPhotoFailures(root: Document = document): void {
  root.addEventListener(
    'error',
    (event) => {
      const frame = frameOf(event.target);
      if (frame) frame.dataset.photoFailed = '';
    },
    true,
  );
  root.addEventListener(
    'load',
    (event) => {
      const frame = frameOf(event.target);
      if (frame) delete frame.dataset.photoFailed;
    },
    true,
  );
  // Photos that failed before this script ran (the first, eager ones) fired their error already.
  for (const img of root.querySelectorAll<HTMLImageElement>('[data-photo] > img')) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc !== '') frameOf(img)!.dataset.photoFailed = '';
  }
}
