'use client';

import { useEffect, useState } from 'react';
import { requestDeliveryQuote, type TQuoteOutcome } from '@/lib/client/api/delivery-quote';

/** A pause after the last edit before the check (each check may cost maps calls). */
export const QUOTE_DEBOUNCE_MS = 400;

export type TQuoteState = { status: 'idle' } | { status: 'checking' } | TQuoteOutcome;

interface QuoteAddress {
  StreetAddress: string;
  CityTown: string;
  State: string;
  PostalCode: string;
}

/**
 * The delivery quote of the address being typed, asked again when the address or the order
 * value changes (the fee rules depend on it). Null address: nothing to check (not delivery, or
 * the address fails its form rules). Each answer remembers what it was for, so an edit hides a
 * stale one at once and the pay button waits ("delivery loading").
 */
export function useDeliveryQuote(request: { storeId: string; address: QuoteAddress | null; orderValue: number; locale: string }): TQuoteState {
  const { storeId, address, orderValue, locale } = request;
  const key = address ? JSON.stringify([address.StreetAddress, address.CityTown, address.State, address.PostalCode, orderValue.toFixed(2)]) : null;
  const [answer, setAnswer] = useState<{ key: string; outcome: TQuoteOutcome } | null>(null);

  useEffect(() => {
    if (key === null || address === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      requestDeliveryQuote({ storeId, address, orderValue, locale, signal: controller.signal })
        .then((outcome) => {
          if (!controller.signal.aborted) setAnswer({ key, outcome });
        })
        .catch(() => undefined); // aborted: a newer edit asks again
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `key` stands for the address and order value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, storeId, locale]);

  if (key === null) return { status: 'idle' };
  return answer && answer.key === key ? answer.outcome : { status: 'checking' };
}
