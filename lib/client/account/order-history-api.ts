/** The member's order calls: the cancel request through the one API client (their session proves the order is theirs). */
import type { TPreviousOrdersView, TReorderStartView } from '@/lib/views/account';
import { apiRequest } from '../api/api-client';

export const requestCancellation = (orderId: string, locale: string) =>
  apiRequest<{ onlineOrderStatus: number }>(`/api/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', body: {}, locale });

/** The store screen's previous orders: the member's by session, the device's own by their tokens. */
export const fetchPreviousOrders = (storeId: string, orders: { orderId: string; token: string }[], locale: string) =>
  apiRequest<TPreviousOrdersView>(`/api/stores/${encodeURIComponent(storeId)}/previous-orders`, { method: 'POST', body: { orders }, locale, cache: 'no-store' });

/** Checks the order's store takes orders now; answers the checkout to open (an ApiError carries the spec's alert text). */
export const startReorder = (orderId: string, token: string | null, locale: string) =>
  apiRequest<TReorderStartView>(`/api/orders/${encodeURIComponent(orderId)}/reorder`, { method: 'POST', body: token ? { token } : {}, locale });
