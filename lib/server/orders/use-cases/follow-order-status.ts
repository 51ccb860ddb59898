import 'server-only';
import type { TOrderStatusEvent } from '@/lib/views/order';
import type { Container } from '@/lib/server/container';
import type { Unsubscribe } from '@/lib/server/ports/document-store';
import { orderStatusHub } from '../order-status-hub';
import { toOrderStatusEvent } from '../order-status-view';
import { readCustomerOrder, type ReadCustomerOrderOptions } from '../read-customer-order';

export interface FollowOrderStatusOptions extends Omit<ReadCustomerOrderOptions, 'historyOrders' | 'trackingOrders' | 'stores'> {
  app: Pick<Container, 'documents' | 'historyOrders' | 'trackingOrders' | 'stores'>;
}

export interface OrderStatusFollow {
  /** the status now */
  initial: TOrderStatusEvent;
  /** each later status of the order, from the DocumentStore's change feed */
  subscribe: (listener: (event: TOrderStatusEvent) => void) => Unsubscribe;
}

/**
 * GET /api/orders/{orderId}/events: checks the caller may read the order (NOT_FOUND otherwise),
 * then follows its tracking order through the process's shared watch of it.
 */
export async function followOrderStatus({ app, ...read }: FollowOrderStatusOptions): Promise<OrderStatusFollow> {
  const order = await readCustomerOrder({ historyOrders: app.historyOrders, trackingOrders: app.trackingOrders, stores: app.stores, ...read });
  return {
    initial: toOrderStatusEvent(order.orderId, order.tracking ?? order.history),
    subscribe: (listener) => orderStatusHub(app.documents).subscribe(order.orderId, listener),
  };
}
