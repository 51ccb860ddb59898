'use client';

/**
 * "Paths containing checkout, shoppingcartmobile or completeorder mark the session as in
 * checkout" (spec part 1 §2); while in checkout the top menu's cart button does nothing.
 */
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { removeStorage, STORAGE_KEYS, writeStorage } from './storage';

const CHECKOUT_PATH = /checkout|shoppingcartmobile|completeorder/i;

export function isCheckoutPath(pathname: string | null | undefined): boolean {
  return CHECKOUT_PATH.test(pathname ?? '');
}

/** Marks (or clears) the session's in-checkout flag from the current path and answers it. */
export function useInCheckout(): boolean {
  const pathname = usePathname();
  const inCheckout = isCheckoutPath(pathname);
  useEffect(() => {
    if (inCheckout) writeStorage(STORAGE_KEYS.inCheckout, true);
    else removeStorage(STORAGE_KEYS.inCheckout);
  }, [inCheckout]);
  return inCheckout;
}
