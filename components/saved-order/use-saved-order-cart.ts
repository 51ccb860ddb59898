'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useEffect, useRef, useState } from 'react';
import type { UseCartResult } from '@/lib/client/cart/use-cart';
import { lineFromItem } from '@/lib/client/cart/line-from-item';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/client/storage';
import type { TSavedOrderCartView } from '@/lib/views/saved-order';

/**
 * The mobile cart opened with a saved order's id (/shoppingcartmobile/{qrcode}): the order's
 * lines, priced by the server from today's menu, replace the cart once, and the tab keeps the
 * id as the spec's session key `saveorderUdid`, the saved-order payment type whose checkout
 * button reads "place order". A reload of the same link does not load it over the customer's
 * changes again; Clear all ends the saved-order payment type. Returns that flag and the notice
 * to show (loaded, the lines no longer sold, or why the order cannot open).
 */
export function useSavedOrderCart(savedOrder: TSavedOrderCartView | null, cart: Pick<UseCartResult, 'hydrated' | 'storeId' | 'lines' | 'addLine' | 'clear'>, storeId: string) {
  const t = useTranslations('savedOrder');
  const { hydrated, addLine, clear, lines } = cart;
  const ready = hydrated && cart.storeId === storeId;
  const done = useRef(false);
  const [savedOrderId, setSavedOrderId] = useState<string | null>(null);

  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    const kept = readStorage(STORAGE_KEYS.saveorderUdid);
    if (savedOrder?.status === 'loaded' && kept !== savedOrder.id) {
      clear();
      for (const item of savedOrder.lines) {
        // addLine gives the line its own id.
        const line = lineFromItem({ ...item, uniqueId: '' });
        if (line) addLine(line);
      }
      writeStorage(STORAGE_KEYS.saveorderUdid, savedOrder.id);
      startTransition(() => setSavedOrderId(savedOrder.id));
      return;
    }
    if (kept) startTransition(() => setSavedOrderId(kept));
  }, [ready, savedOrder, clear, addLine]);

  // An emptied cart is no saved order any more.
  useEffect(() => {
    if (!done.current || savedOrderId === null || lines.length > 0) return;
    removeStorage(STORAGE_KEYS.saveorderUdid);
    startTransition(() => setSavedOrderId(null));
  }, [lines.length, savedOrderId]);

  let notice: string | null = null;
  if (savedOrder?.status === 'expired') notice = t('expired');
  else if (savedOrder?.status === 'unknown') notice = t('unknown');
  else if (savedOrder?.status === 'loaded' && savedOrderId === savedOrder.id) {
    notice = savedOrder.missing.length > 0 ? `${t('loaded')} ${t('missing', { names: savedOrder.missing.join(', ') })}` : t('loaded');
  }
  return { savedOrderPayment: savedOrderId !== null, notice };
}
