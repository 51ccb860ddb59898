import 'server-only';
import { PaymentNotFoundError, type PaymentGateway, type PaymentProvider } from '../ports/payment-gateway';

/** The payments already made, whoever made them: reads, cancels and refunds (a new charge goes to the store's provider). */
export type PaymentRecords = Omit<PaymentGateway, 'createCardPayment' | 'createRedirectPayment' | 'describeCard' | 'saveCard' | 'removeCard'>;

/**
 * The providers in use as one: a payment is read, cancelled and refunded by the provider that
 * made it (its id says which: `sbx_…` the sandbox, `pi_…` Stripe), and an order's payment is
 * looked for with each. Orders paid on the sandbox before a store moved to Stripe keep being
 * settled by the sandbox.
 */
export function routePayments(providers: readonly PaymentProvider[]): PaymentRecords {
  const ownerOf = (paymentId: string): PaymentProvider => {
    const owner = providers.find((provider) => provider.owns(paymentId));
    if (!owner) throw new PaymentNotFoundError(paymentId);
    return owner;
  };
  return {
    async retrieve(paymentId) {
      const owner = providers.find((provider) => provider.owns(paymentId));
      return owner ? owner.retrieve(paymentId) : null;
    },
    async findByOrder(orderId) {
      for (const provider of providers) {
        const found = await provider.findByOrder(orderId);
        if (found) return found;
      }
      return null;
    },
    cancel: (paymentId) => ownerOf(paymentId).cancel(paymentId),
    refund: (paymentId, options) => ownerOf(paymentId).refund(paymentId, options),
  };
}
