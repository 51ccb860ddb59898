'use client';

import { useEffect } from 'react';

/**
 * Hides every `img[data-hide-on-error]` that fails to load (spec: logos and product photos are
 * hidden on failure). One listener for the page instead of one client component per image, so a
 * menu of 150 photos costs nothing to hydrate. Errors happening before hydration are caught by
 * checking images that completed without pixels.
 */
export function ImageErrorHider() {
  useEffect(() => {
    const hide = (image: HTMLImageElement) => {
      image.hidden = true;
    };
    for (const image of document.querySelectorAll<HTMLImageElement>('img[data-hide-on-error]')) {
      if (image.complete && image.naturalWidth === 0) hide(image);
    }
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement && event.target.hasAttribute('data-hide-on-error')) hide(event.target);
    };
    // error events do not bubble: listen in the capture phase
    document.addEventListener('error', onError, true);
    return () => document.removeEventListener('error', onError, true);
  }, []);
  return null;
}
