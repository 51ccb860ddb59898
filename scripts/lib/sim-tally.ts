import type { Payment } from '../../lib/server/ports/payment-gateway';

/** What the simulations (sim:payments, sim:cluster) count orders and payments by. */

/** Money taken and not given back yet, or given back: a payment that charged. */
export const moneyTaken = (payment: Payment) => payment.state === 'succeeded' || payment.state === 'refunded';

/** Each sim customer's order ids, by the customer's e-mail (`sim-{n}@example.com`) found in the order. */
export function ordersByCustomer(orders: { id: string; data: unknown }[]): Map<string, string[]> {
  const byEmail = new Map<string, string[]>();
  for (const { id, data } of orders) {
    const email = /sim-\d+@example\.com/.exec(JSON.stringify(data))?.[0] ?? '';
    byEmail.set(email, [...(byEmail.get(email) ?? []), id]);
  }
  return byEmail;
}

export function paymentsByOrder(payments: Payment[]): Map<string, Payment[]> {
  const byOrder = new Map<string, Payment[]>();
  for (const payment of payments) byOrder.set(payment.orderId, [...(byOrder.get(payment.orderId) ?? []), payment]);
  return byOrder;
}
