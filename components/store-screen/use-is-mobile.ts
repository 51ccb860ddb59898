'use client';

import { useBrowserSnapshot } from '@/lib/client/use-browser-snapshot';

/** Phones get the mobile variant of a screen (spec: "chosen by device"); null while rendering on the server. */
const QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean | null {
  return useBrowserSnapshot(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => null,
  );
}
