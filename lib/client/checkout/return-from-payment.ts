/** Back from Alipay or Wechat: POST /api/orders/{orderId}/payment-return asks the server how the payment went. */
import type { TPaymentReturnResult } from '@/lib/views/order';
import { apiRequest, type ApiFetcher } from '../api/api-client';

export function returnFromPayment({ orderId, token, locale, fetcher }: { orderId: string; token: string; locale: string; fetcher?: ApiFetcher }): Promise<TPaymentReturnResult> {
  return apiRequest<TPaymentReturnResult>(`/api/orders/${encodeURIComponent(orderId)}/payment-return`, { method: 'POST', body: { token }, locale, fetcher });
}
