import 'server-only';
import { PaymentNotFoundError, UnsupportedPaymentSourceError, type PaymentGateway, type PaymentProvider } from '../ports/payment-gateway';

/**
 * One PaymentGateway over the providers in use: a payment is read, cancelled and refunded by the
 * provider that made it (its id says which: `sbx_…` the sandbox, `pi_…` Stripe), a new one is
 * made by the provider that takes its source. Orders made with the sandbox before a store moved
 * to Stripe keep being settled by the sandbox.
 */
export function routePayments(providers: readonly PaymentProvider[]): PaymentGateway {
  const ownerOf = (paymentId: string): PaymentProvider => {
    const owner = providers.find((provider) => provider.owns(paymentId));
    if (!owner) throw new PaymentNotFoundError(paymentId);
    return owner;
  };
  return {
    createCardPayment(input) {
      const provider = providers.find((candidate) => candidate.takes === input.source.type);
      if (!provider) throw new UnsupportedPaymentSourceError(input.source.type);
      return provider.createCardPayment(input);
    },
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
