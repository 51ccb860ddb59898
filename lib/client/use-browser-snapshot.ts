'use client';

import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** Set by the first effect after the page's hydration: later mounts read the browser at once. */
let pageHydrated = false;

/**
 * useSyncExternalStore for values only the browser knows (media queries, storage, the saved
 * cart), without its cost at hydration: where the browser's value differs from the server's,
 * useSyncExternalStore re-renders synchronously right after hydrating, in the same task, which on
 * a phone is one long task (about 90 ms at 4x CPU on the store screen). Here the hydrating render
 * keeps the server's value and the browser's follows in a transition, which React renders in
 * small slices. Components mounted after hydration (client navigation, dialogs) read the browser
 * at once, as useSyncExternalStore does, so they never flash the server's value.
 */
export function useBrowserSnapshot<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const [hydrating, setHydrating] = useState(() => !pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (hydrating) startTransition(() => setHydrating(false));
  }, [hydrating]);
  return useSyncExternalStore(subscribe, hydrating ? getServerSnapshot : getSnapshot, getServerSnapshot);
}
