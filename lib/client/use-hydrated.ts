'use client';

import { useBrowserSnapshot } from './use-browser-snapshot';

const never = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False in the server's HTML and during hydration, true once React runs the page: a button whose
 * work needs script stays disabled until then, so an early tap is never silently lost (React can
 * drop a click that comes while hydration waits for a chunk). It turns true in the transition that
 * follows hydration (use-browser-snapshot.ts), not in a synchronous re-render.
 */
export function useHydrated(): boolean {
  return useBrowserSnapshot(never, inBrowser, onServer);
}
