'use client';

import { useLocale } from 'next-intl';
import { useMemo, useRef } from 'react';
import { newLineId } from '@/lib/client/cart/cart-store';
import { createAttemptKeys } from '@/lib/client/checkout/attempt-key';
import type { TSubmitOutcome } from '@/lib/client/checkout/submit-order';

/** Part 1 §9: the double-tap guard. */
const DOUBLE_TAP_GUARD_MS = 500;

export type SubmitOrderCall<TBody> = (input: { storeId: string; body: TBody; idempotencyKey: string; locale: string }) => Promise<TSubmitOutcome>;

/** What the page does around one sending. */
export interface SubmissionHandlers<TBody> {
  /** Sending begins: the page clears what the last answer said and shows it is sending. */
  onStart: () => void;
  /** What the page does with the answer; the attempt's key already knows whether it failed. */
  onOutcome: (outcome: TSubmitOutcome, body: TBody) => Promise<void> | void;
  /** No answer of the order contract (a fault of the page or the network stack). */
  onCrash: () => void;
}

/** A timeout or a dropped connection may have made the order: the same attempt, the same key. */
function failsAttempt(outcome: TSubmitOutcome): boolean {
  if (outcome.kind === 'placed' || outcome.kind === 'redirect') return false;
  return outcome.kind !== 'error' || (outcome.code !== 'TIMEOUT' && outcome.code !== 'NETWORK');
}

/**
 * One order submission, shared by the checkout and the gift checkout: one attempt at a time (a
 * second tap while sending, or within the guard, does nothing), the attempt's Idempotency-Key
 * (lib/client/checkout/attempt-key.ts: kept for a retry of the same body, new once a failed body
 * changes), the call (`submit`: the endpoint, its answer sorted by lib/client/checkout/submit-order.ts)
 * and the answer handed to the page. Once the page is leaving (for the order's page or the
 * provider's) nothing more is sent.
 */
export function useOrderSubmission<TBody>(storeId: string, submit: SubmitOrderCall<TBody>) {
  const locale = useLocale();
  const keys = useRef(createAttemptKeys(newLineId));
  const busy = useRef(false);
  const lastPress = useRef(0);
  const leaving = useRef(false);

  return useMemo(
    () => ({
      send: async (body: TBody, { onStart, onOutcome, onCrash }: SubmissionHandlers<TBody>) => {
        const now = Date.now();
        if (busy.current || now - lastPress.current < DOUBLE_TAP_GUARD_MS) return;
        busy.current = true;
        lastPress.current = now;
        onStart();
        try {
          const outcome = await submit({ storeId, body, idempotencyKey: keys.current.keyFor(body), locale });
          if (failsAttempt(outcome)) keys.current.failed(body);
          await onOutcome(outcome, body);
        } catch {
          onCrash();
        } finally {
          // Answered: the next press is the customer's decision, not a second tap of this one.
          if (!leaving.current) {
            busy.current = false;
            lastPress.current = 0;
          }
        }
      },
      /** The page goes on (the order's page, the provider's): nothing more is sent from it. */
      leave: () => {
        leaving.current = true;
      },
      leaving: () => leaving.current,
      /** Something else asks the server about this order (a return from the provider): Pay waits. */
      hold: () => {
        busy.current = true;
      },
      release: () => {
        if (!leaving.current) busy.current = false;
      },
    }),
    [storeId, submit, locale],
  );
}
