'use client';

import { useEffect } from 'react';
import { startLazily } from '@/lib/client/start-lazily';

/**
 * Records uncaught errors, unhandled rejections and failed API calls of every page into the
 * browser log (/LogViewer). The recorders' code (with the API client's) is fetched once the page
 * is interactive rather than with every page's first load; a call that failed before then is told
 * to them when they start (lib/client/api/api-client.ts).
 */
export function BrowserLogRecorder() {
  useEffect(
    () =>
      startLazily(
        () => import('@/lib/client/log/log-listeners'),
        ({ installBrowserLogListeners }) => installBrowserLogListeners(),
      ),
    [],
  );
  return null;
}
