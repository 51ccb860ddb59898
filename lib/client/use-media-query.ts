'use client';

import { useCallback } from 'react';
import { useBrowserSnapshot } from './use-browser-snapshot';

const PHONE_QUERY = '(max-width: 767px)';
const serverSnapshot = () => false;
const unknownOnServer = () => null;

/**
 * Whether a media query matches, by the browser; `onServer` (false unless given) in the server's
 * HTML, during hydration and where matchMedia is missing.
 */
export function useMediaQuery(query: string): boolean;
export function useMediaQuery(query: string, onServer: () => null): boolean | null;
export function useMediaQuery(query: string, onServer: () => boolean | null = serverSnapshot): boolean | null {
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
  return useBrowserSnapshot(subscribe, snapshot, onServer);
}

/** Phones get the mobile variant of a screen (spec: "chosen by device"); null while rendering on the server. */
export function useIsMobile(): boolean | null {
  return useMediaQuery(PHONE_QUERY, unknownOnServer);
}
