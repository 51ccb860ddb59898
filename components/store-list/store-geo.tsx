'use client';

import { useTranslations } from 'next-intl';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { placeStores, type LocatedEntry, type Placement } from '@/lib/domain/store-list/nearby';
import { useTimelineValue } from '@/lib/client/use-timeline-value';
import type { ClockTimeline } from '@/lib/domain/time/timeline';
import styles from './store-list.module.css';

interface GeoState {
  placements: Record<string, Placement> | null;
  nearOnly: boolean;
  toggleNearMe: () => void;
  located: boolean;
}

const GeoContext = createContext<GeoState>({ placements: null, nearOnly: false, toggleNearMe: () => undefined, located: false });

type Point = { latitude: number; longitude: number };

function locate(onPoint: (point: Point) => void): void {
  navigator.geolocation?.getCurrentPosition(
    (position) => onPoint({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
    () => undefined,
    { maximumAge: 300_000, timeout: 10_000 },
  );
}

/**
 * The visitor's location for the store list: asked at once when the browser already allows it
 * (no prompt on arrival), else when "Near me" is chosen. The cards stay server-rendered; this
 * only orders them and adds the distance.
 */
export function StoreGeoProvider({ entries, children }: { entries: LocatedEntry[]; children: ReactNode }) {
  const [point, setPoint] = useState<Point | null>(null);
  const [nearOnly, setNearOnly] = useState(false);

  useEffect(() => {
    let active = true;
    void navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((status) => {
        if (active && status.state === 'granted') locate((found) => active && setPoint(found));
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  const toggleNearMe = useCallback(() => {
    setNearOnly((on) => !on);
    if (!point) locate(setPoint);
  }, [point]);

  const placements = useMemo(() => (point ? placeStores(entries, point) : null), [entries, point]);
  const value = useMemo(() => ({ placements, nearOnly, toggleNearMe, located: point !== null }), [placements, nearOnly, toggleNearMe, point]);
  return <GeoContext.Provider value={value}>{children}</GeoContext.Provider>;
}

const ALWAYS = { steps: [{ from: 0, value: true }], until: Number.MAX_SAFE_INTEGER };

/**
 * A card's list item, placed by distance (closed stores last), hidden by "Near me" beyond 5 km and,
 * under the New and Open tabs, while the browser's clock says the tab does not show it (`shown`).
 */
export function StoreCardItem({
  id,
  className,
  closedClassName,
  closed,
  shown,
  children,
}: {
  id: string;
  className: string;
  closedClassName: string;
  closed: ClockTimeline<boolean>;
  shown: ClockTimeline<boolean> | null;
  children: ReactNode;
}) {
  const { placements, nearOnly } = useContext(GeoContext);
  const placement = placements?.[id];
  const isClosed = useTimelineValue(closed);
  const inTab = useTimelineValue(shown ?? ALWAYS);
  return (
    <li
      className={isClosed ? `${className} ${closedClassName}` : className}
      data-store-id={id}
      style={placement ? { order: placement.order } : undefined}
      hidden={!inTab || (nearOnly && placements !== null && !placement?.nearby)}
    >
      {children}
    </li>
  );
}

export function StoreDistance({ id }: { id: string }) {
  const t = useTranslations('storeList');
  const km = useContext(GeoContext).placements?.[id]?.km;
  return km === undefined ? null : <p className={styles.distance}>{t('distance', { km: km.toFixed(1) })}</p>;
}

export function NearMeTab() {
  const t = useTranslations('storeList');
  const { nearOnly, toggleNearMe } = useContext(GeoContext);
  return (
    <button type="button" className={styles.tab} aria-pressed={nearOnly} onClick={toggleNearMe}>
      {t('nearMe')}
    </button>
  );
}

/** "Near me" with no store within 5 km says so, as a state without stores does. */
export function NearMeEmpty() {
  const t = useTranslations('storeList');
  const { placements, nearOnly, located } = useContext(GeoContext);
  if (!nearOnly || !located || !placements || Object.values(placements).some((placement) => placement.nearby)) return null;
  return (
    <p className={styles.empty} role="status">
      {t('noRestaurantNearby')}
    </p>
  );
}
