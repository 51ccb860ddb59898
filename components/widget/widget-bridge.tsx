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
  const [config, setConfig] = useState<TOOConfig | null>(null);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const found = widgetConfig();
    if (!found) return;
    // Read once after hydration: the cookie and storage are the browser's alone.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setConfig(found);
    return startFrameBridge(found);
  }, []);

  useEffect(() => {
    if (!config) return;
    // The first page is where the widget opens: the host does not scroll to it.
    if (shown.current !== null && shown.current !== pathname) reportNavigation(config);
    shown.current = pathname;
  }, [config, pathname]);

  return null;
}
