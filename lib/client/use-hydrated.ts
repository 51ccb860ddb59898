'use client';

import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once React runs the page: a button whose
 * work needs script stays disabled until then, so an early tap is never silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
