import 'server-only';
import type { TPaymentReturnResult, TTradeStatus } from '@/lib/views/order';
import type { Container } from '@/lib/server/container';
import { orderStatusPath } from '@/lib/server/orders/order-access';
import type { TPaymentStatus } from '@/lib/server/orders/order-documents';
import { readCustomerOrder } from '@/lib/server/orders/read-customer-order';
import { toOrderStatusView } from '@/lib/server/orders/order-status-view';
import type { Payment } from '@/lib/server/ports/payment-gateway';
import { settlePayment, type SettlementApp } from './settle-payment';

function tradeStatusOf(status: TPaymentStatus | undefined): TTradeStatus {
  if (status === 'paid' || status === 'notRequired') return 'TRADE_SUCCESS';
  return status === 'pending' ? 'WAIT_BUYER_PAY' : 'TRADE_CLOSED';
}

function outcomeOf(status: TPaymentStatus | undefined): TPaymentReturnResult['outcome'] {
  if (status === 'paid' || status === 'notRequired') return 'paid';
  return status === 'pending' ? 'pending' : 'failed';
}

/**
 * The customer is back from the Alipay or Wechat page (part 1 §4 "Place order"): the order's
 * payment is read from its provider and settled, whatever the return's query claims (a forged
 * `result=SUCCESS` pays nothing). A payment still waiting on the provider's page when its customer
 * came back without paying is cancelled there (the provider answers with what really happened
 * if it was paid meanwhile), so the order fails with status 6 and the customer can try again.
 * Only the order's guest (the token of its link) or its customer may ask; others get NOT_FOUND.
 */
export async function returnFromPayment({
  app,
  orderId,
  token,
  userId = null,
}: {
  app: SettlementApp & Pick<Container, 'historyOrders' | 'trackingOrders' | 'stores'>;
  orderId: string;
  token: string | null;
  userId?: string | null;
}): Promise<TPaymentReturnResult> {
  const read = () => readCustomerOrder({ historyOrders: app.historyOrders, trackingOrders: app.trackingOrders, stores: app.stores, orderId, token, userId });
  const before = await read();
  const pending = before.tracking?.PaymentStatus === 'pending';
  const paymentId = before.tracking?.PaymentId;
  let payment: Payment | null = paymentId ? await app.payments.retrieve(String(paymentId)) : pending ? await app.payments.findByOrder(orderId) : null;
  if (pending && payment) {
    if (payment.state === 'requires_action') payment = await app.payments.cancel(payment.id);
    await settlePayment({ app, payment });
  }
  // The provider's words for a refusal ("The customer did not approve the payment."), shown with the trade status.
  const message = payment?.state === 'failed' ? payment.failureMessage : null;
  const { history, tracking, store } = pending ? await read() : before;
  const status = tracking?.PaymentStatus;
  const view = toOrderStatusView({ orderId, history, tracking, store });
  return {
    outcome: outcomeOf(status),
    tradeStatus: tradeStatusOf(status),
    message,
    order: {
      orderId,
      orderNumber: view.orderNumber,
      onlineOrderStatus: view.onlineOrderStatus,
      total: view.total,
      statusUrl: orderStatusPath({ storeSlug: view.storeSlug, orderId, userId: String(history.GuestUserIdentifier ?? history.OnlineOrderUserIdentifier ?? ''), token }),
      next: { type: 'done' },
    },
  };
}
