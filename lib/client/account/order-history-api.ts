/** The member's cancel request through the one API client (their session proves the order is theirs). */
import { apiRequest } from '../api/api-client';

export const requestCancellation = (orderId: string, locale: string) => apiRequest<{ onlineOrderStatus: number }>(`/api/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', body: {}, locale });
