'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { TOOConfig } from '@/lib/client/storage/keys';
import { reportNavigation, startFrameBridge, widgetConfig } from '@/lib/client/widget/frame-bridge';

/**
 * Widget mode (the storefront inside a restaurant's site, `/embed.js`): keeps the widget's
 * configuration for the session and talks to the host page. Renders nothing; does nothing
 * outside a frame.
 */
export function WidgetBridge() {
  const pathname = usePathname();
  // Saved while the first page hydrates, before the pages' own effects read the session (the
  // order type asked for keeps the order-type wizard closed); rendered ahead of the page for that.
  const [config] = useState<TOOConfig | null>(() => (typeof window === 'undefined' ? null : widgetConfig()));
  const shown = useRef<string | null>(null);

  useEffect(() => (config ? startFrameBridge(config) : undefined), [config]);

  useEffect(() => {
    if (!config) return;
    // The first page is where the widget opens: the host does not scroll to it.
    if (shown.current !== null && shown.current !== pathname) reportNavigation(config);
    shown.current = pathname;
  }, [config, pathname]);

  return null;
}
