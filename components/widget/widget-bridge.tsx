'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { TOOConfig } from '@/lib/client/storage/keys';
import { startLazily } from '@/lib/client/start-lazily';
import { frameStorageBlocked, widgetConfig } from '@/lib/client/widget/widget-config';
import styles from './widget-bridge.module.css';

// Talking to the host is only needed inside its frame: that code is fetched there, once the page is interactive.
const frameBridge = () => import('@/lib/client/widget/frame-bridge');

interface FrameState {
  config: TOOConfig | null;
  storageBlocked: boolean;
}

/**
 * Widget mode (the storefront inside a restaurant's site, `/embed.js`): keeps the widget's
 * configuration for the session and talks to the host page. Renders nothing outside a frame;
 * inside one whose browser refuses it storage, a notice with a link to the page in a new tab.
 */
export function WidgetBridge() {
  const pathname = usePathname();
  const t = useTranslations('widget');
  // Saved while the first page hydrates, before the pages' own effects read the session (the
  // order type asked for keeps the order-type wizard closed); rendered ahead of the page for that.
  const [frame] = useState<FrameState>(() => {
    const config = typeof window === 'undefined' ? null : widgetConfig();
    return { config, storageBlocked: config !== null && frameStorageBlocked() };
  });
  const { config } = frame;
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!config) return;
    return startLazily(frameBridge, (bridge) => bridge.startFrameBridge(config));
  }, [config]);

  useEffect(() => {
    if (!config) return;
    // The first page is where the widget opens: the host does not scroll to it.
    if (shown.current !== null && shown.current !== pathname)
      void frameBridge().then(
        (bridge) => bridge.reportNavigation(config),
        () => undefined,
      );
    shown.current = pathname;
  }, [config, pathname]);

  if (!frame.storageBlocked) return null;
  return (
    <p role="status" className={styles.notice}>
      {t('storageBlocked')}{' '}
      <a href={pathname} target="_blank" rel="noopener">
        {t('openInNewTab')}
      </a>
    </p>
  );
}
