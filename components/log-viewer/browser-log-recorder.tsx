'use client';

import { useEffect } from 'react';

/**
 * Records uncaught errors, unhandled rejections and failed API calls of every page into the
 * browser log (/LogViewer). The recorders' code (with the API client's) is fetched once the page
 * is interactive rather than with every page's first load; a call that failed before then is told
 * to them when they start (lib/client/api/api-client.ts).
 */
export function BrowserLogRecorder() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    void import('@/lib/client/log/log-listeners')
      .then(({ installBrowserLogListeners }) => {
        if (!left) stop = installBrowserLogListeners();
      })
      .catch(() => undefined);
    return () => {
      left = true;
      stop?.();
    };
  }, []);
  return null;
}
