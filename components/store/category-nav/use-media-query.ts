'use client';

import { useCallback } from 'react';
import { useBrowserSnapshot } from '@/lib/client/use-browser-snapshot';

const serverSnapshot = () => false;

/** Whether a media query matches; false on the server and where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useBrowserSnapshot(subscribe, snapshot, serverSnapshot);
}
