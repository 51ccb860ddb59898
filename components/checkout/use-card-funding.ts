'use client';

import { useEffect, useRef, useState } from 'react';
import { fetchCardFunding, wholeCardNumber } from '@/lib/client/checkout/card-funding';
import type { CardFunding } from '@/lib/domain/surcharges/card-type';

export interface CardFundingState {
  /** what the provider says of the typed card; null until it is a whole card and answered */
  funding: CardFunding | null;
  /** a whole card is being asked about: Pay waits, so the total it shows is the one charged */
  checking: boolean;
}

/**
 * The sandbox card fields' card, asked of the server once its number is whole (one call per
 * number; the answers live in this page's memory only). A failed call counts as 'unknown': the
 * card is then priced as a credit card and the server's 409 says otherwise, if it must.
 */
export function useCardFunding({ storeId, number, enabled, locale }: { storeId: string; number: string; enabled: boolean; locale: string }): CardFundingState {
  const [answers, setAnswers] = useState<Readonly<Record<string, CardFunding>>>({});
  const asked = useRef(new Set<string>());
  const whole = enabled ? wholeCardNumber(number) : null;

  useEffect(() => {
    if (whole === null || asked.current.has(whole)) return;
    asked.current.add(whole);
    const keep = (funding: CardFunding) => setAnswers((current) => ({ ...current, [whole]: funding }));
    fetchCardFunding(storeId, whole, locale).then(
      (answer) => keep(answer.funding),
      () => keep('unknown'),
    );
  }, [whole, storeId, locale]);

  if (whole === null) return { funding: null, checking: false };
  const funding = answers[whole] ?? null;
  return { funding, checking: funding === null };
}
