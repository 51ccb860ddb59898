'use client';

import { useEffect } from 'react';
import { installBrowserLogListeners } from '@/lib/client/log/log-listeners';

/** Records uncaught errors and unhandled rejections of every page into the browser log (/LogViewer). */
export function BrowserLogRecorder() {
  useEffect(() => installBrowserLogListeners(), []);
  return null;
}
