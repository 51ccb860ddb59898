'use client';

import { useEffect, useState } from 'react';
import { readWizardSession, wizardSessionReady } from '@/components/wizard/wizard-session';
import { readStorage, STORAGE_KEYS, type TOrderTypeSession, type TTableSession } from '@/lib/client/storage';
import type { TDeliveryAddress } from '@/lib/schemas/entities';

/** What the checkout starts from: the wizard's choices, the QR table and the room of the link. */
export interface CheckoutSession {
  orderType: TOrderTypeSession | null;
  address: TDeliveryAddress | null;
  /** epoch seconds of the chosen slot */
  time: number | null;
  table: TTableSession | null;
  room: string | null;
  /** when the page opened: availability and slots are computed for it */
  openedAt: Date;
}

/**
 * Reads the session once the page runs in the browser (the server has no session storage): null
 * until then, so the server's render and the first browser render agree.
 */
export function useCheckoutSession(): CheckoutSession | null {
  const [session, setSession] = useState<CheckoutSession | null>(null);
  useEffect(() => {
    let live = true;
    const read = () => {
      if (!live) return;
      const wizard = readWizardSession();
      setSession({
        orderType: wizard.orderType,
        address: wizard.deliveryAddress,
        time: typeof wizard.deliveryTime === 'number' ? wizard.deliveryTime : null,
        table: readStorage(STORAGE_KEYS.table),
        room: readStorage(STORAGE_KEYS.room),
        openedAt: new Date(),
      });
    };
    // A stored address is read with its zod check, loaded first.
    void Promise.resolve(wizardSessionReady()).then(read, read);
    return () => {
      live = false;
    };
  }, []);
  return session;
}
