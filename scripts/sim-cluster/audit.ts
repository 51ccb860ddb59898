import { COLLECTIONS } from '../../lib/server/collections';
import type { TrackingOrderDocument } from '../../lib/server/orders/order-documents';
import type { DocumentStore } from '../../lib/server/ports/document-store';
import type { Payment } from '../../lib/server/ports/payment-gateway';
import { moneyTaken, ordersByCustomer, paymentsByOrder } from '../lib/sim-tally';

/**
 * What must never happen, counted from the database the servers shared (read after the load):
 * orders beyond one per checkout, money taken twice for one checkout, money held with no order
 * that is paid by it, an acknowledged order missing, and one store's order number given twice.
 */
export interface Audit {
  ordersPlaced: number;
  checkoutsWithoutOrder: number;
  duplicateOrders: number;
  duplicateCharges: number;
  succeededWithoutOrder: number;
  acknowledgedLost: number;
  repeatedOrderNumbers: number;
  paymentStates: Record<string, number>;
}

const everything = { limit: 1_000_000 };

export async function audit(documents: DocumentStore, checkouts: number[], acknowledged: Set<string>): Promise<Audit> {
  const orders = (await documents.query<TrackingOrderDocument>(COLLECTIONS.trackingOrders, everything)).docs;
  const payments = (await documents.query<Payment>(COLLECTIONS.sandboxPayments, everything)).docs.map(({ data }) => data);
  const byEmail = ordersByCustomer(orders);
  const byNumber = new Map<string, number>();
  for (const { data } of orders) {
    const number = `${String(data.StoreID)}#${String(data.OrderNumber)}`;
    byNumber.set(number, (byNumber.get(number) ?? 0) + 1);
  }
  const byOrder = paymentsByOrder(payments);

  let duplicateOrders = 0;
  let checkoutsWithoutOrder = 0;
  let duplicateCharges = 0;
  for (const n of checkouts) {
    const ids = byEmail.get(`sim-${n}@example.com`) ?? [];
    if (ids.length === 0) checkoutsWithoutOrder += 1;
    duplicateOrders += Math.max(0, ids.length - 1);
    duplicateCharges += Math.max(0, ids.flatMap((id) => byOrder.get(id) ?? []).filter(moneyTaken).length - 1);
  }
  const tracking = new Map(orders.map(({ id, data }) => [id, data]));
  const succeededWithoutOrder = payments.filter((payment) => {
    const order = tracking.get(payment.orderId);
    return payment.state === 'succeeded' && (!order || order.PaymentStatus !== 'paid' || order.PaymentId !== payment.id);
  }).length;
  const paymentStates: Record<string, number> = {};
  for (const payment of payments) paymentStates[payment.state] = (paymentStates[payment.state] ?? 0) + 1;
  return {
    ordersPlaced: orders.filter(({ data }) => /sim-\d+@example\.com/.test(JSON.stringify(data))).length,
    checkoutsWithoutOrder,
    duplicateOrders,
    duplicateCharges,
    succeededWithoutOrder,
    acknowledgedLost: [...acknowledged].filter((id) => !tracking.has(id)).length,
    repeatedOrderNumbers: [...byNumber.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0),
    paymentStates,
  };
}
