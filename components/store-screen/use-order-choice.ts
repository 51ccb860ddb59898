'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readWizardSession, wizardSessionReady } from '@/components/wizard/wizard-session';
import type { TOrderTypeSession } from '@/lib/client/storage';
import type { ApiFetcher } from '@/lib/client/api/api-client';
import { requestDeliveryQuote } from '@/lib/client/api/delivery-quote';
import type { OrderTypeStoreFlags } from '@/lib/domain/availability/order-type-flags';
import { storeSessionOrderType } from '@/lib/domain/wizard/store-session-type';
import type { TDeliveryAddress } from '@/lib/schemas/entities';
import type { DeliveryQuote } from '@/lib/views/wizard';

/** The order type, address, time and delivery quote the customer settled on in the wizard. */
export interface OrderChoice {
  orderType: TOrderTypeSession | null;
  address: TDeliveryAddress | null;
  /** epoch seconds of the slot start, or a label */
  deliveryTime: number | string | null;
  quote: DeliveryQuote | null;
}

export interface ConfirmedChoice {
  orderType: TOrderTypeSession;
  address?: TDeliveryAddress;
  quote?: DeliveryQuote;
  slot: { start: Date } | null;
}

const NOTHING: OrderChoice = { orderType: null, address: null, deliveryTime: null, quote: null };
/** A quote is asked again this long after the cart stops changing (the fee depends on the order value). */
const REQUOTE_DELAY_MS = 400;

/**
 * The session's choice at this store: a type chosen at another store that this one does not have
 * becomes this store's own first type, without the other store's address or time (issue 36 #16).
 */
function choiceAt(store: OrderTypeStoreFlags, session: ReturnType<typeof readWizardSession>): OrderChoice {
  const orderType = storeSessionOrderType(store, session.orderType);
  if (orderType !== session.orderType) return { orderType, address: null, deliveryTime: null, quote: null };
  return { orderType, address: session.deliveryAddress, deliveryTime: session.deliveryTime, quote: null };
}

/**
 * The wizard's choice as the cart prices it: restored from the session keys on load (the wizard
 * stores them) as far as the store has that order type, replaced by the wizard's confirm, and for
 * delivery the fee quoted again from the stored address whenever it is missing (a reload) or the
 * order value changes (FreightFeeRules are by price range).
 */
export function useOrderChoice(storeId: string, store: OrderTypeStoreFlags, fetcher?: ApiFetcher) {
  const locale = useLocale();
  const [choice, setChoice] = useState<OrderChoice>(NOTHING);
  const quotedFor = useRef<number | null>(null);

  useEffect(() => {
    let mounted = true;
    const read = () => {
      if (!mounted) return;
      const session = choiceAt(store, readWizardSession());
      setChoice((current) => (current.orderType ? current : session));
    };
    const ready = wizardSessionReady();
    if (ready === null) read();
    else void ready.then(read, read);
    return () => {
      mounted = false;
    };
    // The session is read once, when the page opens at its store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** `orderValue`: what the wizard's quote was asked for. */
  const confirm = useCallback((confirmed: ConfirmedChoice, orderValue: number) => {
    quotedFor.current = confirmed.quote ? orderValue : null;
    setChoice((current) => ({
      orderType: confirmed.orderType,
      address: confirmed.orderType === 'MENU_DEL' ? (confirmed.address ?? current.address) : null,
      deliveryTime: confirmed.slot ? Math.floor(confirmed.slot.start.getTime() / 1000) : confirmed.orderType === 'MENU_DIN' ? null : current.deliveryTime,
      quote: confirmed.orderType === 'MENU_DEL' ? (confirmed.quote ?? (confirmed.address === current.address ? current.quote : null)) : null,
    }));
  }, []);

  return { choice, confirm, requote: { storeId, choice, setChoice, quotedFor, locale, fetcher } };
}

export interface RequoteOptions {
  storeId: string;
  choice: OrderChoice;
  setChoice: React.Dispatch<React.SetStateAction<OrderChoice>>;
  quotedFor: React.RefObject<number | null>;
  locale: string;
  fetcher?: ApiFetcher;
}

/** Quotes the stored address again when it has no fee yet (a reload) or the order value moved; called once the cart is priced. */
export function useDeliveryRequote({ storeId, choice, setChoice, quotedFor, locale, fetcher }: RequoteOptions, orderValue: number): void {
  const { orderType, address } = choice;
  useEffect(() => {
    if (orderType !== 'MENU_DEL' || !address) return;
    if (quotedFor.current === orderValue) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void requestDeliveryQuote({ storeId, address, orderValue, locale, signal: controller.signal, fetcher }).then(
        (result) => {
          quotedFor.current = orderValue;
          // An address no longer deliverable keeps no fee; the checkout checks it again.
          setChoice((current) => (current.address === address ? { ...current, quote: result.status === 'ok' ? result.quote : null } : current));
        },
        () => undefined,
      );
    }, REQUOTE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [orderType, address, orderValue, storeId, locale, fetcher, quotedFor, setChoice]);
}
