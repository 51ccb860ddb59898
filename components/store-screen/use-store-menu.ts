'use client';

import { useCallback, useEffect, useState } from 'react';
import type { TMenu } from '@/lib/schemas/entities';

type MenuState = { status: 'idle' | 'loading' | 'error'; menu: null } | { status: 'ready'; menu: TMenu };

/**
 * The store's active menu for the browser's cart and dialog, fetched once the page is idle (or at
 * once when a product is opened), so the first paint never waits for it.
 */
export function useStoreMenu(storeId: string, menuQuery: string | null) {
  const [state, setState] = useState<MenuState>({ status: 'idle', menu: null });

  const load = useCallback(() => {
    setState((current) => (current.status === 'idle' || current.status === 'error' ? { status: 'loading', menu: null } : current));
  }, []);

  useEffect(() => {
    if (state.status !== 'loading') return;
    const controller = new AbortController();
    const query = menuQuery ? `?menu=${encodeURIComponent(menuQuery)}` : '';
    fetch(`/api/stores/${storeId}/menu${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ menu: TMenu }>) : Promise.reject(new Error(String(response.status)))))
      .then(({ menu }) => setState({ status: 'ready', menu }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', menu: null });
        return error;
      });
    return () => controller.abort();
  }, [state.status, storeId, menuQuery]);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    const handle = idle(load);
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle);
  }, [load]);

  return { menu: state.menu, status: state.status, load };
}
