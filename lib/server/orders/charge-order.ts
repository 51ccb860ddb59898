import 'server-only';
import { toCents } from '@/lib/domain/money/cents';
import type { toCardRequest } from '@/lib/schemas/forms';
import type { TStore } from '@/lib/schemas/entities';
import type { Payment, PaymentGateway } from '../ports/payment-gateway';

/** The key of an order's charge: one order, one payment, whoever asks and however often. */
export function paymentKeyOf(orderId: string): string {
  return `order:${orderId}`;
}

export function currencyOf(store: Pick<TStore, 'CurrencyLocaleName'>): string {
  return store.CurrencyLocaleName === 'id-ID' ? 'idr' : 'aud';
}

/** The spec's 3-D Secure rule: a card payment above the store's 3DSecureMinimumSpend is challenged. */
export function requiresThreeDSecure(store: Pick<TStore, '3DSecureMinimumSpend'>, totalCents: number): boolean {
  const minimum = store['3DSecureMinimumSpend'];
  return minimum !== undefined && totalCents > toCents(minimum);
}

/** Charges an order's card with the order's key, after the order is written. */
export function chargeOrder({
  payments,
  store,
  orderId,
  totalCents,
  card,
  returnUrl,
}: {
  payments: PaymentGateway;
  store: TStore;
  orderId: string;
  totalCents: number;
  card: ReturnType<typeof toCardRequest>;
  returnUrl: string;
}): Promise<Payment> {
  return payments.createCardPayment({
    idempotencyKey: paymentKeyOf(orderId),
    amountCents: totalCents,
    currency: currencyOf(store),
    orderId,
    storeId: store.ID,
    card: { number: card.CardNumber, holder: card.CardHolder, expiryMonth: card.ExpiryMonth, expiryYear: card.ExpiryYear, cvc: card.Cvv },
    requestThreeDSecure: requiresThreeDSecure(store, totalCents),
    returnUrl,
  });
}
