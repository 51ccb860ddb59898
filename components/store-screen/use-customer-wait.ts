'use client';

import { useCallback, useEffect, useRef, useState, useTransition } from 'react';

interface CustomerWaitOptions {
  /** the digital display: nothing there is waited for */
  displayMode: boolean;
  /** a product tapped (a tile, the carousel, a reward) whose dialog is wanted */
  productAsked: boolean;
  /** the screen's side-panel slot, filled by the cart layer (desktop) */
  panel: HTMLElement | null;
}

/**
 * Spec part 1 §4's loading state whenever the customer waits, not only while the server is slow
 * (issue 36): the menu is in the first paint, but the cart layer (store-cart-layer.tsx, fetched as
 * the page hydrates), a product's dialog (the menu's answer and the dialog's code) and the way to
 * the cart (the phone's cart page, the desktop's panel) can each take seconds on a slow network.
 * `waiting` shows the progress bar while any of them is on its way; a tapped tile and the cart
 * button show it themselves (`aria-busy`).
 */
export function useCustomerWait({ displayMode, productAsked, panel }: CustomerWaitOptions) {
  // Null until the cart layer has mounted and said whether the customer waits on it.
  const [layerWaiting, setLayerWaiting] = useState<boolean | null>(null);
  const [navigating, startNavigation] = useTransition();
  const [panelAsked, setPanelAsked] = useState(false);
  const busyTile = useRef<HTMLElement | null>(null);
  const productWaiting = productAsked && layerWaiting !== false;

  // The tile's button says it is working from the tap until its dialog is up (or cannot open). Read
  // again when the product is asked for too: a dialog ready at once never makes productWaiting true.
  const markTile = useCallback((tile: HTMLElement) => {
    busyTile.current?.removeAttribute('aria-busy');
    tile.setAttribute('aria-busy', 'true');
    busyTile.current = tile;
  }, []);
  useEffect(() => {
    if (productWaiting) return;
    busyTile.current?.removeAttribute('aria-busy');
    busyTile.current = null;
  }, [productWaiting, productAsked]);

  // The desktop's cart asked for before the panel is drawn: focused once it is.
  useEffect(() => {
    if (!panelAsked || !panel) return;
    const drawn = () => {
      if (panel.childElementCount === 0) return false;
      setPanelAsked(false);
      panel.focus();
      return true;
    };
    if (drawn()) return;
    const observer = new MutationObserver(drawn);
    observer.observe(panel, { childList: true });
    return () => observer.disconnect();
  }, [panelAsked, panel]);

  const openPanel = useCallback(() => {
    if (panel && panel.childElementCount > 0) panel.focus();
    else setPanelAsked(true);
  }, [panel]);

  const cartBusy = navigating || panelAsked;
  return {
    waiting: !displayMode && (layerWaiting !== false || productWaiting || cartBusy),
    cartBusy,
    markTile,
    /** the cart layer reports whether the customer waits on it (its product's dialog) */
    onLayerWaiting: setLayerWaiting,
    /** a navigation the customer waits for (the phone's cart page) */
    navigate: startNavigation,
    openPanel,
  };
}
