'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A component the server never renders, whose code is fetched when the browser first draws it:
 * nothing until the page has hydrated, then nothing while its chunk loads (what next/dynamic with
 * `ssr: false` does, without next/dynamic's own 2 KB gzipped in every first load: issue 19). A
 * failed load throws, as a failed render does, to the nearest error boundary. `load` may also be
 * called ahead, to start the download sooner: the import is fetched once.
 */
export function clientOnly<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function ClientOnly(props: P) {
    if (!useHydrated()) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
