import 'server-only';
import type { TOrderStatusView } from '@/lib/views/order';
import type { Container } from '@/lib/server/container';
import { toOrderStatusView } from '../order-status-view';
import { readCustomerOrder, type ReadCustomerOrderOptions } from '../read-customer-order';

export interface GetOrderStatusOptions extends Omit<ReadCustomerOrderOptions, 'historyOrders' | 'trackingOrders' | 'stores'> {
  app: Pick<Container, 'historyOrders' | 'trackingOrders' | 'stores'>;
}

/**
 * GET /api/orders/{orderId}: the order as its status page shows it, for its guest (token of the
 * status link) or its signed-in customer; NOT_FOUND for anyone else. The live status comes from
 * the tracking order, falling back to the history order.
 */
export async function getOrderStatus({ app, ...read }: GetOrderStatusOptions): Promise<TOrderStatusView> {
  return toOrderStatusView(await readCustomerOrder({ historyOrders: app.historyOrders, trackingOrders: app.trackingOrders, stores: app.stores, ...read }));
}
