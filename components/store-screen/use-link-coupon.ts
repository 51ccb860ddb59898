'use client';

import { useEffect, useRef } from 'react';
import type { UseCartResult } from '@/lib/client/cart/use-cart';
import { removeStorage, STORAGE_KEYS } from '@/lib/client/storage';
import type { TMenu } from '@/lib/schemas/entities';

interface LinkCouponOptions {
  /** the `coupon` of the link, or the one saved from an earlier link */
  code: string | null;
  cart: UseCartResult;
  menu: TMenu | null;
  /** a refused coupon is tried again once the cart has changed */
  subtotalCents: number;
  applyCouponCode: (code: string) => Promise<void>;
}

/**
 * A coupon from a link (spec part 1 §2: saved locally) is applied when the cart allows it: once
 * the menu is here and the cart has lines, and again after the cart changed if it was refused
 * (below its minimum spend, say). Removing it from the cart forgets it.
 */
export function useLinkCoupon({ code, cart, menu, subtotalCents, applyCouponCode }: LinkCouponOptions): void {
  const triedAt = useRef<string | null>(null);
  const forgotten = useRef<string | null>(null);
  const hasLines = cart.lines.length > 0;
  const added = cart.coupons.some((coupon) => coupon.CouponCode.toUpperCase() === code?.toUpperCase());
  const processing = cart.couponBox.status === 'processing';

  useEffect(() => {
    if (!code || !menu || !hasLines || added || processing || forgotten.current === code) return;
    const attempt = `${code}:${subtotalCents}`;
    if (triedAt.current === attempt) return;
    triedAt.current = attempt;
    void applyCouponCode(code);
  }, [code, menu, hasLines, added, processing, subtotalCents, applyCouponCode]);

  // The customer took the link's coupon off: it is not put back.
  const wasAdded = useRef(false);
  useEffect(() => {
    if (added) wasAdded.current = true;
    else if (wasAdded.current && code) {
      wasAdded.current = false;
      removeStorage(STORAGE_KEYS.coupon);
      forgotten.current = code;
    }
  }, [added, code]);
}
