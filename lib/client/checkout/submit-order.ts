/**
 * Sends the order (POST /api/stores/{storeId}/orders, or a gift order) with the attempt's Idempotency-Key and
 * sorts the answer into what the checkout does next (the checkout contract): placed, a redirect
 * to the provider's page (3-D Secure), payment failed (402, or 201 with status 6), price changed
 * (409 with the server's prices), invalid fields (422), or another error to show in the banner.
 */
import { ORDER_STATUS } from '@/lib/domain/order-status/statuses';
import type { TPlaceOrderRequestInput } from '@/lib/schemas/api/orders';
import type { TPlaceOrderResult, TPriceChangedDetails } from '@/lib/views/order';
import type { TGiftOrderRequestInput } from '@/lib/schemas/api/gift-orders';
import { apiRequest, type ApiFetcher } from '../api/api-client';
import { isApiError } from '../api/api-error';
import { placeGiftOrder } from '../api/gift-order';

export type TSubmitOutcome =
  | { kind: 'placed'; result: TPlaceOrderResult }
  | { kind: 'redirect'; result: TPlaceOrderResult; url: string }
  /** `message`: the server's own words (402); `paymentError`: the provider's code and message of a declined card (201, status 6) */
  | { kind: 'paymentFailed'; message: string; paymentError?: TPlaceOrderResult['paymentError'] }
  | { kind: 'priceChanged'; message: string; details: TPriceChangedDetails }
  | { kind: 'invalid'; message: string; fieldErrors: Readonly<Record<string, readonly string[]>> }
  | { kind: 'error'; code: string; message: string };

export interface SubmitOrderInput {
  storeId: string;
  body: TPlaceOrderRequestInput;
  idempotencyKey: string;
  locale: string;
  fetcher?: ApiFetcher;
}

function isPriceChangedDetails(value: unknown): value is TPriceChangedDetails {
  return typeof value === 'object' && value !== null && typeof (value as { total?: unknown }).total === 'number';
}

export function submitOrder(input: SubmitOrderInput): Promise<TSubmitOutcome> {
  return outcomeOf(() =>
    apiRequest<TPlaceOrderResult>(`/api/stores/${encodeURIComponent(input.storeId)}/orders`, {
      method: 'POST',
      body: input.body,
      idempotencyKey: input.idempotencyKey,
      locale: input.locale,
      fetcher: input.fetcher,
    }),
  );
}

/** The gift checkout's order (POST /api/stores/{storeId}/gift-orders), its answer sorted as an order's. */
export function submitGiftOrder(input: Omit<SubmitOrderInput, 'body' | 'fetcher'> & { body: TGiftOrderRequestInput }): Promise<TSubmitOutcome> {
  return outcomeOf(() => placeGiftOrder(input));
}

/** Both order endpoints answer alike: a placed order (or its payment failed, status 6), or an error of the contract. */
async function outcomeOf(request: () => Promise<TPlaceOrderResult>): Promise<TSubmitOutcome> {
  try {
    const result = await request();
    if (result.onlineOrderStatus === ORDER_STATUS.paymentFailed) return { kind: 'paymentFailed', message: '', paymentError: result.paymentError };
    if (result.next.type === 'redirect') return { kind: 'redirect', result, url: result.next.url };
    return { kind: 'placed', result };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 402 || error.code === 'PAYMENT_FAILED') return { kind: 'paymentFailed', message: error.message };
    if (error.code === 'PRICE_CHANGED' && isPriceChangedDetails(error.details)) return { kind: 'priceChanged', message: error.message, details: error.details };
    if (error.status === 422 && Object.keys(error.fieldErrors).length > 0) return { kind: 'invalid', message: error.message, fieldErrors: error.fieldErrors };
    return { kind: 'error', code: error.code, message: error.message };
  }
}
