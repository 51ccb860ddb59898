import 'server-only';
import type { TOrderStatusView } from '@/lib/views/order';
import { toOrderStatusView } from '../orders/order-status-view';
import { readCustomerOrder, type ReadCustomerOrderOptions } from '../orders/read-customer-order';

/**
 * GET /api/orders/{orderId}: the order as its status page shows it, for its guest (token of the
 * status link) or its signed-in customer; NOT_FOUND for anyone else. The live status comes from
 * the tracking order, falling back to the history order.
 */
export async function getOrderStatus(options: ReadCustomerOrderOptions): Promise<TOrderStatusView> {
  return toOrderStatusView(await readCustomerOrder(options));
}
