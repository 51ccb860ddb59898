'use client';

import { useTranslations } from 'next-intl';
import { COUPON_KEYS } from '@/lib/domain/coupons';
import type { DomainMessage } from '@/lib/domain/money';
import { MINIMUM_ORDER_KEY } from '@/lib/domain/order/minimum-order';

/**
 * The key a caller uses for a coupon refusal the server worded itself (its Status.Message):
 * `{ key: COUPON_SERVER_MESSAGE_KEY, values: { message } }`. The text is shown as sent.
 */
export const COUPON_SERVER_MESSAGE_KEY = 'coupon.server';

type CouponKey = keyof typeof COUPON_KEYS;

const COUPON_BY_FULL_KEY = new Map<string, CouponKey>(Object.entries(COUPON_KEYS).map(([short, full]) => [full, short as CouponKey]));

/**
 * Translates the domain's coupon and minimum-order messages. The domain returns keys, never
 * text; a key this UI does not know falls back to the spec's generic coupon error rather than
 * showing a raw key.
 */
export function useCartMessage(): (message: DomainMessage | null | undefined) => string | null {
  const coupon = useTranslations('coupon');
  const order = useTranslations('order');
  return (message) => {
    if (!message) return null;
    if (message.key === MINIMUM_ORDER_KEY) return order('minimumPurchase', { amount: String(message.values?.amount ?? '') });
    const serverText = message.values?.message;
    if (message.key === COUPON_SERVER_MESSAGE_KEY && typeof serverText === 'string' && serverText.trim() !== '') return serverText;
    const key = COUPON_BY_FULL_KEY.get(message.key);
    if (key === 'minSpent') return coupon('minSpent', { amount: String(message.values?.amount ?? '') });
    return coupon(key ?? 'unknownError');
  };
}
