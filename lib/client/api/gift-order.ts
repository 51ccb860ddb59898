/**
 * POST /api/stores/{storeId}/gift-orders through the API client: the gift checkout's one call,
 * with the attempt's Idempotency-Key, so a double tap, a timeout or a resend never buys twice.
 */
import type { TGiftOrderRequestInput } from '@/lib/schemas/api/gift-orders';
import type { TPlaceOrderResult } from '@/lib/views/order';
import { apiRequest } from './api-client';

export function placeGiftOrder({
  storeId,
  body,
  idempotencyKey,
  locale,
}: {
  storeId: string;
  body: TGiftOrderRequestInput;
  idempotencyKey: string;
  locale: string;
}): Promise<TPlaceOrderResult> {
  return apiRequest<TPlaceOrderResult>(`/api/stores/${encodeURIComponent(storeId)}/gift-orders`, { method: 'POST', body, idempotencyKey, locale });
}
