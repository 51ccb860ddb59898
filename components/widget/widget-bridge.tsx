'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { startLazily } from '@/lib/client/start-lazily';
import { useBrowserSnapshot } from '@/lib/client/use-browser-snapshot';
import { frameStorageBlocked, widgetConfig } from '@/lib/client/widget/widget-config';
import styles from './widget-bridge.module.css';

// Talking to the host is only needed inside its frame: that code is fetched there, once the page is interactive.
const frameBridge = () => import('@/lib/client/widget/frame-bridge');

const noSubscription = () => () => undefined;
const onServer = () => false;

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
  const [config] = useState(() => (typeof window === 'undefined' ? null : widgetConfig()));
  // The notice only after hydration: the server rendered none, and a first render that differs
  // fails the page's hydration, which then drops the menu's tiles (static islands, not in the payload).
  const storageBlocked = useBrowserSnapshot(noSubscription, () => config !== null && frameStorageBlocked(), onServer);
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

  if (!storageBlocked) return null;
  return (
    <p role="status" className={styles.notice}>
      {t('storageBlocked')}{' '}
      <a href={pathname} target="_blank" rel="noopener">
        {t('openInNewTab')}
      </a>
    </p>
  );
}
