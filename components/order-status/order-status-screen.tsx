'use client';

import type { TOrderStatusPageView } from '@/lib/views/order-status-page';
import { OrderStatusView } from './order-status-view';
import { useOrderStatusFeed } from './use-order-status-feed';

/** The order status page's live part: the server's first state, then the status stream. */
export function OrderStatusScreen({ page, token }: { page: TOrderStatusPageView; token: string | null }) {
  const live = useOrderStatusFeed({ orderId: page.order.orderId, token, initial: page.order });
  const order = { ...page.order, onlineOrderStatus: live.onlineOrderStatus, onlineOrderStatusDescription: live.onlineOrderStatusDescription };
  return (
    <OrderStatusView
      order={order}
      token={token}
      signedIn={page.signedIn}
      confirmationEmail={page.confirmationEmail}
      retryAvailable={page.retryAvailable}
      reconnecting={live.reconnecting}
    />
  );
}
