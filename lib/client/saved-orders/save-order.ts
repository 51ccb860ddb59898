/**
 * POST /api/stores/{storeId}/saved-orders through the API client: the cart's lines as an order
 * sends them (ids, quantities, options, notes; no price, no reward), under one Idempotency-Key
 * per visit of the save-order page, so a retry after a lost answer saves the same order.
 */
import { orderItemOf } from '@/lib/client/checkout/build-place-order-request';
import { rewardOfLine } from '@/lib/domain/loyalty/rewards';
import type { TSaveOrderRequestInput } from '@/lib/schemas/api/saved-orders';
import type { TSavedOrderView } from '@/lib/views/saved-order';
import { apiRequest, type ApiFetcher } from '../api/api-client';
import type { TCartLine } from '../cart/cart-line';

export interface SaveOrderCall {
  storeId: string;
  lines: readonly TCartLine[];
  menu: string | null;
  idempotencyKey: string;
  locale: string;
  fetcher?: ApiFetcher;
}

export function saveOrderRequest(lines: readonly TCartLine[], menu: string | null): TSaveOrderRequestInput {
  // A reward is the member's own: it is not kept with an order anyone holding the code can open.
  const items = lines.filter((line) => rewardOfLine(line.redemptionRule) === null).map(orderItemOf);
  return { items, ...(menu ? { menu } : {}) };
}

export function saveOrder({ storeId, lines, menu, idempotencyKey, locale, fetcher }: SaveOrderCall): Promise<TSavedOrderView> {
  return apiRequest<TSavedOrderView>(`/api/stores/${encodeURIComponent(storeId)}/saved-orders`, {
    method: 'POST',
    body: saveOrderRequest(lines, menu),
    idempotencyKey,
    locale,
    cache: 'no-store',
    ...(fetcher ? { fetcher } : {}),
  });
}
