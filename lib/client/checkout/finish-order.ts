/**
 * After an order is placed (part 1 §4 "Place order"): keep it in the device's history (4 per
 * store), then clear the cart, the room and the coupon of the link, and say where to go: the
 * order status page, or the thank-you page when tracking is hidden for guests.
 */
import type { TPlaceOrderResult } from '@/lib/views/order';
import { rememberOrder } from '../orders/order-history';
import { removeStorage } from '../storage/browser-storage';
import { STORAGE_KEYS } from '../storage/keys';

/** Part 1 §9: the success redirect waits 1 s (the "complete" state shows meanwhile). */
export const SUCCESS_REDIRECT_MS = 1_000;

export interface FinishOrderInput {
  storeId: string;
  storeSlug: string;
  result: TPlaceOrderResult;
  /** epoch seconds */
  now: number;
  hideTrackingForGuest: boolean;
  clearCart: () => void;
}

/** Returns the path to go to (without locale prefix). */
export function finishOrder(input: FinishOrderInput): string {
  const { result } = input;
  rememberOrder(input.storeId, { orderId: result.orderId, orderNumber: result.orderNumber, statusUrl: result.statusUrl, createdOn: input.now, total: result.total });
  input.clearCart();
  removeStorage(STORAGE_KEYS.room);
  removeStorage(STORAGE_KEYS.coupon);
  return input.hideTrackingForGuest ? `/store/${encodeURIComponent(input.storeSlug)}/thankyou` : result.statusUrl;
}
