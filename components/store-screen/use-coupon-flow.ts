'use client';

import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { COUPON_SERVER_MESSAGE_KEY } from '@/components/cart/use-cart-message';
import { apiRequest } from '@/lib/client/api/api-client';
import { isApiError } from '@/lib/client/api/api-error';
import type { PricingMenu, PricingStore } from '@/lib/client/cart/cart-totals';
import { loadPricing } from '@/lib/client/cart/pricing-loader';
import type { TAppliedCoupon } from '@/lib/client/cart/cart-line';
import type { UseCartResult } from '@/lib/client/cart/use-cart';
import { COUPON_KEYS, validateCouponCode } from '@/lib/domain/coupons';
import { serverNow } from '@/lib/client/server-clock';

/**
 * The coupon box's flow (spec part 1 §4: idle, processing, added or message): a blank code is
 * refused at once; otherwise the store's coupon is looked up, and the pricing engine decides
 * whether it reduces this cart before it is added.
 */
export function useCouponFlow(cart: UseCartResult, menu: PricingMenu | null, store: PricingStore) {
  const locale = useLocale();
  return useCallback(
    async (code: string) => {
      const blank = validateCouponCode(code);
      if (blank) return cart.refuseCoupon(blank);
      cart.submitCoupon(code);
      try {
        const body = await apiRequest<{ Coupon?: TAppliedCoupon } | null>(`/api/stores/${store.ID}/coupons/${encodeURIComponent(code.trim())}`, { locale });
        if (!body?.Coupon) return cart.refuseCoupon({ key: COUPON_KEYS.unknownError });
        if (menu) {
          const { priceStoreCart } = await loadPricing();
          const outcome = priceStoreCart(cart.lines, [body.Coupon], menu, store, { now: Math.floor(serverNow() / 1000) }).priced.coupon;
          if (outcome && !outcome.ok) return cart.refuseCoupon(outcome.message);
        }
        cart.applyCoupon(body.Coupon);
      } catch (error) {
        if (isApiError(error) && error.message && !error.unanswered) return cart.refuseCoupon({ key: COUPON_SERVER_MESSAGE_KEY, values: { message: error.message } });
        cart.refuseCoupon({ key: COUPON_KEYS.unknownError });
      }
    },
    [cart, menu, store, locale],
  );
}
