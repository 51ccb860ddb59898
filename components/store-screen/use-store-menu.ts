'use client';

import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '@/lib/client/api/api-client';
import type { TMenu } from '@/lib/schemas/entities';

type MenuState = { status: 'idle' | 'loading' | 'error'; menu: null } | { status: 'ready'; menu: TMenu; soldAtOtherTimes: string[] };

const NONE_ELSEWHERE: string[] = [];

/**
 * The store's active menu for the browser's cart and dialog, fetched once the page is idle (or at
 * once when a product is opened), so the first paint never waits for it. When another menu becomes
 * active (`activeMenuId`, re-evaluated every 30 s) it is fetched again; the cart keeps pricing
 * with the old one until the new one is here. `refresh` reads it again past the caches.
 */
export function useStoreMenu(storeId: string, menuQuery: string | null, activeMenuId: string | null = null) {
  const [state, setState] = useState<MenuState>({ status: 'idle', menu: null });
  const requested = state.status !== 'idle';

  const load = useCallback(() => {
    setState((current) => (current.status === 'idle' || current.status === 'error' ? { status: 'loading', menu: null } : current));
  }, []);

  // Asked to read the menu again (the store's live state changed: a product sold out), past any cache.
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(() => setRefreshing(true), []);
  const stale = state.status === 'ready' && ((activeMenuId !== null && state.menu.MenuID !== activeMenuId) || refreshing);
  useEffect(() => {
    if (!requested || (state.status !== 'loading' && !stale)) return;
    const controller = new AbortController();
    const query = menuQuery ? `?menu=${encodeURIComponent(menuQuery)}` : '';
    apiRequest<{ menu: TMenu; soldAtOtherTimes?: string[] }>(`/api/stores/${storeId}/menu${query}`, { signal: controller.signal, cache: stale ? 'no-store' : 'default' })
      .then(({ menu, soldAtOtherTimes = NONE_ELSEWHERE }) => {
        setState({ status: 'ready', menu, soldAtOtherTimes });
        setRefreshing(false);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState((current) => (current.status === 'ready' ? current : { status: 'error', menu: null }));
        return error;
      });
    return () => controller.abort();
    // A stale menu is fetched once per newly wanted id, not again on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.status, storeId, menuQuery, stale, activeMenuId, refreshing]);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    const handle = idle(load);
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle);
  }, [load]);

  /** Products only the store's other menus sell: a cart line of one is "not on the menu at this time". */
  const soldAtOtherTimes = state.status === 'ready' ? state.soldAtOtherTimes : NONE_ELSEWHERE;
  return { menu: state.menu, soldAtOtherTimes, status: state.status, load, refresh };
}
